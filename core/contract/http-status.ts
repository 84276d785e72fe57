/** HTTP statuses the client treats specially (SPEC §8). Apart from errors.ts so the API client needs no codes table. */
export const HttpStatus = {
  SessionExpired: 604,
  AreaForbidden: 403,
} as const;
