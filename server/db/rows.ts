/**
 * The rows of a raw `db.execute(sql...)`: node-postgres and PGlite both answer `{ rows }`; a driver that
 * answers the array itself is taken as is. Raw SQL is for hot paths where the query builder's CPU shows.
 */
export const rowsOf = <T>(result: unknown): T[] =>
  (result && typeof result === 'object' && 'rows' in result
    ? (result as { rows: T[] }).rows
    : (result as T[])) ?? [];
