/**
 * The optional Redis of a cluster (REDIS_URL): shared rate limits (shared-limits.ts) and the shared odds
 * answers with the feed's "wrote" messages (shared-answers.ts). Nothing money-related goes through it.
 *
 * Commands never queue while Redis is away (enableOfflineQueue off) and time out fast, so a request never
 * waits on a dead Redis: callers fall back to their in-process versions. ioredis keeps reconnecting; the
 * first failure and the recovery are logged loudly, once each, not on every retry.
 */
import { Redis } from 'ioredis';

export interface ClusterLog {
  info(obj: object, msg: string): void;
  error(obj: object, msg: string): void;
}

export interface SharedRedis {
  /** Commands (limits, answers, publish). */
  readonly client: Redis;
  /** A second connection in subscriber mode (a subscribed connection takes no other commands). */
  readonly subscriber: Redis;
  /** Connected and answering: when false, callers use their local versions without trying. */
  ready(): boolean;
  close(): Promise<void>;
  /** REDIS_PREFIX: put before every key and channel, so several deployments (or test runs) share one Redis. */
  readonly prefix: string;
}

/** A command slower than this counts as Redis being down for that request. */
export const REDIS_COMMAND_TIMEOUT_MS = 300;

export function connectRedis(url: string, log: ClusterLog, prefix = ''): SharedRedis {
  const options = {
    keyPrefix: prefix,
    enableOfflineQueue: false,
    maxRetriesPerRequest: 0,
    connectTimeout: 1_000,
    commandTimeout: REDIS_COMMAND_TIMEOUT_MS,
    // Reconnect forever, backing off to 2 s: Redis coming back is picked up without a restart.
    retryStrategy: (times: number) => Math.min(200 * times, 2_000),
    lazyConnect: false,
  };
  const client = new Redis(url, options);
  // The subscriber must queue its SUBSCRIBE until connected, and has no command timeout (it waits for messages).
  const subscriber = new Redis(url, { ...options, enableOfflineQueue: true, commandTimeout: undefined });
  let down = false;
  const where = safeUrl(url);
  const onDown = (err?: Error) => {
    if (down) return;
    down = true;
    log.error(
      { err, redis: where },
      'REDIS UNAVAILABLE: rate limits are per node (local) and the odds answers are not shared until it is back; ' +
        'money is unaffected (it lives in PostgreSQL)',
    );
  };
  client.on('error', (err: Error) => onDown(err));
  client.on('end', () => onDown());
  client.on('close', () => client.status !== 'ready' && onDown());
  client.on('ready', () => {
    if (down) log.info({ redis: where }, 'Redis is back: shared rate limits and answers resumed');
    else log.info({ redis: where }, 'Redis connected: shared rate limits and odds answers');
    down = false;
  });
  subscriber.on('error', () => {
    // Reported through the client's events; an unhandled 'error' event would crash the process.
  });
  return {
    client,
    subscriber,
    prefix,
    ready: () => client.status === 'ready',
    async close() {
      client.disconnect();
      subscriber.disconnect();
    },
  };
}

/** The URL without its password, for the log. */
function safeUrl(url: string): string {
  try {
    const u = new URL(url);
    if (u.password) u.password = '***';
    return u.toString();
  } catch {
    return '(unparsable REDIS_URL)';
  }
}
