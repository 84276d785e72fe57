/**
 * Responsible gaming's topic (issue #21): the status the settings pages, the reality check and the header's
 * session clock read. A chunk of the worker of its own (topic-defs.ts RG_TOPICS). Changes are one-off
 * actions of the page, which then refreshes it.
 */
import * as endpoints from '../../core/contract/endpoints-rg';
import { identityStatus } from '../../core/contract/endpoints-identity';
import { SECOND, type RgTopic, type TopicDefinitions } from './topic-defs';

export const rgTopics: Pick<TopicDefinitions, RgTopic> = {
  rgStatus: {
    scope: 'viewer',
    store: false,
    intervalMs: 60 * SECOND,
    lists: { limits: 'key' },
    load: async (fetch) => ({ data: await fetch(endpoints.rgStatus, {}) }),
  },
  /** /auth-file: the identity status, the market's requirement and the documents sent (refreshed after one). */
  identityStatus: {
    scope: 'user',
    store: false,
    intervalMs: 60 * SECOND,
    lists: { documents: 'id' },
    load: async (fetch) => ({ data: await fetch(identityStatus, {}) }),
  },
};
