import { afterEach, describe, expect, it } from 'vitest';
import { ApiError, type ApiClient, type ApiErrorKind } from '../../../../core/api/types';
import { endpoints } from '../../../../core/contract/endpoints';
import type { BetOrder } from '../../../../core/contract/schemas/bets';
import {
  PENDING_MAX_AGE_MS,
  placeBet,
  resolvePending,
  type PlaceDeps,
  type PlaceRequest,
} from '../../../../src/features/betslip/place';
import { deletePending, readPending } from '../../../../src/features/betslip/slip-db';

const request: PlaceRequest = {
  kind: 'bet_multi',
  body: {
    acceptOdds: 'ask',
    kind: 'bet_multi',
    stake: 500,
    selections: [
      { matchId: 1, marketId: 10, ty: 1, od: 2 },
      { matchId: 2, marketId: 20, ty: 1, od: 1.5 },
    ],
  },
};

const order = (key: string, status: number, extra: Partial<BetOrder> = {}): BetOrder => ({
  orderId: '77',
  key,
  kind: 'bet_multi',
  lines: 1,
  status,
  result: 0,
  currency: 'BRL',
  stake: 500,
  stakePerLine: 500,
  freeBet: false,
  od: 3,
  potentialReturn: 1500,
  payout: 0,
  createdAt: 0,
  legs: [],
  ...extra,
});

const apiError = (kind: ApiErrorKind, dm_error = 0, error_msg = '') =>
  new ApiError({
    kind,
    status: kind === 'business' ? 400 : 0,
    dm_error,
    error_msg,
    method: 'POST',
    path: '/',
    cost: 0,
  });

/** A fake server: placement and status handlers per test; every call is recorded. */
function fakeApi(handlers: {
  place?: (input: { key: string }) => Promise<{ orders: BetOrder[] }>;
  status?: (input: { keys?: string[] }) => Promise<{ list: BetOrder[] }>;
}) {
  const calls: { path: string; input: unknown }[] = [];
  const api: ApiClient = {
    async call(endpoint, input) {
      calls.push({ path: endpoint.path, input });
      if (endpoint.path === endpoints.betMultiple.path)
        return (await handlers.place!(input as { key: string })) as never;
      if (endpoint.path === endpoints.betOrderStatus.path)
        return (await handlers.status!(input as { keys?: string[] })) as never;
      throw new Error(`unexpected call ${endpoint.path}`);
    },
  };
  return { api, calls };
}

function deps(api: ApiClient, over: Partial<PlaceDeps> = {}): PlaceDeps {
  let n = 0;
  return {
    api,
    // The page follows a placement through the engine's 1 s betOrders topic; here each check asks the fake API.
    watchOrders: (key: string) => ({
      next: () =>
        api
          .call(endpoints.betOrderStatus, { keys: [key] })
          .then((r) => r.list)
          .catch(() => null),
      stop: () => {},
    }),
    online: () => true,
    newKey: () => `key-0000-${++n}`,
    now: () => 1_000_000,
    uid: () => 42,
    ...over,
  };
}

afterEach(async () => {
  for (const p of await readPending(42)) await deletePending(p.key);
});

const placements = (calls: { path: string; input: unknown }[]) =>
  calls.filter((c) => c.path === endpoints.betMultiple.path);

describe('placing a bet', () => {
  it('sends one idempotency key, polls a confirming order until success, forgets the key', async () => {
    let polls = 0;
    const { api, calls } = fakeApi({
      place: async ({ key }) => ({ orders: [order(key, 1)] }),
      status: async ({ keys }) => ({ list: [order(keys![0]!, ++polls < 3 ? 1 : 4)] }),
    });
    const confirming: number[] = [];
    const outcome = await placeBet(
      request,
      deps(api, { onConfirming: (o) => confirming.push(o[0]!.status) }),
    );
    expect(outcome.phase).toBe('success');
    expect(placements(calls)).toHaveLength(1);
    expect((placements(calls)[0]!.input as { key: string }).key).toBe('key-0000-1');
    expect(confirming.length).toBeGreaterThan(0);
    expect(await readPending(42)).toEqual([]);
  });

  it('a rejected order (status 2) says why', async () => {
    const { api } = fakeApi({
      place: async ({ key }) => ({ orders: [order(key, 2, { reject: { code: 4002, msg: 'odds' } })] }),
    });
    const outcome = await placeBet(request, deps(api));
    expect(outcome).toMatchObject({ phase: 'rejected', code: 4002 });
    expect(outcome.phase === 'rejected' && outcome.message).toMatch(/odds changed/i);
  });

  it('a lost answer is resolved by asking the same key, never by placing again', async () => {
    let landed = '';
    const { api, calls } = fakeApi({
      place: async ({ key }) => {
        landed = key; // The server made the order, but the answer never arrives.
        throw apiError('network');
      },
      status: async ({ keys }) => ({ list: keys!.includes(landed) ? [order(landed, 4)] : [] }),
    });
    const outcome = await placeBet(request, deps(api));
    expect(outcome.phase).toBe('success');
    expect(placements(calls)).toHaveLength(1);
    const asked = calls.filter((c) => c.path === endpoints.betOrderStatus.path)[0]!.input as {
      keys: string[];
    };
    expect(asked.keys).toEqual([landed]);
  });

  it('a lost request the server never saw: not placed, nothing queued', async () => {
    const { api, calls } = fakeApi({
      place: async () => {
        throw apiError('timeout');
      },
      status: async () => ({ list: [] }),
    });
    const outcome = await placeBet(request, deps(api));
    expect(outcome.phase).toBe('offline');
    expect(placements(calls)).toHaveLength(1);
    expect(await readPending(42)).toEqual([]);
  });

  it('offline: nothing is sent and nothing is stored', async () => {
    const { api, calls } = fakeApi({});
    const outcome = await placeBet(request, deps(api, { online: () => false }));
    expect(outcome.phase).toBe('offline');
    expect(calls).toEqual([]);
    expect(await readPending(42)).toEqual([]);
  });

  it('a refusal by the server keeps nothing pending and names the reason', async () => {
    const { api } = fakeApi({
      place: async () => {
        throw apiError('business', 3001, 'Your balance is not enough for this.');
      },
    });
    const outcome = await placeBet(request, deps(api));
    expect(outcome).toMatchObject({
      phase: 'rejected',
      code: 3001,
      message: 'Your balance is not enough for this bet.',
    });
    expect(await readPending(42)).toEqual([]);
  });

  it('when even the status check fails, the key stays pending and is resolved on the next start', async () => {
    let landed = '';
    const down = fakeApi({
      place: async ({ key }) => {
        landed = key;
        throw apiError('network');
      },
      status: async () => {
        throw apiError('network');
      },
    });
    const outcome = await placeBet(request, deps(down.api));
    expect(outcome.phase).toBe('unknown');
    expect((await readPending(42)).map((p) => p.key)).toEqual([landed]);

    // Back online (a reload): the key is asked about, the bet reported, the key forgotten; nothing re-placed.
    const up = fakeApi({ status: async () => ({ list: [order(landed, 4)] }) });
    const found = await resolvePending(deps(up.api));
    expect(found.placed.map((o) => o.key)).toEqual([landed]);
    expect(placements(up.calls)).toHaveLength(0);
    expect(await readPending(42)).toEqual([]);
  });

  it('an old pending key the server never saw is dropped; another player’s keys are left alone', async () => {
    const down = fakeApi({
      place: async () => {
        throw apiError('network');
      },
      status: async () => {
        throw apiError('network');
      },
    });
    await placeBet(request, deps(down.api));
    const empty = fakeApi({ status: async () => ({ list: [] }) });
    await resolvePending(deps(empty.api, { uid: () => 7 }));
    expect(await readPending(42)).toHaveLength(1);
    await resolvePending(deps(empty.api));
    expect(await readPending(42)).toHaveLength(1);
    await resolvePending(deps(empty.api, { now: () => 1_000_000 + PENDING_MAX_AGE_MS + 1 }));
    expect(await readPending(42)).toEqual([]);
  });
});
