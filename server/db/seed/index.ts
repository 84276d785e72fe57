/**
 * All seeds, in one transaction, idempotent: run at every startup after the migrations.
 * Never touches the outer db handle inside the transaction (it hangs on PGlite and escapes on pg).
 */
import type { DbOrTx } from '../database';
import { seedBrands } from './brands';
import { seedMarketProfiles } from '../../rg/profiles';
import { seedRgDemo } from '../../rg/seed';
import { seedContent } from './content';
import { seedDemoFreeBet } from '../../bets/seed';
import { seedDemoFunds } from './demo-funds';
import { seedDemoPlayer } from './demo-player';
import { seedDemoInvites } from './invite';
import { seedDemoAgent } from './agent';
import { seedGames } from './games';
import { seedHelp } from './help/seed';
import { seedSports } from './sports';
import { seedPromotions } from './promotions';
import { seedLoyaltyDemo } from '../../loyalty/seed';

export const DEFAULT_SEED = 20_261_122;

export interface SeedOptions {
  seed?: number;
  now?: number;
  /**
   * The demo player (its published password, R$1,000 of sandbox money and a free bet) and the DEMO10 deposit
   * code of every brand: default on, off in production (main.ts), where they would be withdrawable money
   * anyone could take.
   */
  demo?: boolean;
}

export interface SeedSummary {
  anchorMs: number;
  relaid: boolean;
}

export async function seedAll(db: DbOrTx, options: SeedOptions = {}): Promise<SeedSummary> {
  const seed = options.seed ?? DEFAULT_SEED;
  const now = options.now ?? Date.now();
  return db.transaction(async (tx) => {
    await seedBrands(tx);
    await seedMarketProfiles(tx, now);
    await seedContent(tx);
    if (options.demo !== false) {
      await seedDemoPlayer(tx, now);
      await seedDemoFunds(tx, now);
      await seedDemoFreeBet(tx, now);
      await seedLoyaltyDemo(tx, now);
      await seedDemoInvites(tx, now);
      await seedDemoAgent(tx, now);
      await seedRgDemo(tx, now);
    }
    await seedGames(tx);
    await seedHelp(tx, now);
    await seedPromotions(tx, now, options.demo !== false);
    return seedSports(tx, { seed, now });
  });
}
