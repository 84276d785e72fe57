/** A generated team crest: a shield in two colours derived from the team's name, with its initials. */
const escapeXml = (s: string) =>
  s.replace(
    /[<>&'"]/g,
    (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[c]!,
  );

/** FNV-1a: a stable hash, so a team keeps its colours across restarts and machines. */
function hash(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

export function crestSvg(name: string, initials: string): string {
  const h = hash(name);
  const hue = h % 360;
  const hue2 = (hue + 40 + ((h >>> 9) % 140)) % 360;
  const main = `hsl(${hue} 65% 42%)`;
  const band = `hsl(${hue2} 70% 55%)`;
  const label = escapeXml(initials.slice(0, 3));
  const size = label.length > 2 ? 22 : 26;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="64" height="64" viewBox="0 0 64 64" role="img" aria-label="${escapeXml(name)}">
<defs><clipPath id="s"><path d="M32 3 L57 11 V31 C57 46 46 56 32 61 C18 56 7 46 7 31 V11 Z"/></clipPath></defs>
<path d="M32 3 L57 11 V31 C57 46 46 56 32 61 C18 56 7 46 7 31 V11 Z" fill="${main}"/>
<g clip-path="url(#s)"><rect x="0" y="40" width="64" height="9" fill="${band}"/></g>
<path d="M32 3 L57 11 V31 C57 46 46 56 32 61 C18 56 7 46 7 31 V11 Z" fill="none" stroke="#ffffff" stroke-opacity=".85" stroke-width="2.5"/>
<text x="32" y="${size > 22 ? 35 : 34}" text-anchor="middle" font-family="system-ui, -apple-system, Segoe UI, Roboto, sans-serif" font-size="${size}" font-weight="800" fill="#ffffff">${label}</text>
</svg>`;
}
