import { endpoints } from '../../../core/contract/endpoints';
import { identityUpload } from '../../../core/contract/endpoints-identity';
import type { IdentityUpload } from '../../../core/contract/schemas/identity';
import type { LimitKey } from '../../../core/rg/limits';
import { createPageApi } from '../../platform/api';
import { refreshTopic } from '../../platform/engine-bridge';

/**
 * Responsible gaming's one-off changes (issue #21). The status is the engine's rgStatus topic
 * (workers/engine/rg-topics.ts), refreshed after each change. A change is never retried on its own: the
 * player sees the answer and decides.
 */
const rgApi = createPageApi({ toast: false });

export const NO_PARAMS: Record<string, never> = {};

const after = async <T>(run: Promise<T>): Promise<T> => {
  const answer = await run;
  refreshTopic('rgStatus', NO_PARAMS);
  return answer;
};

export const setLimit = (key: LimitKey, value: number | null) =>
  after(rgApi.call(endpoints.rgLimitsSet, { limits: { [key]: value } }, { retries: 0 }));
export const confirmLimit = (key: LimitKey) =>
  after(rgApi.call(endpoints.rgLimitConfirm, { key }, { retries: 0 }));
export const excludeFor = (kind: 'timeout' | 'self_exclusion', length: number | null) =>
  after(
    rgApi.call(endpoints.rgExclude, length === null ? { kind, permanent: true } : { kind, length }, {
      retries: 0,
    }),
  );
export const setRealityInterval = (minutes: number | null) =>
  after(rgApi.call(endpoints.rgRealitySet, { minutes }, { retries: 0 }));

/** /auth-file: sends a document, then refreshes the identity topic. */
export const uploadIdentityDocument = (input: IdentityUpload) =>
  after(rgApi.call(identityUpload, input, { retries: 0 })).then((answer) => {
    refreshTopic('identityStatus', NO_PARAMS);
    return answer;
  });
