/**
 * SPEC §8 push errors. The texts are the spec's own (logged and reported as the error message); the page
 * shows the player a translated explanation chosen by `reason`.
 */
export const PUSH_ERRORS = {
  firebaseInit: 'Firebase initialize failed.',
  emptyToken: 'Empty token!',
  subscribe: 'Subscribe push failed',
  permission: 'Apply notification permission failed',
  unsupported: 'Current browser does not support Notification API or the user has denied push permissions',
} as const;

export type PushFailure = 'unsupported' | 'denied' | 'default' | 'permission' | 'subscribe';

export class PushError extends Error {
  constructor(
    readonly reason: PushFailure,
    message: string,
  ) {
    super(message);
    this.name = 'PushError';
  }
}
