/**
 * The words of the seeded per-brand content, in each brand's default language. These are operator content
 * (like a CMS entry), not interface strings: the client shows them as the server sends them.
 */
import type { Locale } from '../../../core/i18n/locales';

export interface ContentText {
  topTabs: { home: string; slots: string; casino: string; sport: string };
  banners: { welcome: (bonus: string) => string; live: string; app: string };
  icons: { deposit: string; vip: string; tasks: string; invite: string; promotions: string; support: string };
  popups: { firstCharge: (bonus: string) => string; download: string };
  sports: Record<
    'Soccer' | 'BasketBall' | 'Tennis' | 'Volleyball' | 'TableTennis' | 'Dota' | 'EFootball',
    string
  >;
  sportTabs: { InPlay: string; Live: string };
  pwa: { title: string; description: string };
}

const pt: ContentText = {
  topTabs: { home: 'Início', slots: 'Slots', casino: 'Cassino', sport: 'Esportes' },
  banners: {
    welcome: (b) => `Bônus de boas-vindas de até ${b}`,
    live: 'Apostas ao vivo com odds turbinadas',
    app: 'Instale o app e jogue mais rápido',
  },
  icons: {
    deposit: 'Depositar',
    vip: 'Clube VIP',
    tasks: 'Tarefas',
    invite: 'Convidar',
    promotions: 'Promoções',
    support: 'Suporte',
  },
  popups: {
    firstCharge: (b) => `Primeiro depósito em dobro: até ${b}`,
    download: 'Baixe o app e ganhe giros grátis',
  },
  sports: {
    Soccer: 'Futebol',
    BasketBall: 'Basquete',
    Tennis: 'Tênis',
    Volleyball: 'Vôlei',
    TableTennis: 'Tênis de mesa',
    Dota: 'Dota 2',
    EFootball: 'Futebol virtual',
  },
  sportTabs: { InPlay: 'Destaques', Live: 'Ao vivo' },
  pwa: { title: 'Instale o app', description: 'Acesso com um toque, notificações de gols e saques via PIX.' },
};

const es: ContentText = {
  topTabs: { home: 'Inicio', slots: 'Slots', casino: 'Casino', sport: 'Deportes' },
  banners: {
    welcome: (b) => `Bono de bienvenida de hasta ${b}`,
    live: 'Apuestas en vivo con cuotas mejoradas',
    app: 'Instala la app y juega más rápido',
  },
  icons: {
    deposit: 'Depositar',
    vip: 'Club VIP',
    tasks: 'Tareas',
    invite: 'Invitar',
    promotions: 'Promociones',
    support: 'Soporte',
  },
  popups: {
    firstCharge: (b) => `Duplicamos tu primer depósito: hasta ${b}`,
    download: 'Descarga la app y gana giros gratis',
  },
  sports: {
    Soccer: 'Fútbol',
    BasketBall: 'Baloncesto',
    Tennis: 'Tenis',
    Volleyball: 'Voleibol',
    TableTennis: 'Tenis de mesa',
    Dota: 'Dota 2',
    EFootball: 'Fútbol virtual',
  },
  sportTabs: { InPlay: 'Destacados', Live: 'En vivo' },
  pwa: { title: 'Instala la app', description: 'Acceso con un toque, alertas de goles y retiros rápidos.' },
};

const en: ContentText = {
  topTabs: { home: 'Home', slots: 'Slots', casino: 'Casino', sport: 'Sport' },
  banners: {
    welcome: (b) => `Welcome bonus up to ${b}`,
    live: 'Live betting with boosted odds',
    app: 'Install the app and play faster',
  },
  icons: {
    deposit: 'Deposit',
    vip: 'VIP Club',
    tasks: 'Tasks',
    invite: 'Invite',
    promotions: 'Promotions',
    support: 'Support',
  },
  popups: {
    firstCharge: (b) => `First deposit doubled: up to ${b}`,
    download: 'Get the app and win free spins',
  },
  sports: {
    Soccer: 'Soccer',
    BasketBall: 'Basketball',
    Tennis: 'Tennis',
    Volleyball: 'Volleyball',
    TableTennis: 'Table tennis',
    Dota: 'Dota 2',
    EFootball: 'eFootball',
  },
  sportTabs: { InPlay: 'In-Play', Live: 'Live' },
  pwa: { title: 'Install the app', description: 'One-tap access, goal alerts and fast withdrawals.' },
};

const vi: ContentText = {
  topTabs: { home: 'Trang chủ', slots: 'Slots', casino: 'Sòng bài', sport: 'Thể thao' },
  banners: {
    welcome: (b) => `Thưởng chào mừng đến ${b}`,
    live: 'Cá cược trực tiếp với tỷ lệ cao hơn',
    app: 'Cài ứng dụng để chơi nhanh hơn',
  },
  icons: {
    deposit: 'Nạp tiền',
    vip: 'Câu lạc bộ VIP',
    tasks: 'Nhiệm vụ',
    invite: 'Mời bạn',
    promotions: 'Khuyến mãi',
    support: 'Hỗ trợ',
  },
  popups: {
    firstCharge: (b) => `Nhân đôi lần nạp đầu: đến ${b}`,
    download: 'Tải ứng dụng nhận vòng quay miễn phí',
  },
  sports: {
    Soccer: 'Bóng đá',
    BasketBall: 'Bóng rổ',
    Tennis: 'Quần vợt',
    Volleyball: 'Bóng chuyền',
    TableTennis: 'Bóng bàn',
    Dota: 'Dota 2',
    EFootball: 'Bóng đá ảo',
  },
  sportTabs: { InPlay: 'Nổi bật', Live: 'Trực tiếp' },
  pwa: {
    title: 'Cài đặt ứng dụng',
    description: 'Truy cập một chạm, thông báo bàn thắng và rút tiền nhanh.',
  },
};

/** Brands default to pt-BR, es-MX, en or vi; any other locale gets English content. */
export function contentText(lang: Locale): ContentText {
  switch (lang) {
    case 'pt-BR':
      return pt;
    case 'es-MX':
      return es;
    case 'vi':
      return vi;
    default:
      return en;
  }
}
