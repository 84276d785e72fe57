/**
 * The logo the server wrote into index.html's static shell (server/http/shell.ts), read at boot before React
 * replaces the shell. The home header shows it until `conf/logo` answers, so the logo painted with the first
 * frame stays put instead of turning into the brand name and back. A shell of another brand (a service
 * worker's copy made on a shared host, before an app_key chose this brand) is taken down at once.
 */
let shellLogo: string | undefined;

export function adoptShellLogo(brandId: string, root: ParentNode = document): void {
  const img = root.querySelector<HTMLImageElement>('.app-logo img[data-brand]');
  if (!img) return;
  if (img.dataset.brand === brandId) shellLogo = img.getAttribute('src') ?? undefined;
  else img.remove();
}

/** The shell's logo URL when it was this brand's, else undefined. */
export const shellLogoUrl = (): string | undefined => shellLogo;
