/**
 * The issue-report page's words. A small local dictionary rather than lingui: this page must work when the
 * app (and its catalogs) do not, and it is a separate entry with no React. English, Portuguese (Brazil) and
 * Mexican Spanish, the languages of the crash fallback that links here; any other language gets English.
 */
export interface FeedbackTexts {
  title: string;
  intro: string;
  contentLabel: string;
  contactLabel: string;
  country: (code: string) => string;
  submit: string;
  sending: string;
  empty: string;
  success: string;
  failure: string;
  back: string;
}

const EN: FeedbackTexts = {
  title: 'Report an issue',
  intro: 'Tell us what went wrong. Our team reads every report.',
  contentLabel: 'What happened?',
  contactLabel: 'E-mail or phone (optional)',
  country: (code) => `Country: ${code}`,
  submit: 'Submit',
  sending: 'Sending…',
  empty: 'Please describe the problem first.',
  success: 'Thank you! Your report was sent.',
  failure: 'Your report could not be sent. Check your connection and try again.',
  back: 'Back to the site',
};

const PT_BR: FeedbackTexts = {
  title: 'Relatar um problema',
  intro: 'Conte o que deu errado. Nossa equipe lê todos os relatos.',
  contentLabel: 'O que aconteceu?',
  contactLabel: 'E-mail ou telefone (opcional)',
  country: (code) => `País: ${code}`,
  submit: 'Enviar',
  sending: 'Enviando…',
  empty: 'Descreva o problema antes de enviar.',
  success: 'Obrigado! Seu relato foi enviado.',
  failure: 'Não foi possível enviar seu relato. Verifique sua conexão e tente de novo.',
  back: 'Voltar ao site',
};

const ES_MX: FeedbackTexts = {
  title: 'Reportar un problema',
  intro: 'Cuéntanos qué salió mal. Nuestro equipo lee todos los reportes.',
  contentLabel: '¿Qué pasó?',
  contactLabel: 'Correo o teléfono (opcional)',
  country: (code) => `País: ${code}`,
  submit: 'Enviar',
  sending: 'Enviando…',
  empty: 'Primero describe el problema.',
  success: '¡Gracias! Tu reporte fue enviado.',
  failure: 'No se pudo enviar tu reporte. Revisa tu conexión e inténtalo de nuevo.',
  back: 'Volver al sitio',
};

export function feedbackTexts(lang: string | null | undefined): FeedbackTexts {
  const l = (lang ?? '').toLowerCase();
  if (l.startsWith('pt')) return PT_BR;
  if (l.startsWith('es')) return ES_MX;
  return EN;
}
