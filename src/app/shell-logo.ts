/**
 * The logo the server wrote into index.html's static shell (server/http/shell.ts), read at boot before React
 * replaces the shell. The home header shows it until `conf/logo` answers, so the logo painted with the first
 * frame stays put instead of turning into the brand name and back. A shell of another brand (a service
 * worker's copy made on a shared host, before an app_key chose this brand) is taken down at once.
 *
 * The server may have inlined the logo's bytes (a data: URL in `src`, the file's URL in `data-src`). While
 * `conf/logo` names that same file the header keeps the inlined bytes: no second download, no reload flash.
 */
let shellLogo: { src: string; url: string } | undefined;

export function adoptShellLogo(brandId: string, root: ParentNode = document): void {
  const img = root.querySelector<HTMLImageElement>('.app-logo img[data-brand]');
  if (!img) return;
  if (img.dataset.brand !== brandId) {
    img.remove();
    return;
  }
  const src = img.getAttribute('src');
  if (src) shellLogo = { src, url: img.dataset.src ?? src };
}

/** The shell's logo (what its img shows) when it was this brand's, else undefined. */
export const shellLogoUrl = (): string | undefined => shellLogo?.src;

/** What to show for the logo `url` conf/logo names: the shell's bytes when they are that file's. */
export const logoSource = (url: string | undefined): string | undefined =>
  url && shellLogo?.url === url ? shellLogo.src : url;
