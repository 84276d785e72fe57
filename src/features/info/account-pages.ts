import { msg } from '@lingui/core/macro';
import { type InfoPageSpec, toSport, toHome, toHelp, accountSignIn } from './spec';

/** Account pages not built yet: e-mail sign-up and recovery, messages, settings, verification. */
export const ACCOUNT_PAGES = {
  'save-email': {
    title: msg`Save your e-mail`,
    body: msg`Saving an e-mail to your guest account opens with player accounts.`,
    action: toHome,
  },
  'email-register': {
    title: msg`Register`,
    body: msg`Registration opens with player accounts. Until then you can browse sports and games as a guest.`,
    action: toSport,
  },
  'email-forgot-password': {
    title: msg`Forgot password`,
    body: msg`Password reset by e-mail opens with player accounts.`,
    action: toHelp,
  },
  setting: {
    title: msg`Settings`,
    body: msg`Your preferences.`,
    action: { label: msg`Language`, to: '/setting/language' },
  },
  'setting/account-info': {
    title: msg`Account information`,
    body: msg`Your account details will be shown here.`,
    signIn: accountSignIn,
  },
  'setting/account-cancellation': {
    title: msg`Close account`,
    body: msg`Closing your account will be possible from here.`,
    signIn: accountSignIn,
    action: toHelp,
  },
  'auth-file': {
    title: msg`Verification`,
    body: msg`Identity documents can be sent from here once accounts open.`,
    signIn: accountSignIn,
  },
} satisfies Record<string, InfoPageSpec>;
