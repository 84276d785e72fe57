/**
 * Sanitisation of the added request parameters (SPEC §5 "Request params"), applied by the client before
 * sending and again by the server before reading, so an operator's older client cannot smuggle in junk:
 * - 'p' longer than 100 characters is dropped;
 * - any value that is the string 'undefined' is removed (and real undefined/null values too);
 * - lca_coun of 'null' is removed;
 * - uid and sid of 'null' are removed.
 * Every kept value becomes a string, as it travels in a query string.
 */
const NULL_STRING_KEYS = new Set(['lca_coun', 'uid', 'sid']);

export const MAX_P_LENGTH = 100;

export function sanitizeParams(params: Readonly<Record<string, unknown>>): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [key, raw] of Object.entries(params)) {
    if (raw === undefined || raw === null) continue;
    if (typeof raw !== 'string' && typeof raw !== 'number' && typeof raw !== 'boolean') continue;
    const value = String(raw);
    if (value === 'undefined') continue;
    if (value === 'null' && NULL_STRING_KEYS.has(key)) continue;
    if (key === 'p' && value.length > MAX_P_LENGTH) continue;
    out[key] = value;
  }
  return out;
}
