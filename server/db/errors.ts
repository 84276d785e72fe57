/**
 * PostgreSQL errors the code answers to, by SQLSTATE. Drivers differ in where the code sits: node-postgres
 * and PGlite put it on the error, drizzle wraps the driver's error as `cause`.
 */
const hasSqlState = (err: unknown, state: string): boolean =>
  (err as { code?: unknown } | null)?.code === state ||
  (err as { cause?: { code?: unknown } } | null)?.cause?.code === state;

/** A unique-index violation (23505): a row with that key exists, or a concurrent writer just made it. */
export const isUniqueViolation = (err: unknown) => hasSqlState(err, '23505');
