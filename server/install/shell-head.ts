/**
 * The brand's part of the HTML shell's <head> (issue #20): the manifest link naming the brand, a
 * theme-color equal to the manifest's, the brand's apple-touch-icon, the iOS web clip tags (capable, title,
 * status bar style) and the iOS startup images, one per device size.
 */
import { STARTUP_IMAGES, iconUrl } from './manifest';

export interface BrandHead {
  brandId: string;
  appKey: string;
  name: string;
  themeColor: string;
}

const escape = (v: string) =>
  v.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

export function withBrandHead(html: string, head: BrandHead | undefined): string {
  if (!head || !/^#[0-9a-fA-F]{3,8}$/.test(head.themeColor)) return html;
  const name = escape(head.name);
  let out = html
    .replace(
      /<meta name="theme-color" content="[^"]*"\s*\/?>/,
      `<meta name="theme-color" content="${head.themeColor}" />`,
    )
    .replace(
      /<link rel="manifest" href="[^"]*"\s*\/?>/,
      `<link rel="manifest" href="/manifest.webmanifest?app_key=${encodeURIComponent(head.appKey)}" />`,
    )
    .replace(
      /<link rel="apple-touch-icon" href="[^"]*"\s*\/?>/,
      `<link rel="apple-touch-icon" href="${iconUrl(head.brandId, 'apple-touch-icon.png')}" />`,
    );
  const end = out.indexOf('</head>');
  if (end < 0) return out;
  const startup = STARTUP_IMAGES.map(
    (s) =>
      `<link rel="apple-touch-startup-image" href="${iconUrl(head.brandId, `startup-${s.w}x${s.h}.png`)}" ` +
      `media="(device-width: ${s.dw}px) and (device-height: ${s.dh}px) and (-webkit-device-pixel-ratio: ${s.dpr}) and (orientation: portrait)" />`,
  ).join('');
  const tags =
    '<meta name="mobile-web-app-capable" content="yes" />' +
    '<meta name="apple-mobile-web-app-capable" content="yes" />' +
    `<meta name="apple-mobile-web-app-title" content="${name}" />` +
    '<meta name="apple-mobile-web-app-status-bar-style" content="black-translucent" />' +
    `<meta name="application-name" content="${name}" />` +
    startup;
  out = out.slice(0, end) + tags + out.slice(end);
  return out;
}
