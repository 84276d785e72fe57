/** The words of the web app manifest (description and shortcut names), in the eight interface languages. */
import type { Locale } from '../../core/i18n/locales';

export interface ManifestText {
  description: (brand: string) => string;
  sport: string;
  casino: string;
  deposit: string;
  bets: string;
}

export const MANIFEST_TEXT: Record<Locale, ManifestText> = {
  en: {
    description: (b) => `${b}: sports betting and casino on your phone`,
    sport: 'Sports',
    casino: 'Casino',
    deposit: 'Deposit',
    bets: 'My bets',
  },
  'es-MX': {
    description: (b) => `${b}: apuestas deportivas y casino en tu teléfono`,
    sport: 'Deportes',
    casino: 'Casino',
    deposit: 'Depositar',
    bets: 'Mis apuestas',
  },
  'pt-BR': {
    description: (b) => `${b}: apostas esportivas e cassino no seu celular`,
    sport: 'Esportes',
    casino: 'Cassino',
    deposit: 'Depositar',
    bets: 'Minhas apostas',
  },
  ru: {
    description: (b) => `${b}: ставки на спорт и казино в вашем телефоне`,
    sport: 'Спорт',
    casino: 'Казино',
    deposit: 'Пополнить',
    bets: 'Мои ставки',
  },
  vi: {
    description: (b) => `${b}: cá cược thể thao và casino trên điện thoại`,
    sport: 'Thể thao',
    casino: 'Casino',
    deposit: 'Nạp tiền',
    bets: 'Cược của tôi',
  },
  th: {
    description: (b) => `${b}: เดิมพันกีฬาและคาสิโนบนมือถือของคุณ`,
    sport: 'กีฬา',
    casino: 'คาสิโน',
    deposit: 'ฝากเงิน',
    bets: 'เดิมพันของฉัน',
  },
  'zh-CN': {
    description: (b) => `${b}：手机上的体育投注和娱乐场`,
    sport: '体育',
    casino: '娱乐场',
    deposit: '存款',
    bets: '我的投注',
  },
  ms: {
    description: (b) => `${b}: pertaruhan sukan dan kasino di telefon anda`,
    sport: 'Sukan',
    casino: 'Kasino',
    deposit: 'Deposit',
    bets: 'Pertaruhan saya',
  },
};
