/**
 * The crash fallback's words (SPEC §8), outside lingui on purpose: the fallback must render when the
 * catalog failed to load or lingui itself threw. English is the spec's wording; Portuguese (Brazil) and
 * Mexican Spanish are written here. Any other language shows English.
 */
export interface CrashTexts {
  title: string;
  tips: [string, string];
  refresh: string;
  report: string;
}

const EN: CrashTexts = {
  title: 'Oops! Something went wrong.',
  tips: [
    '1. The page failed to load. Please click the refresh button to try again.',
    "2. If the issue persists, contact us and we'll fix it as soon as possible.",
  ],
  refresh: 'Refresh',
  report: 'Report Issue',
};

const PT_BR: CrashTexts = {
  title: 'Ops! Algo deu errado.',
  tips: [
    '1. A página não carregou. Toque no botão Atualizar para tentar de novo.',
    '2. Se o problema continuar, fale com a gente e vamos resolver o mais rápido possível.',
  ],
  refresh: 'Atualizar',
  report: 'Relatar problema',
};

const ES_MX: CrashTexts = {
  title: '¡Uy! Algo salió mal.',
  tips: [
    '1. La página no se pudo cargar. Toca el botón Actualizar para intentarlo de nuevo.',
    '2. Si el problema continúa, contáctanos y lo arreglaremos lo antes posible.',
  ],
  refresh: 'Actualizar',
  report: 'Reportar problema',
};

export function crashTexts(lang: string | null | undefined): CrashTexts {
  const l = (lang ?? '').toLowerCase();
  if (l.startsWith('pt')) return PT_BR;
  if (l.startsWith('es')) return ES_MX;
  return EN;
}
