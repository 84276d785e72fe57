import { afterEach, describe, expect, it } from 'vitest';
import jsQR from 'jsqr';
import { QrCode } from '../../../../src/features/wallet/QrCode';
import { cleanup, render } from '../dom';

afterEach(cleanup);

/** Paints the rendered SVG's modules into pixels (4 px each) and reads them back as a phone camera would. */
function scan(svg: SVGElement): string | null {
  const modules = Number(svg.getAttribute('viewBox')!.split(' ')[2]);
  const d = svg.querySelector('path')!.getAttribute('d')!;
  const dark = new Set<string>();
  for (const m of d.matchAll(/M(\d+) (\d+)h1v1h-1z/g)) dark.add(`${m[1]},${m[2]}`);
  const scale = 4;
  const size = modules * scale;
  const pixels = new Uint8ClampedArray(size * size * 4);
  for (let y = 0; y < size; y++) {
    for (let x = 0; x < size; x++) {
      const on = dark.has(`${Math.floor(x / scale)},${Math.floor(y / scale)}`);
      const i = (y * size + x) * 4;
      pixels[i] = pixels[i + 1] = pixels[i + 2] = on ? 0 : 255;
      pixels[i + 3] = 255;
    }
  }
  return jsQR(pixels, size, size)?.data ?? null;
}

describe('deposit QR code', () => {
  it.each([
    '00020126580014BR.GOV.BCB.PIX0136123e4567-e12b-12d1-a456-4266554400005204000053039865802BR5913Placar Sandbx6009SAO PAULO62070503***6304ABCD',
    'TXyz1234567890SandboxTrc20AddressAbCdEf',
  ])('renders a code that scans back to the payload (%#)', async (payload) => {
    const { container } = await render(<QrCode value={payload} label="QR code" />);
    const svg = container.querySelector('svg[role="img"]') as SVGElement;
    expect(svg.getAttribute('aria-label')).toBe('QR code');
    expect(scan(svg)).toBe(payload);
  });
});
