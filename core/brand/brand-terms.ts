import type { MinorUnits } from '../money/types';
import type { BrandId } from './client-brands';

/**
 * The brand fields only the server uses (SPEC §9 deposit limits and bonus text, SEO, official domain, app
 * group, allowed countries), kept out of the page's bundle; brands.ts merges them with client-brands.ts into
 * the full BrandConfig. Amounts are integer minor units (1/100).
 */
export interface BrandTerms {
  /** SPEC §9 minimum deposit per brand. */
  minCharge: MinorUnits;
  /** SPEC §9 maximum deposit tables. */
  maxDepositTotal: MinorUnits;
  maxDepositDaily: MinorUnits;
  /** SPEC §9 maximum bonus display, as shown. */
  maxBonusDisplay: string;
  officialDomain: string;
  appGroup: string;
  seo: { title: string; description: string };
  allowedCountries: readonly string[];
}

const m = (major: number) => (major * 100) as MinorUnits;

export const BRAND_TERMS: Readonly<Record<BrandId, BrandTerms>> = {
  br: {
    minCharge: m(30),
    maxDepositTotal: m(1000),
    maxDepositDaily: m(100),
    maxBonusDisplay: 'R$600',
    officialDomain: 'placarbet.com.br',
    appGroup: 'placar',
    seo: {
      title: 'PlacarBet — Apostas esportivas e cassino',
      description: 'Apostas ao vivo, cassino e PIX na hora.',
    },
    allowedCountries: ['BR'],
  },
  mx: {
    minCharge: m(80),
    maxDepositTotal: m(3000),
    maxDepositDaily: m(300),
    maxBonusDisplay: '$5000',
    officialDomain: 'golazomx.com',
    appGroup: 'golazo',
    seo: {
      title: 'GolazoMX — Apuestas deportivas y casino',
      description: 'Apuestas en vivo, casino y depósitos SPEI y OXXO.',
    },
    allowedCountries: ['MX'],
  },
  co: {
    minCharge: m(80),
    maxDepositTotal: m(50000),
    maxDepositDaily: m(30000),
    maxBonusDisplay: '$20MIL',
    officialDomain: 'tribuna.co',
    appGroup: 'tribuna',
    seo: {
      title: 'TribunaCO — Apuestas deportivas y casino',
      description: 'Apuestas en vivo, casino, PSE y Nequi.',
    },
    allowedCountries: ['CO'],
  },
  pe: {
    minCharge: m(80),
    maxDepositTotal: m(1000),
    maxDepositDaily: m(2000),
    maxBonusDisplay: 'S/600',
    officialDomain: 'incabet.pe',
    appGroup: 'inca',
    seo: {
      title: 'IncaBet — Apuestas deportivas y casino',
      description: 'Apuestas en vivo y casino en soles.',
    },
    allowedCountries: ['PE'],
  },
  ph: {
    minCharge: m(30),
    maxDepositTotal: m(10000),
    maxDepositDaily: m(1000),
    maxBonusDisplay: '₱5000',
    officialDomain: 'tayaph.com',
    appGroup: 'taya',
    seo: {
      title: 'TayaPH — Sports betting and casino',
      description: 'Live betting, casino, GCash and PayMaya.',
    },
    allowedCountries: ['PH'],
  },
  in: {
    minCharge: m(30),
    maxDepositTotal: m(5000),
    maxDepositDaily: m(500),
    maxBonusDisplay: '₹5000',
    officialDomain: 'khel.in',
    appGroup: 'khel',
    seo: {
      title: 'KhelIN — Sports betting and casino',
      description: 'Live cricket and football betting, casino, UPI.',
    },
    allowedCountries: ['IN'],
  },
  ke: {
    minCharge: m(30),
    maxDepositTotal: m(10000),
    maxDepositDaily: m(1000),
    maxBonusDisplay: '15000 KSh',
    officialDomain: 'safaribet.co.ke',
    appGroup: 'safari',
    seo: {
      title: 'SafariBet — Sports betting and casino',
      description: 'Live betting and casino with M-Pesa.',
    },
    allowedCountries: ['KE'],
  },
  vn: {
    minCharge: m(30),
    maxDepositTotal: m(5_000_000),
    maxDepositDaily: m(1_000_000),
    maxBonusDisplay: '5.000K ₫',
    officialDomain: 'keovn.com',
    appGroup: 'keo',
    seo: { title: 'KeoVN — Cá cược thể thao và casino', description: 'Cá cược trực tiếp và casino.' },
    allowedCountries: ['VN'],
  },
  us: {
    minCharge: m(30),
    maxDepositTotal: m(1000),
    maxDepositDaily: m(100),
    maxBonusDisplay: '$600',
    officialDomain: 'lineus.com',
    appGroup: 'line',
    seo: {
      title: 'LineUS — Sports betting and casino',
      description: 'Live odds in American format, casino and cards.',
    },
    allowedCountries: ['US'],
  },
  crypto: {
    minCharge: m(80),
    maxDepositTotal: m(1000),
    maxDepositDaily: m(250),
    maxBonusDisplay: '600 USDT',
    officialDomain: 'chainbet.io',
    appGroup: 'chain',
    seo: {
      title: 'ChainBet — Crypto sports betting and casino',
      description: 'Bet and play with USDT, BTC and more.',
    },
    allowedCountries: [],
  },
};
