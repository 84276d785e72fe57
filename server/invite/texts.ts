/**
 * Share texts and channels of the invite programme per brand and language (get_mobile_config). `{link}` and
 * `{code}` are filled in by the page (the link carries its own origin). Brand names are the brand's own.
 */
import type { BrandConfig } from '../../core/brand/brands';
import type { Locale } from '../../core/i18n/locales';
import type { InviteChannel } from '../../core/contract/schemas/invite';

const SHARE: Record<Locale, { title: string; text: string }> = {
  en: { title: 'Join me on {brand}', text: 'Sign up on {brand} with my code {code} and get started: {link}' },
  'es-MX': {
    title: 'Únete a {brand}',
    text: 'Regístrate en {brand} con mi código {code} y empieza ya: {link}',
  },
  'pt-BR': {
    title: 'Venha para a {brand}',
    text: 'Cadastre-se na {brand} com meu código {code} e comece agora: {link}',
  },
  ru: { title: 'Присоединяйся к {brand}', text: 'Зарегистрируйся в {brand} с моим кодом {code}: {link}' },
  vi: {
    title: 'Tham gia {brand} cùng tôi',
    text: 'Đăng ký {brand} với mã của tôi {code} và bắt đầu ngay: {link}',
  },
  th: { title: 'มาร่วมสนุกกับ {brand}', text: 'สมัคร {brand} ด้วยรหัสของฉัน {code} แล้วเริ่มเลย: {link}' },
  'zh-CN': { title: '加入 {brand}', text: '使用我的邀请码 {code} 注册 {brand}，立即开始：{link}' },
  ms: {
    title: 'Sertai saya di {brand}',
    text: 'Daftar di {brand} dengan kod saya {code} dan mulakan: {link}',
  },
};

const CHANNELS: Partial<Record<string, InviteChannel[]>> = {
  VN: ['zalo', 'facebook', 'telegram', 'copy'],
  TH: ['line', 'facebook', 'telegram', 'copy'],
  US: ['x', 'facebook', 'whatsapp', 'copy'],
};

export function shareChannels(brand: BrandConfig): InviteChannel[] {
  return CHANNELS[brand.market] ?? ['whatsapp', 'telegram', 'facebook', 'x', 'copy'];
}

export function shareTexts(brand: BrandConfig, locale: Locale): { title: string; text: string } {
  const t = SHARE[locale] ?? SHARE.en;
  return { title: t.title.replaceAll('{brand}', brand.name), text: t.text.replaceAll('{brand}', brand.name) };
}
