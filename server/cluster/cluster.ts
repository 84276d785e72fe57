/**
 * What the nodes of a cluster share besides PostgreSQL: with REDIS_URL, the rate limits, the odds answers
 * and the feed's news; without it (one node, the embedded default) none of it, and everything stays in
 * process. Built once in main.ts and handed to buildApp and the feed.
 */
import type { RemoteAnswers, SharedAnswerOptions } from './shared-answers';
import { createRemoteAnswers } from './shared-answers';
import { createFeedNews, type FeedNews } from './feed-news';
import { connectRedis, type ClusterLog, type SharedRedis } from './redis';
import { createSharedLimitStore, type SharedLimitStore } from './shared-limits';

declare module 'fastify' {
  interface FastifyInstance {
    /** The cluster's shared rate limits; null: in memory (http/rate-limit.ts). */
    sharedLimits: SharedLimitStore | null;
    /** The cluster (Redis) services; null without REDIS_URL. */
    cluster: Cluster | null;
  }
}

export interface Cluster {
  redis: SharedRedis;
  limits: SharedLimitStore;
  feedNews: FeedNews;
  answers(options: Omit<SharedAnswerOptions, 'generation'>): RemoteAnswers;
  close(): Promise<void>;
}

export function redisUrlFrom(env: NodeJS.ProcessEnv): string | null {
  return env.REDIS_URL?.trim() || null;
}

export function createCluster(redisUrl: string, log: ClusterLog, prefix = ''): Cluster {
  const redis = connectRedis(redisUrl, log, prefix);
  const feedNews = createFeedNews(redis, log);
  return {
    redis,
    limits: createSharedLimitStore(redis),
    feedNews,
    answers: (options) => createRemoteAnswers(redis, { ...options, generation: feedNews.generation }),
    close: () => redis.close(),
  };
}
