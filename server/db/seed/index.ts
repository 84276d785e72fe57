/**
 * All seeds, in one transaction, idempotent: run at every startup after the migrations.
 * Never touches the outer db handle inside the transaction (it hangs on PGlite and escapes on pg).
 */
import { seedBankCodes } from './bank-codes';
import { seedSpecCallsDemo } from './spec-calls-demo';
import type { DbOrTx } from '../database';
import { seedBrands } from './brands';
import { seedMarketProfiles } from '../../rg/profiles';
import { seedRgDemo } from '../../rg/seed';
import { seedContent } from './content';
import { seedDemoFreeBet } from '../../bets/seed';
import { seedDemoBuilderBet } from '../../bets/builder-seed';
import { seedDemoBets } from '../../bets/demo-bets';
import { seedDemoFunds } from './demo-funds';
import { seedDemoPaymentHistory } from '../../payments/seed';
import { seedReconciliationDemo } from '../../payments/seed-recon';
import { seedDemoPlayer } from './demo-player';
import { seedDemoInvites } from './invite';
import { seedDemoAgent } from './agent';
import { seedDemoOperators } from './ops';
import { seedSupportCanned, seedSupportDemo } from './support';
import { seedGames } from './games';
import { seedInhouseRounds } from './inhouse-rounds';
import { seedHelp } from './help/seed';
import { seedSports } from './sports';
import { seedPromotions } from './promotions';
import { seedLoyaltyDemo } from '../../loyalty/seed';

import { DEFAULT_SEED } from '../../feed/default-seed';

export { DEFAULT_SEED };

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
      // Before the demo funds: the history lists by order id, so the older orders come first.
      await seedDemoPaymentHistory(tx, now);
      await seedDemoFunds(tx, now);
      await seedDemoFreeBet(tx, now);
      await seedLoyaltyDemo(tx, now);
      await seedDemoInvites(tx, now);
      await seedDemoAgent(tx, now);
      await seedRgDemo(tx, now);
      await seedSpecCallsDemo(tx, now);
      await seedInhouseRounds(tx, now, seed);
      await seedDemoOperators(tx);
      await seedSupportDemo(tx, now);
      // Last of the demo's money seeds: it books the paid sandbox orders the others wrote.
      await seedReconciliationDemo(tx, now);
    }
    await seedGames(tx);
    await seedBankCodes(tx);
    await seedSupportCanned(tx);
    await seedHelp(tx, now);
    await seedPromotions(tx, now, options.demo !== false);
    const sports = await seedSports(tx, { seed, now });
    // After the schedule: the demo's open bets and bet builder are on its matches.
    if (options.demo !== false) {
      await seedDemoBets(tx, now);
      await seedDemoBuilderBet(tx, seed, now);
    }
    return sports;
  });
}
