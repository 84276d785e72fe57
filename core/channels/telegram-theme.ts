/**
 * The Telegram mini app's colours (SPEC §1 "Telegram mini app"; Telegram's themeParams): the page keeps its
 * dark layout, so only the colours Telegram gives are mapped onto the page's variables, and only when they
 * are valid #rrggbb values. A light Telegram theme is not forced onto the dark page's surfaces: background
 * and text follow it only when its background is dark.
 */
export interface TelegramThemeParams {
  bg_color?: string;
  text_color?: string;
  hint_color?: string;
  button_color?: string;
  button_text_color?: string;
  secondary_bg_color?: string;
}

const HEX = /^#[0-9a-f]{6}$/i;

/** Relative luminance (WCAG) of #rrggbb, 0 black .. 1 white. */
export function luminance(hex: string): number {
  const c = [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16) / 255);
  const lin = c.map((v) => (v <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4));
  return 0.2126 * lin[0]! + 0.7152 * lin[1]! + 0.0722 * lin[2]!;
}

/** CSS variables to set: the accent from Telegram's button colours, the surfaces from a dark theme. */
export function telegramCssVars(theme: TelegramThemeParams): Record<string, string> {
  const out: Record<string, string> = {};
  const ok = (v: string | undefined): v is string => typeof v === 'string' && HEX.test(v);
  if (ok(theme.button_color)) out['--accent'] = theme.button_color;
  if (ok(theme.button_text_color)) out['--accent-ink'] = theme.button_text_color;
  if (ok(theme.bg_color) && luminance(theme.bg_color) < 0.2) {
    out['--bg'] = theme.bg_color;
    if (ok(theme.secondary_bg_color)) out['--surface-1'] = theme.secondary_bg_color;
    if (ok(theme.text_color)) out['--text-1'] = theme.text_color;
    if (ok(theme.hint_color)) out['--text-3'] = theme.hint_color;
  }
  return out;
}
