/**
 * The chat's fan-out: after a message or a change is stored, every node's sockets that should hear it do.
 * With the cluster's Redis (REDIS_URL) an event is published on one channel and every node, this one
 * included, delivers it from its subscriber; without Redis, or when a publish fails, it is delivered here
 * only (one node). Nothing is lost to a Redis outage: the database has it and a reconnecting client asks for
 * the history since its last id.
 */
import type { ClusterLog, SharedRedis } from '../cluster/redis';
import type { ChatMessage, ConversationView } from './store';

export type HubEvent =
  | { kind: 'message'; brand: string; uid: number; message: ChatMessage; view: ConversationView }
  | { kind: 'conversation'; brand: string; uid: number; view: ConversationView; message?: ChatMessage };

export interface SupportHub {
  publish(event: HubEvent): Promise<void>;
  /** Returns the unsubscribe function. */
  listen(listener: (event: HubEvent) => void): () => void;
}

export const SUPPORT_CHANNEL = 'support:chat';

export function createSupportHub(redis: SharedRedis | null, log: ClusterLog): SupportHub {
  const listeners = new Set<(event: HubEvent) => void>();
  const deliver = (event: HubEvent) => {
    for (const l of listeners) {
      try {
        l(event);
      } catch (err) {
        log.error({ err }, 'support chat: a listener failed');
      }
    }
  };
  // Channels are not keys: ioredis's keyPrefix does not apply to them.
  const channel = redis ? `${redis.prefix}${SUPPORT_CHANNEL}` : '';
  if (redis) {
    redis.subscriber.subscribe(channel).catch((err: unknown) => {
      log.error({ err }, 'Redis: subscribing to the support chat failed; chat events stay on this node');
    });
    redis.subscriber.on('message', (from: string, text: string) => {
      if (from !== channel) return;
      try {
        deliver(JSON.parse(text) as HubEvent);
      } catch {
        // A malformed event is dropped: clients catch up from the history.
      }
    });
  }
  return {
    async publish(event) {
      if (redis?.ready()) {
        try {
          await redis.client.publish(channel, JSON.stringify(event));
          return;
        } catch {
          // Falls through: this node's sockets at least hear it.
        }
      }
      deliver(event);
    },
    listen(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
