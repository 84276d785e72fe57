/**
 * The built-in game catalogue: the seed of the `games` table (an operator edits the table, not this file).
 * Names are our own inventions; the four in-house games keep the ids and names agreed with the game room
 * (crash, slot, dice, roulette).
 */

export interface ProviderInfo {
  platform: string;
  name: string;
  /** Accent hue of the provider's covers (0-359). */
  hue: number;
}

/** The hall's providers, in the order the Game Providers tab shows them. */
export const PROVIDERS: readonly ProviderInfo[] = [
  { platform: 'inhouse', name: 'Originals', hue: 145 },
  { platform: 'pgsoft', name: 'PG Soft', hue: 330 },
  { platform: 'pp', name: 'Pragmatic Play', hue: 25 },
  { platform: 'tada', name: 'TaDa Gaming', hue: 200 },
  { platform: 'spribe', name: 'Spribe', hue: 0 },
  { platform: 'bgaming', name: 'BGaming', hue: 265 },
  { platform: 'ka', name: 'KA Gaming', hue: 45 },
  { platform: 'fc', name: 'FA CHAI', hue: 175 },
];

export const EXTERNAL_PLATFORMS = PROVIDERS.filter((p) => p.platform !== 'inhouse').map((p) => p.platform);

export type Category = 'slots' | 'mini' | 'fishing' | 'bingo' | 'table' | 'crash' | 'live';

export interface CatalogueGame {
  platform: string;
  gameId: string;
  name: string;
  category: Category;
  rtp: number;
  isHot: boolean;
  isNew: boolean;
  live: boolean;
  popularity: number;
}

/** [name, category, flags] with flags: h = hot, n = new. */
type Row = readonly [string, Category, string?];

const ROWS: Record<string, readonly Row[]> = {
  pgsoft: [
    ['Jade Lantern Riches', 'slots', 'h'],
    ['Koi Cascade', 'slots', 'h'],
    ['Dragon Pearl Fortune', 'slots'],
    ['Mystic Panda Feast', 'slots', 'n'],
    ['Golden Monkey Temple', 'slots'],
    ['Candy Comet', 'slots', 'h'],
    ['Phoenix Ascent', 'slots'],
    ['Neon Tiger Nights', 'slots', 'n'],
    ['Lucky Lotus Ways', 'slots'],
    ['Samurai Blossom', 'slots'],
    ['Wild Bandit Bounty', 'slots'],
    ['Emerald Caravan', 'slots'],
    ['Moonlit Fox Spirit', 'slots', 'n'],
    ['Thunder Ram Riches', 'slots'],
    ['Piggy Vault Heist', 'slots'],
    ['Cosmic Fruit Fiesta', 'slots'],
    ['Tiles of Jade', 'mini'],
    ['Lucky Scratch Cat', 'mini'],
  ],
  pp: [
    ['Skyforge Titans', 'slots', 'h'],
    ['Sweet Orchard Tumble', 'slots', 'h'],
    ['Harbor Catch Bonanza', 'slots'],
    ['Wolf Ridge Gold', 'slots'],
    ['Aztec Sun Stones', 'slots', 'n'],
    ['Starlit Gems', 'slots'],
    ['Buffalo Dawn', 'slots'],
    ['Pirate Reef Loot', 'slots'],
    ['Magic Cauldron Drop', 'slots'],
    ['Orchard Jubilee', 'slots'],
    ['Cowboy Canyon Cash', 'slots', 'n'],
    ['Velvet Roulette Live', 'live', 'h'],
    ['Royal Baccarat Live', 'live'],
    ['Speed Blackjack Live', 'live', 'n'],
    ['Prize Wheel Studio', 'live'],
    ['Dragon Tiger Duel Live', 'live'],
    ['Sic Bo Lounge Live', 'live'],
    ['Andar Bahar Live', 'live'],
  ],
  tada: [
    ['Ocean Hunter Royale', 'fishing', 'h'],
    ['Deep Sea Jackpot', 'fishing'],
    ['Golden Shark Hunt', 'fishing', 'n'],
    ['Mermaid Reef Shooter', 'fishing'],
    ['Coral Cannon', 'fishing'],
    ['Bingo Carnival', 'bingo', 'h'],
    ['Pop Bingo Party', 'bingo'],
    ['Lucky Bingo Lanes', 'bingo'],
    ['Fiesta Bingo 75', 'bingo', 'n'],
    ['Piñata Pesos', 'slots'],
    ['Jungle King Wilds', 'slots'],
    ['Boxing Champ Reels', 'slots'],
    ['Money Coin Rush', 'slots', 'h'],
    ['Sunset Samba', 'slots'],
    ['Jewel Vault Deluxe', 'slots'],
    ['Tongits Table', 'table'],
    ['Pusoy Royale', 'table'],
  ],
  spribe: [
    ['Cloud Climber', 'crash', 'h'],
    ['Gem Minefield', 'mini', 'h'],
    ['Peg Cascade', 'mini'],
    ['Hi-Lo Cards', 'mini'],
    ['Goal Kick Mini', 'mini', 'n'],
    ['Keno Flash', 'mini'],
    ['Dice Duel', 'mini'],
    ['Mini Roulette Spin', 'table'],
    ['Turbo Coin Flip', 'mini'],
    ['Balloon Rise', 'crash', 'n'],
    ['Tower Climb', 'mini'],
    ['Hotline Neon', 'mini'],
    ['Rocket Lane', 'crash'],
    ['Lucky Trio Poker', 'table'],
  ],
  bgaming: [
    ['Chicken Crossing Gold', 'mini', 'h'],
    ['Aloha Tiki Ways', 'slots'],
    ['Wild Tides', 'slots'],
    ['Desert Caravan Gold', 'slots'],
    ['Space Corgi Quest', 'slots', 'n'],
    ['Bonanza Bandits', 'slots', 'h'],
    ['West Town Showdown', 'slots'],
    ['Haunted Candle Manor', 'slots'],
    ['Viking Frost Saga', 'slots'],
    ['Tome of Whiskers', 'slots', 'n'],
    ['Scroll of the Pharaoh', 'slots'],
    ['Lucky Clover Lady', 'slots'],
    ['Classic Blackjack Pro', 'table'],
    ['European Roulette Deluxe', 'table'],
    ['Multihand Video Poker', 'table'],
    ['Plinko Galaxy', 'mini'],
    ['Neon Mines', 'mini'],
  ],
  ka: [
    ['Lion Dance Fortune', 'slots', 'h'],
    ['Panda Kung Fu', 'slots'],
    ['Emperor Feast', 'slots'],
    ['Golden Koi Pond', 'slots'],
    ['Deep Blue Fishing', 'fishing'],
    ['Lucky Tiger Claw', 'slots', 'n'],
    ['Red Envelope Riches', 'slots'],
    ['Jade Rabbit Moon', 'slots'],
    ['Monkey King Staff', 'slots'],
    ['Snow Leopard Peak', 'slots'],
    ['Neon Tokyo Drift', 'slots', 'n'],
    ['Carp Jump Fortune', 'slots'],
    ['Gong Xi Rewards', 'slots'],
    ['Crab Kingdom Fishing', 'fishing', 'h'],
    ['Mahjong Bingo Stars', 'bingo'],
    ['Three Kingdoms Baccarat', 'table'],
  ],
  fc: [
    ['Fortune Egg Hunt', 'slots', 'h'],
    ['Golden Genie Wishes', 'slots'],
    ['Ocean Dragon Fishing', 'fishing', 'h'],
    ['Night Market Riches', 'slots'],
    ['Treasure Cruise Fishing', 'fishing'],
    ['Lucky Fortunes Bingo', 'bingo'],
    ['Lantern Festival Wins', 'slots', 'n'],
    ['Pearl Diver Riches', 'slots'],
    ['Samba Carnival', 'slots'],
    ['Poker Win Reels', 'slots'],
    ['Rich Man Mansion', 'slots'],
    ['Cash Cow Farm', 'slots', 'n'],
    ['Blazing Phoenix Bingo', 'bingo'],
    ['Arctic Fishing Party', 'fishing'],
    ['Thai Boxing Glory', 'slots'],
    ['Mango Madness', 'slots'],
  ],
};

/** The in-house games (issue #7 game room): ids and names fixed with the game room. */
const INHOUSE: readonly CatalogueGame[] = (
  [
    { gameId: 'crash', name: 'Crash', category: 'crash', rtp: 9900, isHot: true, isNew: true },
    { gameId: 'slot', name: 'Fruit Fiesta', category: 'slots', rtp: 9590, isHot: true, isNew: true },
    { gameId: 'dice', name: 'Dice', category: 'mini', rtp: 9900, isHot: true, isNew: false },
    { gameId: 'roulette', name: 'Roulette', category: 'table', rtp: 9730, isHot: false, isNew: true },
  ] as const
).map((g, i) => ({ ...g, platform: 'inhouse', live: false, popularity: i * 7 + 1 }));

export function slug(name: string): string {
  return name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

/** A small stable hash (FNV-1a) for deterministic per-game numbers. */
export function hash32(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

function buildCatalogue(): CatalogueGame[] {
  const out: CatalogueGame[] = [...INHOUSE];
  for (const [platform, rows] of Object.entries(ROWS)) {
    rows.forEach(([name, category, flags = ''], index) => {
      const gameId = slug(name);
      const h = hash32(`${platform}/${gameId}`);
      out.push({
        platform,
        gameId,
        name,
        category,
        // 94.00 %-97.49 %, two decimals.
        rtp: 9400 + (h % 350),
        isHot: flags.includes('h'),
        isNew: flags.includes('n'),
        live: category === 'live',
        // Hot games first, then the provider's own order, interleaved across providers by the hash.
        popularity: (flags.includes('h') ? 0 : 100) + index * 10 + (h % 10),
      });
    });
  }
  return out;
}

export const CATALOGUE: readonly CatalogueGame[] = buildCatalogue();
