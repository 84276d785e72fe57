/**
 * Brand accent colours (brand.templates.theme). The page is dark for every brand; only the accent changes,
 * so one stylesheet serves all ten. `ink` is the text colour readable on the accent.
 */
const THEMES: Record<string, { accent: string; ink: string }> = {
  green: { accent: '#22c55e', ink: '#04130a' },
  red: { accent: '#ef4444', ink: '#ffffff' },
  yellow: { accent: '#facc15', ink: '#1a1400' },
  orange: { accent: '#f97316', ink: '#1a0a00' },
  blue: { accent: '#3b82f6', ink: '#ffffff' },
  saffron: { accent: '#ff9933', ink: '#1a0d00' },
  navy: { accent: '#60a5fa', ink: '#06101f' },
  violet: { accent: '#a78bfa', ink: '#12082a' },
};

export function themeColours(theme: string): { accent: string; ink: string } {
  return THEMES[theme] ?? THEMES.green!;
}

export function applyTheme(theme: string, root: HTMLElement = document.documentElement): void {
  const { accent, ink } = themeColours(theme);
  root.style.setProperty('--accent', accent);
  root.style.setProperty('--accent-ink', ink);
}
