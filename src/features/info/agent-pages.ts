import { msg } from '@lingui/core/macro';
import { type InfoPageSpec, toHelp, toPromotions, walletSignIn, accountSignIn } from './spec';

/** Agent programme pages not built yet (`agent/...` and the thin layout `thin/agent/...`). */
export const AGENT_PAGES = {
  'thin/agent/home': {
    title: msg`Agent programme`,
    body: msg`Your agent link and earnings will be shown here.`,
    signIn: accountSignIn,
    action: toPromotions,
  },
  'thin/agent/bind': {
    title: msg`Link an agent`,
    body: msg`Linking your account to an agent will be possible here.`,
    signIn: accountSignIn,
  },
  'thin/agent/daily': {
    title: msg`Daily earnings`,
    body: msg`No agent earnings yet.`,
    signIn: accountSignIn,
  },
  'thin/agent/transfer': {
    title: msg`Transfer earnings`,
    body: msg`Moving agent earnings to your wallet will be possible here.`,
    signIn: walletSignIn,
  },
  'thin/agent/faq': {
    title: msg`Agent questions`,
    body: msg`Answers about the agent programme will be listed here.`,
    action: toHelp,
  },
  'thin/agent/tutorial': {
    title: msg`Agent guide`,
    body: msg`A guide to the agent programme will be shown here.`,
    action: toHelp,
  },
} satisfies Record<string, InfoPageSpec>;
