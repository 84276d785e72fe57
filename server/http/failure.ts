/** A failure with its HTTP status and dm_error, thrown anywhere in a request and answered as an envelope. */
export class ApiFailure extends Error {
  constructor(
    readonly status: number,
    readonly dmError: number,
    message: string,
  ) {
    super(message);
    this.name = 'ApiFailure';
  }
}
