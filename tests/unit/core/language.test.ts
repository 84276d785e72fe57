import { describe, expect, it } from 'vitest';
import { initialLocale, localeFromCountry, localeFromKey } from '../../../core/i18n/language';
import { brandById } from '../../../core/brand/brands';

const br = brandById('br')!;
const crypto = brandById('crypto')!;
const ke = brandById('ke')!;

describe('localeFromCountry (SPEC §1)', () => {
  it.each([
    ['RU', 'ru'],
    ['BR', 'pt-BR'],
    ['MX', 'es-MX'],
    ['PE', 'es-MX'],
    ['AR', 'es-MX'],
    ['VN', 'vi'],
    ['TH', 'th'],
    ['MY', 'ms'],
    ['US', 'en'],
    ['CO', 'en'],
    ['KE', 'en'],
    ['', 'en'],
  ])('%s gives %s', (country, locale) => {
    expect(localeFromCountry(country, { multiCurrency: false })).toBe(locale);
  });

  it('accepts lower-case country codes', () => {
    expect(localeFromCountry('br', { multiCurrency: false })).toBe('pt-BR');
  });

  it.each([
    ['PE', 'es-MX'],
    ['CO', 'es-MX'],
    ['MX', 'en'],
    ['BR', 'en'],
    ['RU', 'en'],
    ['VN', 'en'],
  ])('multi-currency brand: %s gives %s', (country, locale) => {
    expect(localeFromCountry(country, { multiCurrency: true })).toBe(locale);
  });
});

describe('localeFromKey (SPEC §1)', () => {
  it.each([
    ['pt', 'pt-BR'],
    ['pt-BR', 'pt-BR'],
    ['en', 'en'],
    ['en-US', 'en'],
    ['es', 'es-MX'],
    ['es-MX', 'es-MX'],
    ['PE', 'es-MX'],
    ['ru', 'ru'],
    ['vi', 'vi'],
    ['th', 'th'],
    ['ms', 'ms'],
    ['zh', 'zh-CN'],
    ['zh-CN', 'zh-CN'],
    ['fr', 'pt-BR'],
    ['', 'pt-BR'],
  ])('%s gives %s', (key, locale) => {
    expect(localeFromKey(key)).toBe(locale);
  });

  it('is case-insensitive', () => {
    expect(localeFromKey('Pt')).toBe('pt-BR');
    expect(localeFromKey('lang_EN')).toBe('en');
    expect(localeFromKey('Th')).toBe('th');
  });

  it('checks PT before EN, EN before ES/PE, ES before RU and so on (the spec order)', () => {
    expect(localeFromKey('pt-en')).toBe('pt-BR');
    expect(localeFromKey('pt-PE')).toBe('pt-BR');
    expect(localeFromKey('en-es')).toBe('en');
    expect(localeFromKey('es-ru')).toBe('es-MX');
    expect(localeFromKey('ru-vi')).toBe('ru');
    expect(localeFromKey('vi-th')).toBe('vi');
    expect(localeFromKey('th-ms')).toBe('th');
    expect(localeFromKey('ms-zh')).toBe('ms');
  });
});

describe('initialLocale', () => {
  it('a stored valid choice wins over country, browser and brand', () => {
    expect(initialLocale({ stored: 'ru', country: 'BR', brand: br, navigatorLanguages: ['en'] })).toBe('ru');
  });

  it('ignores a stored value that is not one of the eight languages', () => {
    expect(initialLocale({ stored: 'fr', country: 'BR', brand: ke })).toBe('pt-BR');
    expect(initialLocale({ stored: 'PT-BR', country: 'BR', brand: ke })).toBe('pt-BR');
    expect(initialLocale({ stored: 'garbage', country: 'TH', brand: br })).toBe('th');
  });

  it('on first visit the country rule applies, whatever the brand default', () => {
    expect(initialLocale({ stored: null, country: 'VN', brand: br })).toBe('vi');
    expect(initialLocale({ stored: undefined, country: 'DE', brand: br })).toBe('en');
  });

  it('the multi-currency brand applies its own country rule', () => {
    expect(initialLocale({ stored: null, country: 'CO', brand: crypto })).toBe('es-MX');
    expect(initialLocale({ stored: null, country: 'BR', brand: crypto })).toBe('en');
  });

  it('without a country, a browser language matching one of ours is used', () => {
    expect(
      initialLocale({ stored: null, country: '', brand: br, navigatorLanguages: ['de-DE', 'ru-RU'] }),
    ).toBe('ru');
    expect(initialLocale({ stored: null, country: null, brand: ke, navigatorLanguages: ['pt-PT'] })).toBe(
      'pt-BR',
    );
    expect(initialLocale({ stored: null, country: null, brand: br, navigatorLanguages: ['zh-CN'] })).toBe(
      'zh-CN',
    );
  });

  it('falls back to the brand default language', () => {
    expect(initialLocale({ stored: null, country: null, brand: br, navigatorLanguages: ['de'] })).toBe(
      'pt-BR',
    );
    expect(initialLocale({ stored: null, country: undefined, brand: ke })).toBe('en');
    expect(
      initialLocale({ stored: null, country: '  ', brand: brandById('vn')!, navigatorLanguages: [] }),
    ).toBe('vi');
  });
});
