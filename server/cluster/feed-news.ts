/**
 * "The feed wrote": the feed's leader publishes it after each tick that changed something, with a new
 * generation number (INCR, so it only grows), and every node, the leader included, hears it on its subscriber
 * connection and drops what it cached from before (odds answers, live rows). Only with REDIS_URL; without it
 * there is one node and its caches simply expire.
 */
import type { ClusterLog, SharedRedis } from './redis';

export const FEED_CHANNEL = 'feed:wrote';
const GENERATION_KEY = 'feed:generation';

export interface FeedNews {
  /** Called by the feed runner after a tick with writes. Never throws. */
  wrote(): Promise<void>;
  /** Runs `listener` whenever any node's feed wrote. */
  onWrote(listener: () => void): void;
  /** The last generation heard ('0' before any). */
  generation(): string;
}

export function createFeedNews(redis: SharedRedis, log: ClusterLog): FeedNews {
  const listeners: (() => void)[] = [];
  let generation = '0';
  const heard = (g: string) => {
    generation = g;
    for (const l of listeners) l();
  };
  // Channels are not keys: ioredis's keyPrefix does not apply to them, so the prefix is added here.
  const channel = `${redis.prefix}${FEED_CHANNEL}`;
  redis.subscriber.subscribe(channel).catch((err: unknown) => {
    log.error({ err }, 'Redis: subscribing to the feed news failed; answers expire by their window only');
  });
  redis.subscriber.on('message', (from: string, message: string) => {
    if (from === channel) heard(message);
  });
  // Learn the current generation on (re)connect, so keys agree with the other nodes at once.
  redis.client.on('ready', () => {
    redis.client.get(GENERATION_KEY).then(
      (g) => {
        if (g !== null) generation = g;
      },
      () => undefined,
    );
  });
  return {
    async wrote() {
      if (!redis.ready()) return;
      try {
        const g = await redis.client.incr(GENERATION_KEY);
        await redis.client.publish(channel, String(g));
      } catch {
        // The others' answers expire by their window; redis.ts logs the outage.
      }
    },
    onWrote(listener) {
      listeners.push(listener);
    },
    generation: () => generation,
  };
}
