import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { MAX_INLINE_BYTES, logoInliner } from '../../server/http/logo-inline';

const root = mkdtempSync(join(tmpdir(), 'logo-inline-'));
const clientDir = join(root, 'client');
mkdirSync(join(clientDir, 'brand', 'br'), { recursive: true });
const svg = '<svg xmlns="http://www.w3.org/2000/svg"/>';
writeFileSync(join(clientDir, 'brand', 'br', 'logo.svg'), svg);
writeFileSync(join(clientDir, 'brand', 'br', 'logo.PNG'), Buffer.from([0x89, 0x50, 0x4e, 0x47]));
writeFileSync(join(clientDir, 'brand', 'br', 'big.svg'), 'x'.repeat(MAX_INLINE_BYTES + 1));
writeFileSync(join(clientDir, 'brand', 'br', 'notes.txt'), 'hello');
// Outside the client folder: never read, however the URL is spelled.
writeFileSync(join(root, 'secret.svg'), '<svg/>');
afterAll(() => rmSync(root, { recursive: true, force: true }));

describe('the logo as a data: URL for the HTML shell', () => {
  const inline = logoInliner(clientDir);

  it('inlines a small image file of the built client, typed by its extension', () => {
    expect(inline('/brand/br/logo.svg')).toBe(
      `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`,
    );
    expect(inline('/brand/br/logo.PNG')).toBe('data:image/png;base64,iVBORw==');
  });

  it('leaves a URL as it is for a big file, a missing one, or one that is not an image', () => {
    expect(inline('/brand/br/big.svg')).toBeUndefined();
    expect(inline('/brand/br/missing.svg')).toBeUndefined();
    expect(inline('/brand/br/notes.txt')).toBeUndefined();
    expect(inline('/brand/br')).toBeUndefined();
  });

  it('never reads outside the client folder, and takes no addresses, queries or encoded paths', () => {
    expect(inline('/../secret.svg')).toBeUndefined();
    expect(inline('/brand/../../secret.svg')).toBeUndefined();
    expect(inline('/%2e%2e/secret.svg')).toBeUndefined();
    expect(inline('https://cdn.example.com/brand/br/logo.svg')).toBeUndefined();
    expect(inline('//cdn.example.com/brand/br/logo.svg')).toBeUndefined();
    expect(inline('/brand/br/logo.svg?v=2')).toBeUndefined();
  });
});
