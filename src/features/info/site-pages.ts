import { msg } from '@lingui/core/macro';
import { type InfoPageSpec, toSport } from './spec';

/** Site pages not built yet (the help, content and menu pages live in src/features/help). */
export const SITE_PAGES = {
  welcome: {
    title: msg`Welcome`,
    body: msg`A welcome tour for new players will be shown here.`,
    action: toSport,
  },
} satisfies Record<string, InfoPageSpec>;
