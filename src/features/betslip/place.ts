/**
 * Placing a bet (issue #5 "Placement and acceptance"): one client-made idempotency key per attempt, written
 * to IndexedDB before the request leaves, so an answer lost in flight is resolved by asking
 * getStakeOrderStatus with the same key, never by placing again. The order status is then polled until it is
 * final (4 success, 2 rejected, 3 canceled). Offline, nothing is sent and nothing is queued (DESIGN.md §3).
 */
import { t } from '@lingui/core/macro';
import { ApiError, type ApiClient } from '../../../core/api/types';
import { endpoints } from '../../../core/contract/endpoints';
import { DmError } from '../../../core/contract/errors';
import type { BetMultiple, BetOrder, FreeBetPlace, SinglePass } from '../../../core/contract/schemas/bets';
import { deletePending, readPending, writePending, type PendingPlacement } from './slip-db';

/**
 * SPEC §4 Bet order status. Kept here as numbers: the schema module's constants would bring the JSON-schema
 * library into the page's chunk.
 */
export const BetOrderStatus = { Created: 0, Confirming: 1, Rejected: 2, Canceled: 3, Success: 4 } as const;

export type PlaceRequest =
  | { kind: 'single_bet'; body: Omit<SinglePass, 'key'> }
  | { kind: 'bet_multi' | 'system_bet'; body: Omit<BetMultiple, 'key'> }
  | { kind: 'free'; body: Omit<FreeBetPlace, 'key'> };

export type PlaceOutcome =
  | { phase: 'success'; orders: BetOrder[] }
  /** Refused by the server (or the order was rejected/canceled): nothing was staked. */
  | { phase: 'rejected'; message: string; code: number }
  /** Offline, or the request never reached the server: nothing was placed, nothing is queued. */
  | { phase: 'offline'; message: string }
  /** Sent, but its fate is not known yet (the status call failed too): kept, checked again later. */
  | { phase: 'unknown'; message: string };

/**
 * The status answers of one placement's orders as they come (the engine's 1 s `betOrders` topic in the page):
 * `next` settles with the next answer, or null when that check failed.
 */
export interface OrderWatch {
  next(): Promise<BetOrder[] | null>;
  stop(): void;
}

export interface PlaceDeps {
  api: ApiClient;
  /** Follows a placement's orders by its key until they are final. */
  watchOrders: (key: string) => OrderWatch;
  online: () => boolean;
  newKey: () => string;
  now: () => number;
  uid: () => number;
  /** Called when the server has the order(s) but they are still confirming. */
  onConfirming?: (orders: BetOrder[]) => void;
}

/** How many status answers (one a second: the engine's betOrders topic) a confirming bet waits for. */
export const POLL_TRIES = 60;
/** A pending key not found this long after it was sent was never placed: forget it. */
export const PENDING_MAX_AGE_MS = 10 * 60_000;

const isFinal = (o: BetOrder) =>
  o.status !== BetOrderStatus.Created && o.status !== BetOrderStatus.Confirming;

export function offlineText(): string {
  return t`The bet cannot be placed now: you are offline. Nothing was sent; try again when you are back online.`;
}

/** What the player reads for a refusal: our words for the bet codes, else the server's message. */
export function refusalText(code: number, serverMsg: string): string {
  switch (code) {
    case DmError.BetOddsChanged:
      return t`The odds changed. Check the new odds and place the bet again.`;
    case DmError.BetMarketClosed:
    case DmError.BetOptionLocked:
      return t`A selection is suspended or closed. Remove it to place the bet.`;
    case DmError.InsufficientBalance:
      return t`Your balance is not enough for this bet.`;
    case DmError.BetSameMatch:
      return t`Selections of the same match cannot be combined.`;
    case DmError.FreeBetUnavailable:
      return t`This free bet cannot be used on this bet.`;
    case DmError.BonusMaxStakeExceeded:
      return t`This stake is over the maximum stake of your active bonus. Lower it and try again.`;
    default:
      return serverMsg || t`The bet was not accepted. Please try again.`;
  }
}

function outcomeOf(orders: BetOrder[]): PlaceOutcome | null {
  if (orders.length === 0 || !orders.every(isFinal)) return null;
  const refused = orders.find((o) => o.status !== BetOrderStatus.Success);
  if (!refused) return { phase: 'success', orders };
  const code = refused.reject?.code ?? 0;
  return {
    phase: 'rejected',
    code,
    message:
      refused.status === BetOrderStatus.Canceled && !refused.reject
        ? t`The bet was canceled.`
        : refusalText(code, refused.reject?.msg ?? ''),
  };
}

async function ordersByKey(api: ApiClient, key: string): Promise<BetOrder[]> {
  const { list } = await api.call(endpoints.betOrderStatus, { keys: [key] }, { retries: 2 });
  return list.filter((o) => o.key === key);
}

/** Follows the key's orders until they are final. */
async function follow(key: string, first: BetOrder[], deps: PlaceDeps): Promise<PlaceOutcome> {
  let orders = first;
  let watch: OrderWatch | undefined;
  try {
    for (let i = 0; i < POLL_TRIES; i++) {
      const done = outcomeOf(orders);
      if (done) {
        await deletePending(key);
        return done;
      }
      deps.onConfirming?.(orders);
      watch ??= deps.watchOrders(key);
      // A failed check (null) is asked again on the next turn; the key stays pending.
      const next = (await watch.next())?.filter((o) => o.key === key);
      if (next?.length) orders = next;
    }
  } finally {
    watch?.stop();
  }
  return {
    phase: 'unknown',
    message: t`Your bet is still being confirmed. It will appear in your open bets once accepted.`,
  };
}

function send(api: ApiClient, request: PlaceRequest, key: string) {
  switch (request.kind) {
    case 'single_bet':
      return api.call(endpoints.betSinglePass, { ...request.body, key });
    case 'free':
      return api.call(endpoints.freeBetPlace, { ...request.body, key });
    default:
      return api.call(endpoints.betMultiple, { ...request.body, key });
  }
}

export async function placeBet(request: PlaceRequest, deps: PlaceDeps): Promise<PlaceOutcome> {
  if (!deps.online()) return { phase: 'offline', message: offlineText() };
  const key = deps.newKey();
  const pending: PendingPlacement = {
    key,
    uid: deps.uid(),
    createdAt: deps.now(),
    kind: request.kind === 'free' ? 'single_bet' : request.kind,
    request: { ...request.body, key } as PendingPlacement['request'],
  };
  await writePending(pending);
  let orders: BetOrder[];
  try {
    orders = (await send(deps.api, request, key)).orders;
  } catch (err) {
    const info = err instanceof ApiError ? err.info : null;
    if (info && (info.kind === 'business' || info.kind === 'expired' || info.kind === 'forbidden')) {
      // The server answered: nothing was placed under this key.
      await deletePending(key);
      if (info.kind === 'expired')
        return { phase: 'rejected', code: 604, message: t`Please log in to place a bet.` };
      return { phase: 'rejected', code: info.dm_error, message: refusalText(info.dm_error, info.error_msg) };
    }
    // No answer: the bet may or may not have landed. Ask by the same key; never send it again.
    try {
      orders = await ordersByKey(deps.api, key);
    } catch {
      return {
        phase: 'unknown',
        message: t`We could not confirm your bet because the connection dropped. We will check it again; do not place it twice.`,
      };
    }
    if (orders.length === 0) {
      await deletePending(key);
      return {
        phase: 'offline',
        message: t`The bet cannot be placed now: the connection failed and nothing was placed. Try again.`,
      };
    }
  }
  return follow(key, orders, deps);
}

/**
 * Placements of this player whose answer was lost (found in IndexedDB after a reload or restart): asked by
 * key once; final ones are reported and forgotten, absent ones forgotten when old enough.
 */
export async function resolvePending(
  deps: Pick<PlaceDeps, 'api' | 'now' | 'uid'>,
): Promise<{ placed: BetOrder[]; refused: BetOrder[] }> {
  const uid = deps.uid();
  const mine = await readPending(uid);
  const placed: BetOrder[] = [];
  const refused: BetOrder[] = [];
  if (!mine.length || !uid) return { placed, refused };
  const { list } = await deps.api.call(
    endpoints.betOrderStatus,
    { keys: mine.map((p) => p.key) },
    { retries: 1 },
  );
  for (const p of mine) {
    const orders = list.filter((o) => o.key === p.key);
    if (orders.length === 0) {
      if (deps.now() - p.createdAt > PENDING_MAX_AGE_MS) await deletePending(p.key);
      continue;
    }
    if (!orders.every(isFinal)) continue;
    for (const o of orders) (o.status === BetOrderStatus.Success ? placed : refused).push(o);
    await deletePending(p.key);
  }
  return { placed, refused };
}
