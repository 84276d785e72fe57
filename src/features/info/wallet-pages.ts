import { msg } from '@lingui/core/macro';
import { type InfoPageSpec, toDeposit, walletSignIn } from './spec';

/** Wallet pages not built yet: payment screens (ThaiQR, Thai bank transfer, SPEI) and the bonus wallet. */
export const WALLET_PAGES = {
  'thaiqr-pay': {
    title: msg`ThaiQR payment`,
    body: msg`The QR code of your ThaiQR deposit will be shown here.`,
    signIn: walletSignIn,
    action: toDeposit,
  },
  'th-bank-page': {
    title: msg`Bank transfer`,
    body: msg`The bank details of your transfer will be shown here.`,
    signIn: walletSignIn,
    action: toDeposit,
  },
} satisfies Record<string, InfoPageSpec>;
