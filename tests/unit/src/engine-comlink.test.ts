/**
 * The page's channel to the engine is comlink (src/platform/engine-stores.ts): a command that throws in the
 * engine answers the caller with an error and the engine goes on serving. Runs the real engine in-process
 * (tests/unit/src/in-process-engine.ts, installed by setup-dom.ts).
 */
import { describe, expect, it } from 'vitest';
import { engine } from '../../../src/platform/engine-bridge';
import type { StoredSlip } from '../../../core/betslip/storage-types';
import { EMPTY_SLIP } from '../../../core/betslip/types';

describe('engine over comlink', () => {
  it('a command that throws rejects for its caller, and the engine keeps answering', async () => {
    await expect(engine().subscribe('x', 'no-such-topic' as never, {} as never)).rejects.toThrow();
    const slip: StoredSlip = {
      slip: EMPTY_SLIP,
      kind: 'single_bet',
      stake: null,
      systemK: null,
      acceptOdds: 'ask',
      keepSelections: false,
    };
    await engine().writeSlip('placar_br', slip);
    expect(await engine().readSlip('placar_br')).toEqual(slip);
    expect(await engine().readSlip('golazo_mx')).toBeUndefined();
  });
});
