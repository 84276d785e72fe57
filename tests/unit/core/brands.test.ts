import { describe, expect, it } from 'vitest';
import { BRANDS, DEFAULT_BRAND_ID, brandByAppKey, brandById, type BrandId } from '../../../core/brand/brands';
import { currencyInfo } from '../../../core/money/currencies';
import { isLocale } from '../../../core/i18n/locales';

const get = (id: BrandId) => brandById(id)!;
const major = (minor: number) => minor / 100;

describe('brand table (SPEC §1, §9)', () => {
  it('has the ten brands, with unique ids, app keys, cv prefixes, channel prefixes and domains', () => {
    expect(BRANDS.map((b) => b.id).sort()).toEqual([
      'br',
      'co',
      'crypto',
      'in',
      'ke',
      'mx',
      'pe',
      'ph',
      'us',
      'vn',
    ]);
    for (const field of ['appKey', 'cvPrefix', 'channelPrefix'] as const) {
      expect(new Set(BRANDS.map((b) => b[field])).size).toBe(10);
    }
    const domains = BRANDS.flatMap((b) => b.domains);
    expect(new Set(domains).size).toBe(domains.length);
    for (const b of BRANDS) expect(b.domains).toContain(b.officialDomain);
  });

  it('no channel prefix is a prefix of another (a channel must name one brand)', () => {
    for (const a of BRANDS)
      for (const b of BRANDS) if (a !== b) expect(b.channelPrefix.startsWith(a.channelPrefix)).toBe(false);
  });

  it.each<[BrandId, number]>([
    ['br', 30],
    ['in', 30],
    ['ph', 30],
    ['ke', 30],
    ['us', 30],
    ['vn', 30],
    ['mx', 80],
    ['co', 80],
    ['pe', 80],
    ['crypto', 80],
  ])('minimum deposit of %s is %i', (id, min) => {
    expect(major(get(id).minCharge)).toBe(min);
  });

  it.each<[BrandId, number]>([
    ['br', 1000],
    ['us', 1000],
    ['pe', 1000],
    ['crypto', 1000],
    ['mx', 3000],
    ['ph', 10000],
    ['in', 5000],
    ['ke', 10000],
    ['vn', 5_000_000],
    ['co', 50000],
  ])('total maximum deposit of %s is %i', (id, max) => {
    expect(major(get(id).maxDepositTotal)).toBe(max);
  });

  it.each<[BrandId, number]>([
    ['br', 100],
    ['us', 100],
    ['mx', 300],
    ['ph', 1000],
    ['in', 500],
    ['ke', 1000],
    ['co', 30000],
    ['vn', 1_000_000],
    ['pe', 2000],
    ['crypto', 250], // USDT daily maximum
  ])('daily maximum deposit of %s is %i', (id, max) => {
    expect(major(get(id).maxDepositDaily)).toBe(max);
  });

  it.each<[BrandId, string]>([
    ['br', 'R$600'],
    ['mx', '$5000'],
    ['ke', '15000 KSh'],
    ['co', '$20MIL'],
  ])('maximum bonus display of %s is %s', (id, text) => {
    expect(get(id).maxBonusDisplay).toBe(text);
  });

  it('shows 5000 as the maximum bonus in the Philippines and India', () => {
    expect(get('ph').maxBonusDisplay).toContain('5000');
    expect(get('in').maxBonusDisplay).toContain('5000');
  });

  it.each<[BrandId, string]>([
    ['br', 'BRL'],
    ['mx', 'MXN'],
    ['in', 'INR'],
    ['ph', 'PHP'],
    ['ke', 'KES'],
    ['us', 'USD'],
    ['co', 'COP'],
    ['vn', 'VND'],
    ['pe', 'PEN'],
    ['crypto', 'USDT'],
  ])('%s uses %s', (id, code) => {
    expect(get(id).currency).toBe(code);
    expect(currencyInfo(code)).toBeDefined();
  });

  it.each<[BrandId, string]>([
    ['br', 'pt-BR'],
    ['mx', 'es-MX'],
    ['co', 'es-MX'],
    ['pe', 'es-MX'],
    ['vn', 'vi'],
    ['ph', 'en'],
    ['in', 'en'],
    ['ke', 'en'],
    ['us', 'en'],
    ['crypto', 'en'],
  ])('default language of %s is %s', (id, lang) => {
    expect(get(id).defaultLang).toBe(lang);
    expect(isLocale(get(id).defaultLang)).toBe(true);
  });

  it('stores every amount as whole minor units', () => {
    for (const b of BRANDS)
      for (const v of [b.minCharge, b.maxDepositDaily, b.maxDepositTotal])
        expect(Number.isSafeInteger(v)).toBe(true);
  });

  it('only the crypto brand is multi-currency and not region-locked', () => {
    expect(BRANDS.filter((b) => b.flags.multiCurrency).map((b) => b.id)).toEqual(['crypto']);
    for (const b of BRANDS) {
      expect(b.flags.regionLocked).toBe(b.id !== 'crypto');
      if (b.flags.regionLocked) expect(b.allowedCountries).toEqual([b.country]);
    }
  });

  it('looks brands up by id and app key', () => {
    expect(brandByAppKey('golazo_mx')?.id).toBe('mx');
    expect(brandByAppKey('nope')).toBeUndefined();
    expect(brandById('zz')).toBeUndefined();
    expect(brandById(DEFAULT_BRAND_ID)?.id).toBe('br');
  });
});
