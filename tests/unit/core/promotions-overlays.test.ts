/** The register-bonus (plan B) and charge-tip overlays in the popup stack (issue #16, SPEC §2, §9 levels). */
import { describe, expect, it } from 'vitest';
import { POPUP_LEVEL, promoPopups, visiblePopups } from '../../../core/promotions/popups';

const message = (
  over: Partial<{
    new_bonus: number;
    unlock_bonus: number;
    new_bonus_boost: number;
    free_round_bonus: number;
  }> = {},
) => ({
  new_bonus: 0,
  unlock_bonus: 0,
  new_bonus_boost: 0,
  free_round_bonus: 0,
  ...over,
});

describe('promotions overlays', () => {
  it('a new bonus from the register campaign is the register-bonus overlay, level 0, first in the stack', () => {
    const entries = promoPopups(message({ new_bonus: 7, unlock_bonus: 3 }), {
      kindOf: (id) => (id === 7 ? 'register' : 'first_deposit'),
      firstChargeActivity: 0,
    });
    const shown = visiblePopups(entries, {}, 1000);
    expect(shown.map((e) => [e.kind, e.level, e.key])).toEqual([
      ['register_bonus', POPUP_LEVEL.registerBonus, 'register_bonus:7'],
      ['unlock_bonus', POPUP_LEVEL.normal, 'unlock_bonus:3'],
    ]);
  });

  it('any other new bonus stays a normal popup', () => {
    const entries = promoPopups(message({ new_bonus: 9 }), {
      kindOf: () => 'redeem',
      firstChargeActivity: 0,
    });
    expect(visiblePopups(entries, {}, 0).map((e) => e.kind)).toEqual(['new_bonus']);
  });

  it('the charge tip (level 2) comes after the normal popups and only with a first-deposit offer open', () => {
    const facts = { kindOf: () => undefined, firstChargeActivity: 4 };
    const entries = promoPopups(message({ new_bonus: 1 }), facts);
    expect(visiblePopups(entries, {}, 0).map((e) => [e.kind, e.level])).toEqual([
      ['new_bonus', POPUP_LEVEL.normal],
      ['charge_tip', POPUP_LEVEL.firstCharge],
    ]);
    expect(visiblePopups(promoPopups(message(), { ...facts, firstChargeActivity: 0 }), {}, 0)).toEqual([]);
    // Seen in the last 24 h: hidden; after 24 h it comes back.
    const seen = { 'charge_tip:4': 1000 };
    expect(visiblePopups(promoPopups(message(), facts), seen, 2000)).toEqual([]);
    expect(visiblePopups(promoPopups(message(), facts), seen, 1000 + 24 * 3_600_000)).toHaveLength(1);
  });
});
