/**
 * Masking of other players' names on invite and agent pages: enough to recognise a friend, not enough to
 * read an e-mail address or a full nickname.
 */

/** "marina.silva@x.com" -> "ma***va"; "Jo" -> "J***"; "" -> "***". E-mail domains are never shown. */
export function maskName(name: string): string {
  const local = [...(name.split('@')[0] ?? '').trim()];
  if (local.length === 0) return '***';
  if (local.length <= 2) return `${local[0]}***`;
  if (local.length <= 5) return `${local[0]}***${local[local.length - 1]}`;
  return `${local.slice(0, 2).join('')}***${local.slice(-2).join('')}`;
}

/** A uid shown with its middle hidden: 1234567 -> "12***67". */
export function maskUid(uid: number): string {
  const s = String(uid);
  return s.length <= 4 ? `${s[0]}***` : `${s.slice(0, 2)}***${s.slice(-2)}`;
}
