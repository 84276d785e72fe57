import { msg } from '@lingui/core/macro';
import { type InfoPageSpec, toHome } from './spec';

/** Campaign pages (`activity/...`) not built yet: the UI switch reward (its own issue). */
export const ACTIVITY_PAGES = {
  'activity/ui-switch-reward': {
    title: msg`New look reward`,
    body: msg`The reward for trying the new home page will be shown here.`,
    action: toHome,
  },
} satisfies Record<string, InfoPageSpec>;
