/** Content answered in the player's language (lca_lang), else the brand's default language. */
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { HomeTab } from '../../core/contract';
import { endpoints } from '../../core/contract/endpoints';
import { LOCALES } from '../../core/i18n/locales';
import { brandContent } from '../../server/db/schema';
import { brandHeaders, createTestApp, type EnvelopeBody, type TestApp } from './helpers/app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const call = (path: string, query: string, appKey = 'placar_br') =>
  t.app.inject({ method: 'GET', url: `${path}${query}`, headers: brandHeaders(appKey) });
const titles = async (path: string, query: string, appKey?: string) =>
  (await call(path, query, appKey))
    .json<EnvelopeBody<{ list: { title: string }[] }>>()
    .data.list.map((x) => x.title);
const sportTabs = async (query: string) =>
  (await call(endpoints.homeTabList.path, query)).json<EnvelopeBody<{ list: HomeTab[] }>>().data.list;

/** The Brazilian brand (default pt-BR) asked in three languages. */
const CASES = [
  {
    lang: 'en',
    tabs: ['Home', 'Slots', 'Casino', 'Sport'],
    icons: ['Deposit', 'VIP Club', 'Tasks', 'Invite', 'Promotions', 'Support'],
    sport: ['In-Play', 'Live', 'Soccer', 'Basketball', 'Tennis', 'Volleyball'],
    az: ['Soccer', 'Basketball', 'Tennis', 'Volleyball', 'Table tennis', 'Dota 2', 'eFootball'],
  },
  {
    lang: 'pt-BR',
    tabs: ['Início', 'Caça-níqueis', 'Cassino', 'Esportes'],
    icons: ['Depositar', 'Clube VIP', 'Tarefas', 'Convidar', 'Promoções', 'Suporte'],
    sport: ['Destaques', 'Ao vivo', 'Futebol', 'Basquete', 'Tênis', 'Vôlei'],
    az: ['Futebol', 'Basquete', 'Tênis', 'Vôlei', 'Tênis de mesa', 'Dota 2', 'Futebol virtual'],
  },
  {
    lang: 'zh-CN',
    tabs: ['首页', '老虎机', '娱乐场', '体育'],
    icons: ['存款', 'VIP俱乐部', '任务', '邀请好友', '优惠活动', '客服'],
    sport: ['精选', '滚球', '足球', '篮球', '网球', '排球'],
    az: ['足球', '篮球', '网球', '排球', '乒乓球', 'Dota 2', '电子足球'],
  },
] as const;

describe.each(CASES)('the Brazilian brand asked with lca_lang=$lang', (c) => {
  const q = `?lca_lang=${encodeURIComponent(c.lang)}`;

  it('titles the top tabs, shortcut icons and A-Z tabs in that language', async () => {
    expect(await titles(endpoints.tabIndex.path, q)).toEqual(c.tabs);
    expect(await titles(endpoints.iconIndex.path, q)).toEqual(c.icons);
    expect(await titles(endpoints.confAzTab.path, q)).toEqual(c.az);
  });

  it('titles the sport home tabs and the InPlay children in that language; leagues keep their names', async () => {
    const tabs = await sportTabs(q);
    expect(tabs.map((x) => x.title)).toEqual(c.sport);
    expect(tabs[0]!.child.map((x) => x.title)).toEqual(c.az);
    expect(tabs.find((x) => x.tab_key === 'Soccer')!.child.map((x) => x.title)).toContain('Brazil Série A');
  });

  it('keeps the brand name in the manifest and answers with Cache-Control: no-store', async () => {
    const res = await call(endpoints.pwaManifest.path, q);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.json<EnvelopeBody<{ name: string }>>().data.name).toBe('PlacarBet');
  });
});

describe('falling back to the brand default language', () => {
  it.each(['', '?lca_lang=xx', '?lca_lang=pt', '?lca_lang=EN', '?lca_lang='])(
    'answers %j in the brand default (pt-BR for the Brazilian brand)',
    async (q) => {
      expect(await titles(endpoints.tabIndex.path, q)).toEqual(CASES[1].tabs);
      expect(await titles(endpoints.iconIndex.path, q)).toEqual(CASES[1].icons);
      expect((await sportTabs(q)).map((x) => x.title)).toEqual(CASES[1].sport);
    },
  );

  it('answers an English brand in English without lca_lang and in Portuguese with pt-BR', async () => {
    expect(await titles(endpoints.tabIndex.path, '', 'chain_crypto')).toEqual(CASES[0].tabs);
    expect(await titles(endpoints.tabIndex.path, '?lca_lang=pt-BR', 'chain_crypto')).toEqual(CASES[1].tabs);
  });

  it('uses the default-language document when the requested one was deleted by an operator', async () => {
    const where = and(
      eq(brandContent.brandId, 'br'),
      eq(brandContent.kind, 'popups'),
      eq(brandContent.lang, 'ru'),
    );
    await t.database.db.delete(brandContent).where(where);
    const ru = await titles(endpoints.popupIndex.path, '?lca_lang=ru');
    expect(ru).toEqual(await titles(endpoints.popupIndex.path, ''));
    // Brazil's first-charge popup is not served (its market forbids deposit bonuses): the download guide.
    expect(ru).toEqual(['Baixe o app e ganhe giros grátis']);
  });
});

describe('every language has its own words', () => {
  it('gives eight different titles for each top tab, banner and popup across the eight languages', async () => {
    const per = await Promise.all(
      LOCALES.map(async (lang) => ({
        tabs: await titles(endpoints.tabIndex.path, `?lca_lang=${lang}`, 'line_us'),
        banners: await titles(endpoints.bannerIndex.path, `?lca_lang=${lang}`, 'line_us'),
      })),
    );
    // "Casino" is also the Spanish word, so the casino tab has seven distinct titles.
    for (const i of [0, 1, 3]) expect(new Set(per.map((p) => p.tabs[i])).size).toBe(8);
    expect(new Set(per.map((p) => p.tabs[2])).size).toBe(7);
    for (const i of [0, 1, 2]) expect(new Set(per.map((p) => p.banners[i])).size).toBe(8);
  });
});
