/**
 * The loyalty programme of each brand (issue #17): its time zone, how turnover becomes VIP points, the
 * thresholds of levels 1-30, each level's rewards and cashback rate, and the daily tasks. The built-in
 * default per brand, in the brand's currency (minor units); amounts are the Brazilian brand's scaled by the
 * market's `scale` and rounded to whole currency units.
 */
import type { BrandId } from '../brand/client-brands';
import { MAX_VIP_LEVEL } from './stages';
import type { RedPacketConfig } from './red-packet';
import { WHEEL } from './wheel';

export type TaskKind = 'recharge' | 'bet_amount' | 'bet_win';

export interface TaskDef {
  /** Stable id of the task (the reward's key uses it). */
  id: string;
  kind: TaskKind;
  /** Target in minor units (shown divided by 100, SPEC §5). */
  conf: number;
  /** Cash reward on completion, minor units. */
  reward: number;
}

export interface LevelPerks {
  level: number;
  /** Points (whole) that reach this level. */
  points: number;
  /** One-off bonus on reaching the level (vip_bonus). */
  vipBonus: number;
  /** Received once a week / once a month at this level (week_free, month_free). */
  weekFree: number;
  monthFree: number;
  /** Cashback rate on the period's net loss, in basis points (cash_back). */
  cashbackBps: number;
  /** A dedicated account manager (customer_service): a perk, no money. */
  customerService: boolean;
}

export interface LoyaltyConfig {
  timeZone: string;
  currency: string;
  /** Minor units of weighted turnover per VIP point. */
  pointUnit: number;
  /** Percent of a settled stake counted as turnover, per product. */
  sportsWeight: number;
  casinoWeight: number;
  levels: readonly LevelPerks[];
  tasks: readonly TaskDef[];
  /** The VIP wheel's prize per segment (core/loyalty/wheel.ts WHEEL), minor units. */
  wheel: readonly number[];
  /** Prizes of the daily and weekly rankings by rank (index 0: first place), minor units. */
  rankPrizes: { day: readonly number[]; week: readonly number[] };
  /** Red-packet rain events (core/loyalty/red-packet.ts). */
  redPacket: RedPacketConfig;
  /** The weekly raffle (server/loyalty/raffle.ts): minor units per ticket, prizes by place. */
  raffle: { depositUnit: number; turnoverUnit: number; prizes: readonly number[] };
}

interface Market {
  timeZone: string;
  currency: string;
  /** Value of 1 BRL in the market's currency, roughly (amounts are scaled by it). */
  scale: number;
}

const MARKETS: Record<BrandId, Market> = {
  br: { timeZone: 'America/Sao_Paulo', currency: 'BRL', scale: 1 },
  mx: { timeZone: 'America/Mexico_City', currency: 'MXN', scale: 4 },
  co: { timeZone: 'America/Bogota', currency: 'COP', scale: 800 },
  pe: { timeZone: 'America/Lima', currency: 'PEN', scale: 1 },
  ph: { timeZone: 'Asia/Manila', currency: 'PHP', scale: 10 },
  in: { timeZone: 'Asia/Kolkata', currency: 'INR', scale: 15 },
  ke: { timeZone: 'Africa/Nairobi', currency: 'KES', scale: 25 },
  vn: { timeZone: 'Asia/Ho_Chi_Minh', currency: 'VND', scale: 4500 },
  us: { timeZone: 'America/New_York', currency: 'USD', scale: 0.2 },
  crypto: { timeZone: 'UTC', currency: 'USDT', scale: 0.2 },
};

/** BRL minor units scaled to the market, rounded to whole units of its currency (at least one unit). */
const scaled = (brlMinor: number, scale: number) =>
  brlMinor === 0 ? 0 : Math.max(100, Math.round((brlMinor * scale) / 100) * 100);

/** Points of level n: 25·n·(n+1) (level 1 at 50, level 3 at 300, level 30 at 23,250). */
export const levelPoints = (n: number) => 25 * n * (n + 1);

function levels(scale: number): LevelPerks[] {
  return Array.from({ length: MAX_VIP_LEVEL + 1 }, (_, n) => ({
    level: n,
    points: levelPoints(n),
    vipBonus: scaled(n * 500, scale),
    weekFree: scaled(n * 200, scale),
    monthFree: scaled(n * 1000, scale),
    cashbackBps: 500 + n * 50,
    customerService: n >= 6,
  }));
}

function tasks(scale: number): TaskDef[] {
  return [
    { id: 'daily_recharge', kind: 'recharge', conf: scaled(200_000, scale), reward: scaled(500, scale) },
    { id: 'daily_bet', kind: 'bet_amount', conf: scaled(120_000, scale), reward: scaled(300, scale) },
    { id: 'daily_win', kind: 'bet_win', conf: scaled(100_000, scale), reward: scaled(800, scale) },
  ];
}

const cache = new Map<string, LoyaltyConfig>();

export function loyaltyConfig(brandId: string): LoyaltyConfig {
  let c = cache.get(brandId);
  if (!c) {
    const m = MARKETS[brandId as BrandId] ?? MARKETS.br;
    c = {
      timeZone: m.timeZone,
      currency: m.currency,
      pointUnit: scaled(100, m.scale),
      sportsWeight: 100,
      casinoWeight: 50,
      levels: levels(m.scale),
      tasks: tasks(m.scale),
      wheel: WHEEL.map((w) => scaled(w.brl, m.scale)),
      redPacket: {
        hours: [12, 20],
        durationMs: 600_000,
        budget: scaled(50_000, m.scale),
        min: scaled(100, m.scale),
        max: scaled(1000, m.scale),
        perPlayer: 5,
      },
      raffle: {
        depositUnit: scaled(5000, m.scale),
        turnoverUnit: scaled(10_000, m.scale),
        prizes: [50_000, 20_000, 10_000, 5000, 5000].map((a) => scaled(a, m.scale)),
      },
      rankPrizes: {
        day: [5000, 3000, 2000, 1000, 1000].map((a) => scaled(a, m.scale)),
        week: [30_000, 20_000, 10_000, 5000, 5000, 2000, 2000, 2000, 2000, 2000].map((a) =>
          scaled(a, m.scale),
        ),
      },
    };
    cache.set(brandId, c);
  }
  return c;
}
