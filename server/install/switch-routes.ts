/**
 * SPEC §4 "UI version switch" calls (switch/info, switch/handle): the server's A/B flag (dynamic config
 * `ui_v3_switch` of the brand) and the player's stored switch decide the UI (core/install/ui-switch.ts).
 */
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { homeFor, newUiEnabled } from '../../core/install/ui-switch';
import type { SwitchInfo } from '../../core/contract';
import type { Db } from '../db/database';
import { dynConfigs, uiSwitches } from '../db/schema';
import type { RequestContext } from '../http/context';
import { registerEndpoint } from '../http/envelope';
import { moneyCurrency } from '../http/currency';
import { grantChannelReward } from '../promotions/channel-rewards';

async function abFlag(db: Db, brandId: string): Promise<boolean> {
  const [row] = await db
    .select()
    .from(dynConfigs)
    .where(and(eq(dynConfigs.brandId, brandId), eq(dynConfigs.key, 'ui_v3_switch')));
  return Boolean(row?.switchOn && row.result !== '0');
}

async function storedSwitch(db: Db, uid: number): Promise<boolean | null> {
  const [row] = await db.select().from(uiSwitches).where(eq(uiSwitches.uid, uid));
  return row ? row.newUi : null;
}

function answer(ctx: RequestContext, ab: boolean, switchOn: boolean | null, asked?: boolean): SwitchInfo {
  const loggedIn = Boolean(ctx.session);
  const newUi = newUiEnabled({
    market: ctx.brand.market,
    abFlag: ab,
    loggedIn,
    switchOn,
    brandNewUi: ctx.brand.flags.uiV3,
    deviceChoice: asked ?? null,
  });
  return { ab_flag: ab, switch_on: loggedIn ? switchOn : null, new_ui: newUi, home: homeFor(newUi) };
}

export function registerSwitchRoutes(app: FastifyInstance, db: Db, now: () => number): void {
  registerEndpoint(app, 'switchInfo', async ({ ctx }) => {
    const [ab, switchOn] = await Promise.all([
      abFlag(db, ctx.brand.id),
      ctx.session ? storedSwitch(db, ctx.session.uid) : null,
    ]);
    return answer(ctx, ab, switchOn);
  });

  registerEndpoint(app, 'switchHandle', async ({ ctx, input }) => {
    const ab = await abFlag(db, ctx.brand.id);
    if (!ctx.session) return answer(ctx, ab, null, input.new_ui); // a visitor's choice stays on the device
    const at = new Date(now());
    await db
      .insert(uiSwitches)
      .values({ uid: ctx.session.uid, brandId: ctx.brand.id, newUi: input.new_ui, updatedAt: at })
      .onConflictDoUpdate({ target: uiSwitches.uid, set: { newUi: input.new_ui, updatedAt: at } });
    // Issue #20: trying the new look earns the UI-switch reward once, where the brand's campaign offers it.
    const reward = input.new_ui
      ? await grantChannelReward(
          db,
          { uid: ctx.session.uid, brand: ctx.brand, currency: moneyCurrency(ctx) },
          'ui_switch',
          now(),
        )
      : 0;
    return { ...answer(ctx, ab, input.new_ui), reward };
  });
}
