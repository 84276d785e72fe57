/**
 * The app's IndexedDB (workers/db/app-db.ts): its schema, and the upgrade path from the two databases it
 * replaced (the page's 'betslip' and the engine's 'engine'): a stored slip and, above all, a placement whose
 * answer was lost survive the update.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { openDB } from 'idb';
import { DB_VERSION, STORES, appDb } from '../../../workers/db/app-db';
import { LEGACY } from '../../../workers/db/legacy';
import { createSlipStore } from '../../../workers/slip-store';
import type { PendingPlacement, StoredSlip } from '../../../core/betslip/storage-types';
import { EMPTY_SLIP } from '../../../core/betslip/types';

let n = 0;
const handles: { close(): Promise<void> }[] = [];
afterEach(async () => {
  for (const h of handles.splice(0)) await h.close();
});

const slip: StoredSlip = {
  slip: { ...EMPTY_SLIP, items: [{ matchId: 1, marketId: 10, ty: 1, nm: 'Home', od: 2, ss: 1 } as never] },
  kind: 'single_bet',
  stake: 500,
  systemK: null,
  acceptOdds: 'higher',
  keepSelections: false,
};
const pending: PendingPlacement = {
  key: 'k-lost',
  uid: 42,
  createdAt: 1,
  kind: 'single_bet',
  request: { freeBetId: 'f1' },
};

async function databases(): Promise<string[]> {
  return (await indexedDB.databases()).map((d) => d.name ?? '');
}

describe('app database', () => {
  it('creates every store at its version', async () => {
    const handle = appDb(`app-${++n}`);
    handles.push(handle);
    const db = await handle.open();
    expect(db.version).toBe(DB_VERSION);
    expect([...db.objectStoreNames].sort()).toEqual(Object.values(STORES).sort());
  });

  it('moves the old slip database in once: the slip under the brand, every pending placement, then deletes it', async () => {
    // A device that ran the previous version: the page's own 'betslip' database, version 1.
    const old = await openDB(LEGACY.slip, 1, {
      upgrade(d) {
        d.createObjectStore('slip');
        d.createObjectStore('pending', { keyPath: 'key' });
      },
    });
    await old.put('slip', slip, 'current');
    await old.put('pending', pending);
    old.close();
    await openDB(LEGACY.engine, 1, { upgrade: (d) => void d.createObjectStore('snapshots') }).then((d) =>
      d.close(),
    );

    const handle = appDb(`app-${++n}`);
    handles.push(handle);
    const slips = createSlipStore(handle);
    expect(await slips.read('placar_br')).toEqual(slip);
    expect(await slips.pending('placar_br', 42)).toEqual([pending]);
    // Another brand's slip is its own (empty); another player's placements are not this one's.
    expect(await slips.read('golazo_mx')).toBeUndefined();
    expect(await slips.pending('placar_br', 7)).toEqual([]);
    const names = await databases();
    expect(names).not.toContain(LEGACY.slip);
    expect(names).not.toContain(LEGACY.engine);

    // Once only: a later slip is not overwritten by a second move.
    await slips.write('placar_br', { ...slip, stake: 900 });
    const again = appDb(`app-${n}`);
    handles.push(again);
    expect((await createSlipStore(again).read('placar_br'))?.stake).toBe(900);
  });

  it('works on a new device with no old databases', async () => {
    const handle = appDb(`app-${++n}`);
    handles.push(handle);
    const slips = createSlipStore(handle);
    expect(await slips.read('placar_br')).toBeUndefined();
    await slips.write('placar_br', slip);
    await slips.putPending('placar_br', pending);
    expect(await slips.read('placar_br')).toEqual(slip);
    await slips.deletePending('placar_br', pending.key);
    expect(await slips.pending('placar_br', 42)).toEqual([]);
  });
});
