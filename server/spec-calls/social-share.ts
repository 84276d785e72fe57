/**
 * payout/social: the words and links a player shares after a paid withdrawal, in the answer's language.
 * Only the amount and the brand go out, never the account. Each network's public share address is used
 * (no app id or token needed), so the share itself happens on the network, in the player's own account.
 */
import type { Locale } from '../../core/i18n/locales';
import type { SocialChannelName } from '../../core/contract/schemas/finance-more';

const TEXT: Record<Locale, (amount: string, brand: string) => string> = {
  en: (a, b) => `I just withdrew ${a} from ${b}. Paid out fast!`,
  'es-MX': (a, b) => `Acabo de retirar ${a} de ${b}. ¡Pagan rápido!`,
  'pt-BR': (a, b) => `Acabei de sacar ${a} na ${b}. Pagamento rápido!`,
  ru: (a, b) => `Я только что вывел ${a} из ${b}. Выплата пришла быстро!`,
  vi: (a, b) => `Tôi vừa rút ${a} từ ${b}. Thanh toán nhanh!`,
  th: (a, b) => `ฉันเพิ่งถอนเงิน ${a} จาก ${b} จ่ายเร็วมาก!`,
  'zh-CN': (a, b) => `我刚从 ${b} 提现了 ${a}，到账很快！`,
  ms: (a, b) => `Saya baru sahaja mengeluarkan ${a} dari ${b}. Dibayar dengan pantas!`,
};

export const SOCIAL_CHANNELS: readonly SocialChannelName[] = ['whatsapp', 'telegram', 'facebook', 'x'];

export function shareText(locale: Locale, amount: string, brand: string): string {
  return TEXT[locale](amount, brand);
}

export function shareUrl(channel: SocialChannelName, text: string, link: string): string {
  const t = encodeURIComponent(text);
  const u = encodeURIComponent(link);
  switch (channel) {
    case 'whatsapp':
      return `https://wa.me/?text=${encodeURIComponent(`${text} ${link}`)}`;
    case 'telegram':
      return `https://t.me/share/url?url=${u}&text=${t}`;
    case 'facebook':
      return `https://www.facebook.com/sharer/sharer.php?u=${u}&quote=${t}`;
    case 'x':
      return `https://x.com/intent/post?text=${t}&url=${u}`;
  }
}
