/**
 * The crash fallback's words (SPEC §8), outside lingui on purpose: the fallback must render when the
 * catalog failed to load or lingui itself threw. English is the spec's wording; the other seven interface
 * languages are written here. This module loads only after a crash (CrashBoundary), so it costs the first
 * route nothing.
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

const RU: CrashTexts = {
  title: 'Ой! Что-то пошло не так.',
  tips: [
    '1. Страница не загрузилась. Нажмите кнопку «Обновить», чтобы попробовать снова.',
    '2. Если проблема повторится, свяжитесь с нами, и мы исправим её как можно скорее.',
  ],
  refresh: 'Обновить',
  report: 'Сообщить о проблеме',
};

const VI: CrashTexts = {
  title: 'Rất tiếc! Đã xảy ra lỗi.',
  tips: [
    '1. Không tải được trang. Vui lòng bấm nút Làm mới để thử lại.',
    '2. Nếu sự cố vẫn tiếp diễn, hãy liên hệ với chúng tôi, chúng tôi sẽ khắc phục sớm nhất có thể.',
  ],
  refresh: 'Làm mới',
  report: 'Báo cáo sự cố',
};

const TH: CrashTexts = {
  title: 'ขออภัย! เกิดข้อผิดพลาด',
  tips: ['1. โหลดหน้านี้ไม่สำเร็จ โปรดกดปุ่มรีเฟรชเพื่อลองอีกครั้ง', '2. หากยังพบปัญหา โปรดติดต่อเรา แล้วเราจะแก้ไขให้เร็วที่สุด'],
  refresh: 'รีเฟรช',
  report: 'แจ้งปัญหา',
};

const ZH_CN: CrashTexts = {
  title: '哎呀！出错了。',
  tips: ['1. 页面加载失败，请点击刷新按钮重试。', '2. 如果问题仍然存在，请联系我们，我们会尽快修复。'],
  refresh: '刷新',
  report: '报告问题',
};

const MS: CrashTexts = {
  title: 'Alamak! Ada sesuatu yang tidak kena.',
  tips: [
    '1. Halaman gagal dimuatkan. Sila tekan butang Muat semula untuk mencuba lagi.',
    '2. Jika masalah berterusan, hubungi kami dan kami akan membetulkannya secepat mungkin.',
  ],
  refresh: 'Muat semula',
  report: 'Laporkan masalah',
};

export function crashTexts(lang: string | null | undefined): CrashTexts {
  const l = (lang ?? '').toLowerCase();
  if (l.startsWith('pt')) return PT_BR;
  if (l.startsWith('es')) return ES_MX;
  if (l.startsWith('ru')) return RU;
  if (l.startsWith('vi')) return VI;
  if (l.startsWith('th')) return TH;
  if (l.startsWith('zh')) return ZH_CN;
  if (l.startsWith('ms')) return MS;
  return EN;
}
