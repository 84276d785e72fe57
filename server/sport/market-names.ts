/**
 * Words of the sportsbook the server sends (market names of the match detail, the generic option names
 * "Draw", "Over 2.5", "Under 2.5") in the eight interface languages. Team and league names are proper names
 * and stay as stored. Options are stored in English by the feed; they are named at read time from their
 * outcome type and the market's line, so a language switch needs no data change.
 */
import type { Locale } from '../../core/i18n/locales';
import { isDepthKind } from '../../core/sport/market-kinds';
import { optionLabel } from '../../core/sport/option-labels';
import { DEPTH_WORDS, depthMarketName } from './depth-names';

type MarketKey =
  | 'result'
  | 'winner'
  | 'moneyline'
  | 'totalGoals'
  | 'totalPoints'
  | 'totalSets'
  | 'totalGames'
  | 'totalMaps'
  | 'total'
  | 'handicapGoals'
  | 'handicapPoints'
  | 'handicap';

interface SportWords {
  markets: Record<MarketKey, string>;
  draw: string;
  over: string;
  under: string;
}

const WORDS: Record<Locale, SportWords> = {
  en: {
    markets: {
      result: '1X2',
      winner: 'Winner',
      moneyline: 'Money line',
      totalGoals: 'Total goals',
      totalPoints: 'Total points',
      totalSets: 'Total sets',
      totalGames: 'Total sets',
      totalMaps: 'Total maps',
      total: 'Total',
      handicapGoals: 'Handicap',
      handicapPoints: 'Point spread',
      handicap: 'Handicap',
    },
    draw: 'Draw',
    over: 'Over',
    under: 'Under',
  },
  'es-MX': {
    markets: {
      result: 'Resultado final',
      winner: 'Ganador',
      moneyline: 'Línea de dinero',
      totalGoals: 'Total de goles',
      totalPoints: 'Total de puntos',
      totalSets: 'Total de sets',
      totalGames: 'Total de sets',
      totalMaps: 'Total de mapas',
      total: 'Total',
      handicapGoals: 'Hándicap',
      handicapPoints: 'Hándicap de puntos',
      handicap: 'Hándicap',
    },
    draw: 'Empate',
    over: 'Más de',
    under: 'Menos de',
  },
  'pt-BR': {
    markets: {
      result: 'Resultado final',
      winner: 'Vencedor',
      moneyline: 'Vencedor (incl. prorrogação)',
      totalGoals: 'Total de gols',
      totalPoints: 'Total de pontos',
      totalSets: 'Total de sets',
      totalGames: 'Total de sets',
      totalMaps: 'Total de mapas',
      total: 'Total',
      handicapGoals: 'Handicap',
      handicapPoints: 'Handicap de pontos',
      handicap: 'Handicap',
    },
    draw: 'Empate',
    over: 'Mais de',
    under: 'Menos de',
  },
  ru: {
    markets: {
      result: 'Исход матча',
      winner: 'Победитель',
      moneyline: 'Победитель с учётом ОТ',
      totalGoals: 'Тотал голов',
      totalPoints: 'Тотал очков',
      totalSets: 'Тотал сетов',
      totalGames: 'Тотал партий',
      totalMaps: 'Тотал карт',
      total: 'Тотал',
      handicapGoals: 'Фора',
      handicapPoints: 'Фора по очкам',
      handicap: 'Фора',
    },
    draw: 'Ничья',
    over: 'Больше',
    under: 'Меньше',
  },
  vi: {
    markets: {
      result: 'Kết quả trận đấu',
      winner: 'Đội thắng',
      moneyline: 'Đội thắng (gồm hiệp phụ)',
      totalGoals: 'Tổng số bàn thắng',
      totalPoints: 'Tổng điểm',
      totalSets: 'Tổng số set',
      totalGames: 'Tổng số set',
      totalMaps: 'Tổng số bản đồ',
      total: 'Tổng',
      handicapGoals: 'Kèo chấp',
      handicapPoints: 'Kèo chấp điểm',
      handicap: 'Kèo chấp',
    },
    draw: 'Hòa',
    over: 'Tài',
    under: 'Xỉu',
  },
  th: {
    markets: {
      result: 'ผลการแข่งขัน',
      winner: 'ผู้ชนะ',
      moneyline: 'ผู้ชนะ (รวมต่อเวลา)',
      totalGoals: 'สกอร์รวม',
      totalPoints: 'คะแนนรวม',
      totalSets: 'จำนวนเซตรวม',
      totalGames: 'จำนวนเซตรวม',
      totalMaps: 'จำนวนแมพรวม',
      total: 'รวม',
      handicapGoals: 'แฮนดิแคป',
      handicapPoints: 'แฮนดิแคปคะแนน',
      handicap: 'แฮนดิแคป',
    },
    draw: 'เสมอ',
    over: 'สูงกว่า',
    under: 'ต่ำกว่า',
  },
  'zh-CN': {
    markets: {
      result: '全场独赢',
      winner: '胜者',
      moneyline: '独赢（含加时）',
      totalGoals: '总进球数',
      totalPoints: '总分',
      totalSets: '总盘数',
      totalGames: '总局数',
      totalMaps: '总地图数',
      total: '总数',
      handicapGoals: '让球',
      handicapPoints: '让分',
      handicap: '让分',
    },
    draw: '平局',
    over: '大',
    under: '小',
  },
  ms: {
    markets: {
      result: 'Keputusan perlawanan',
      winner: 'Pemenang',
      moneyline: 'Pemenang (termasuk masa tambahan)',
      totalGoals: 'Jumlah gol',
      totalPoints: 'Jumlah mata',
      totalSets: 'Jumlah set',
      totalGames: 'Jumlah set',
      totalMaps: 'Jumlah peta',
      total: 'Jumlah',
      handicapGoals: 'Handikap',
      handicapPoints: 'Handikap mata',
      handicap: 'Handikap',
    },
    draw: 'Seri',
    over: 'Lebih',
    under: 'Kurang',
  },
};

/** Market types of core/sport/profiles.ts: winner (SPEC §9 defaults), totals sportId*1000+7, handicaps +3. */
const MARKET_KEYS: Record<number, MarketKey> = {
  1005: 'result',
  177005: 'result',
  3004: 'moneyline',
  1007: 'totalGoals',
  177007: 'totalGoals',
  3007: 'totalPoints',
  5007: 'totalSets',
  13007: 'totalGames',
  15007: 'totalGames',
  164007: 'totalMaps',
  1003: 'handicapGoals',
  177003: 'handicapGoals',
  3003: 'handicapPoints',
};

function marketKey(type: number): MarketKey {
  const known = MARKET_KEYS[type];
  if (known) return known;
  const kind = type % 1000;
  return kind === 7 ? 'total' : kind === 3 ? 'handicap' : 'winner';
}

export const marketName = (type: number, lang: Locale): string =>
  depthMarketName(type, lang) ?? WORDS[lang].markets[marketKey(type)];

/** Outcome types (options.outcome_type): 3 draw, 4 over, 5 under; others are named after a team. */
export function optionName(
  stored: string,
  outcomeType: number,
  line: string | null | undefined,
  lang: Locale,
): string {
  const w = WORDS[lang];
  if (outcomeType === 3) return w.draw;
  if (line != null && outcomeType === 4) return `${w.over} ${line}`;
  if (line != null && outcomeType === 5) return `${w.under} ${line}`;
  return stored;
}

/**
 * An option in the reader's language: the deeper markets are named again from their type, outcome, line
 * and the teams (core/sport/option-labels); the main ones as optionName.
 */
export function localOptionName(
  stored: string,
  marketType: number,
  outcomeType: number,
  line: string | null | undefined,
  teams: readonly [string, string] | undefined,
  lang: Locale,
): string {
  if (teams && isDepthKind(marketType % 1000))
    return optionLabel(marketType, outcomeType, line ?? null, teams, DEPTH_WORDS[lang].options);
  return optionName(stored, outcomeType, line, lang);
}

/** The two teams of a match name as the server builds it ("Home vs Away"); undefined for another form. */
export function teamsOfName(matchName: string): [string, string] | undefined {
  const at = matchName.indexOf(' vs ');
  return at > 0 ? [matchName.slice(0, at), matchName.slice(at + 4)] : undefined;
}
