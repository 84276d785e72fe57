import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';

/**
 * Title and empty state of every page a later issue fills in. Each says what the page will hold and offers
 * the nearest useful way on, so a player who lands here is never stuck on a blank screen.
 */
export interface InfoPageSpec {
  title: MessageDescriptor;
  /** What the player will find here. */
  body: MessageDescriptor;
  /**
   * Shown to visitors, with Log in and Register, instead of `body` when the page is about their account
   * (keep in step with src/features/account/login-pages.ts).
   */
  signIn?: MessageDescriptor;
  action?: { label: MessageDescriptor; to: string };
}

// The ways on and sign-in prompts many pages share, so each is one catalog entry.
export const toSport = { label: msg`Go to sports`, to: '/sport' };
export const toGames = { label: msg`Browse games`, to: '/home/casino' };
export const toDeposit = { label: msg`Deposit`, to: '/wallet/deposit' };
export const toHome = { label: msg`Back to home`, to: '/home/game' };
export const toHelp = { label: msg`Help center`, to: '/faq/home' };
export const toPromotions = { label: msg`See promotions`, to: '/promotion' };
export const walletSignIn = msg`Log in to see your wallet.`;
export const bonusSignIn = msg`Log in to see your bonuses.`;
export const accountSignIn = msg`Log in to manage your account.`;
