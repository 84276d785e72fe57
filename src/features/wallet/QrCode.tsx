import { useMemo } from 'react';
import { generate } from 'lean-qr';

/** Quiet zone around the code, in modules (the QR standard asks for 4). */
const QUIET = 4;

/** The dark modules of a QR code for `text` as one SVG path (one unit square per module). */
export function qrPath(text: string): { size: number; d: string } {
  const code = generate(text);
  const parts: string[] = [];
  for (let y = 0; y < code.size; y++) {
    for (let x = 0; x < code.size; x++) {
      if (code.get(x, y)) parts.push(`M${x + QUIET} ${y + QUIET}h1v1h-1z`);
    }
  }
  return { size: code.size + QUIET * 2, d: parts.join('') };
}

/**
 * A scannable QR code of the provider's payload (PIX "copia e cola", PHQR, ThaiQR, a USDT address), drawn as
 * crisp SVG on a white card so phone cameras read it on the dark theme too.
 */
export function QrCode({ value, label, size = 220 }: { value: string; label: string; size?: number }) {
  const { size: modules, d } = useMemo(() => qrPath(value), [value]);
  return (
    <svg
      className="wallet-qr"
      role="img"
      aria-label={label}
      viewBox={`0 0 ${modules} ${modules}`}
      width={size}
      height={size}
      shapeRendering="crispEdges"
    >
      <rect width={modules} height={modules} fill="#fff" />
      <path d={d} fill="#000" />
    </svg>
  );
}
