/** An audit row's before/after as one short line of JSON (the full value is in the CSV export). */
export function canonicalShort(value: unknown): string {
  if (value === null || value === undefined) return '—';
  const text = JSON.stringify(value);
  return text.length > 160 ? `${text.slice(0, 157)}…` : text;
}
