/** Colours per brand theme (core/brand templates.theme): used by the manifest and the seeded artwork. */
export interface Palette {
  /** Main brand colour: buttons, theme_color. */
  primary: string;
  /** Second colour for gradients and highlights. */
  accent: string;
  /** Page background (dark sportsbook look). */
  background: string;
  /** Text on primary. */
  onPrimary: string;
}

const PALETTES: Record<string, Palette> = {
  green: { primary: '#12b76a', accent: '#f5c518', background: '#0b1410', onPrimary: '#ffffff' },
  red: { primary: '#e5383b', accent: '#ffb703', background: '#160b0c', onPrimary: '#ffffff' },
  yellow: { primary: '#f6c90e', accent: '#1d4ed8', background: '#12110a', onPrimary: '#111111' },
  orange: { primary: '#f77f00', accent: '#fcbf49', background: '#140d06', onPrimary: '#ffffff' },
  blue: { primary: '#2563eb', accent: '#facc15', background: '#0a0f1c', onPrimary: '#ffffff' },
  saffron: { primary: '#ff9933', accent: '#138808', background: '#120d08', onPrimary: '#111111' },
  navy: { primary: '#1e3a8a', accent: '#dc2626', background: '#0a0d18', onPrimary: '#ffffff' },
  violet: { primary: '#7c3aed', accent: '#22d3ee', background: '#0d0a18', onPrimary: '#ffffff' },
};

export function paletteFor(theme: string): Palette {
  return PALETTES[theme] ?? PALETTES.blue!;
}
