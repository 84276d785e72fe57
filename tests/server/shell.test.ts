import { describe, expect, it } from 'vitest';
import { isSafeLogoUrl, withFirstScreen, withPreloads, withShellLogo } from '../../server/http/shell';
import { chunkFiles } from '../../server/http/preload-links';
import { acceptedLanguages } from '../../server/content/shell-parts';

const template =
  '<body><div id="root"><div class="app-header"></div><div class="top-tabs"></div></div></body>';

describe('the HTML shell with the brand logo', () => {
  it('puts the logo inside the header, marked up as the app header marks it up', () => {
    const html = withShellLogo(template, { brandId: 'br', url: '/brand/br/logo.svg' });
    expect(html).toBe(
      '<body><div id="root"><div class="app-header"><a class="app-logo">' +
        '<img src="/brand/br/logo.svg" width="112" height="28" alt="" decoding="async" fetchpriority="high" ' +
        'data-brand="br" /></a></div><div class="top-tabs"></div></div></body>',
    );
  });

  it("inlines the logo's bytes when it has them, and says which URL they are", () => {
    const inline = 'data:image/svg+xml;base64,PHN2Zy8+';
    const html = withShellLogo(template, { brandId: 'br', url: '/brand/br/logo.svg', inline });
    expect(html).toContain(
      `<a class="app-logo"><img src="${inline}" width="112" height="28" alt="" ` +
        'data-src="/brand/br/logo.svg" data-brand="br" /></a>',
    );
  });

  it('escapes the URL: operator content never breaks out of the attribute', () => {
    const html = withShellLogo(template, { brandId: 'br', url: '/logo.svg?a=1&b="><script>x</script>' });
    expect(html).toContain('src="/logo.svg?a=1&amp;b=&quot;&gt;&lt;script&gt;x&lt;/script&gt;"');
    expect(html).not.toContain('<script>');
    // Replacement patterns in the URL stay text.
    const dollar = withShellLogo(template, { brandId: 'br', url: '/logo.svg?$&$`' });
    expect(dollar).toContain('src="/logo.svg?$&amp;$`"');
  });

  it('leaves the shell as built without a logo, with an unsafe URL, or without a header slot', () => {
    expect(withShellLogo(template, undefined)).toBe(template);
    expect(withShellLogo(template, { brandId: 'br', url: 'javascript:alert(1)' })).toBe(template);
    expect(withShellLogo(template, { brandId: 'br', url: '//evil.example/logo.svg' })).toBe(template);
    expect(withShellLogo('<body></body>', { brandId: 'br', url: '/l.svg' })).toBe('<body></body>');
  });

  it('accepts same-origin paths and http(s) addresses only', () => {
    expect(isSafeLogoUrl('/brand/br/logo.svg')).toBe(true);
    expect(isSafeLogoUrl('https://cdn.example.com/logo.svg')).toBe(true);
    expect(isSafeLogoUrl('data:image/svg+xml,<svg/>')).toBe(false);
    expect(isSafeLogoUrl('logo.svg')).toBe(false);
  });
});

describe('the first screen in the shell', () => {
  it('goes before </body> as JSON that cannot close its script element', () => {
    const first = {
      brand: 'br',
      lang: 'en',
      at: 1,
      homeTabs: { list: [] },
      matches: { records: [{ nm: '</script><script>alert(1)</script>' }], has_more: false },
    };
    const html = withFirstScreen('<body><div id="root"></div></body>', first as never);
    expect(
      html.startsWith('<body><div id="root"></div><script type="application/json" id="first-screen">'),
    ).toBe(true);
    expect(html.endsWith('</script></body>')).toBe(true);
    expect(html.match(/<\/script>/g)).toHaveLength(1);
    const json = /id="first-screen">(.*)<\/script>/s.exec(html)![1]!;
    expect(JSON.parse(json)).toEqual(first);
  });

  it('reads Accept-Language as the browser orders its languages', () => {
    expect(acceptedLanguages('pt-BR,pt;q=0.9,en-US;q=0.8,en;q=0.7')).toEqual(['pt-BR', 'pt', 'en-US', 'en']);
    expect(acceptedLanguages('en;q=0.5, vi, *;q=0.1, th;q=0')).toEqual(['vi', 'en']);
    expect(acceptedLanguages(undefined)).toEqual([]);
  });
});

describe('preload links from the build manifest', () => {
  const manifest = {
    'index.html': { file: 'assets/main-1.js', isEntry: true, imports: ['_envelope-2.js'] },
    '_envelope-2.js': { file: 'assets/envelope-2.js' },
    '_SportHome-3.js': {
      file: 'assets/SportHome-3.js',
      name: 'SportHome',
      imports: ['index.html', '_Page-4.js', '_envelope-2.js'],
      css: ['assets/SportHome-5.css'],
    },
    '_Page-4.js': { file: 'assets/Page-4.js', name: 'Page', imports: ['index.html'] },
    // Catalogs are entries of the build (vite.config.ts CATALOGS): asked for, they are preloaded all the same.
    'src/locales/en.po': { file: 'assets/en-6.js', name: 'en', src: 'src/locales/en.po', isEntry: true },
  };
  const built =
    '<head><script type="module" src="/assets/main-1.js"></script>' +
    '<link rel="modulepreload" href="/assets/envelope-2.js"></head><body></body>';

  it("names a page chunk's own files, its shared imports and CSS, and the catalog, in <head>", () => {
    expect(chunkFiles(manifest, 'SportHome')).toEqual({
      js: ['assets/SportHome-3.js', 'assets/Page-4.js', 'assets/envelope-2.js'],
      css: ['assets/SportHome-5.css'],
    });
    const html = withPreloads(built, manifest, ['src/locales/en.po', 'SportHome']);
    expect(html).toBe(
      '<head><script type="module" src="/assets/main-1.js"></script>' +
        '<link rel="modulepreload" href="/assets/envelope-2.js">' +
        '<link rel="modulepreload" crossorigin href="/assets/en-6.js">' +
        '<link rel="modulepreload" crossorigin href="/assets/SportHome-3.js">' +
        '<link rel="modulepreload" crossorigin href="/assets/Page-4.js">' +
        '<link rel="preload" as="style" crossorigin href="/assets/SportHome-5.css"></head><body></body>',
    );
  });

  it('adds nothing without a manifest or for chunks the build does not have', () => {
    expect(withPreloads(built, undefined, ['SportHome'])).toBe(built);
    expect(withPreloads(built, manifest, ['src/locales/xx.po', 'Nope'])).toBe(built);
  });
});
