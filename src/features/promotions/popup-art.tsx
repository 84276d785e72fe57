/**
 * The bonus popups' pictures as inline SVG: emoji (🧧 💰 🎰 🎁) look different on every phone and are
 * missing from some webviews' fonts (an empty box); these draw the same everywhere, in the brand's accent.
 */
export type PopupArtKind = 'packet' | 'money' | 'slot' | 'gift';

const GOLD = '#f5c542';
const RED = '#e5383b';

export function PopupArt({ kind }: { kind: PopupArtKind }) {
  return (
    <svg viewBox="0 0 48 48" width="56" height="56" aria-hidden="true" focusable="false">
      {kind === 'packet' && (
        <>
          <rect x="10" y="5" width="28" height="38" rx="4" fill={RED} />
          <path d="M10 13 L24 23 L38 13" fill="none" stroke="#b3202a" strokeWidth="2" />
          <circle cx="24" cy="24" r="6" fill={GOLD} />
          <path d="M24 20.5v7M21.5 24h5" stroke="#a0741a" strokeWidth="1.6" strokeLinecap="round" />
        </>
      )}
      {kind === 'money' && (
        <>
          <path d="M18 8h12l-3 7h-6z" fill="#c8902b" />
          <path d="M21 15h6c8 4 13 11 13 18 0 6-5 9-16 9S8 39 8 33c0-7 5-14 13-18z" fill={GOLD} />
          <text x="24" y="36" textAnchor="middle" fontSize="15" fontWeight="800" fill="#8a5a00">
            $
          </text>
        </>
      )}
      {kind === 'slot' && (
        <>
          <rect x="6" y="10" width="32" height="30" rx="5" fill="var(--accent, #22c55e)" />
          <rect x="10" y="16" width="24" height="14" rx="2" fill="#fff" />
          <text x="22" y="27.5" textAnchor="middle" fontSize="10" fontWeight="800" fill={RED}>
            777
          </text>
          <path d="M41 12v16" stroke="#9ca3af" strokeWidth="2.5" strokeLinecap="round" />
          <circle cx="41" cy="10" r="3.5" fill={RED} />
        </>
      )}
      {kind === 'gift' && (
        <>
          <rect x="8" y="20" width="32" height="22" rx="3" fill="var(--accent, #22c55e)" />
          <rect x="6" y="14" width="36" height="8" rx="2" fill="#16a34a" />
          <rect x="21" y="14" width="6" height="28" fill={GOLD} />
          <path d="M24 14c-4-8-13-7-10-1 2 3 10 1 10 1zM24 14c4-8 13-7 10-1-2 3-10 1-10 1z" fill={GOLD} />
        </>
      )}
    </svg>
  );
}
