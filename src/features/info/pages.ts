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

const toSport = { label: msg`Go to sports`, to: '/sport' };
const toGames = { label: msg`Browse games`, to: '/home/casino' };
const toDeposit = { label: msg`Deposit`, to: '/wallet/deposit' };
const toHome = { label: msg`Back to home`, to: '/home/game' };
const toHelp = { label: msg`Help center`, to: '/faq/home' };
const toPromotions = { label: msg`See promotions`, to: '/promotion' };
const walletSignIn = msg`Log in to see your wallet.`;
const bonusSignIn = msg`Log in to see your bonuses.`;
const accountSignIn = msg`Log in to manage your account.`;

export const INFO_PAGES = {
  'match-detail': {
    title: msg`Match details`,
    body: msg`All markets of the match you chose will be shown here.`,
    action: toSport,
  },
  award: {
    title: msg`Rewards`,
    body: msg`No rewards yet. Rewards you earn will be listed here.`,
    signIn: bonusSignIn,
    action: toPromotions,
  },
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
  'faq/home': {
    title: msg`Help center`,
    body: msg`Answers to common questions will be listed here.`,
    action: { label: msg`Contact support`, to: '/support' },
  },
  'faq/detail': {
    title: msg`Help article`,
    body: msg`The answer you chose will be shown here.`,
    action: toHelp,
  },
  'faq/video': { title: msg`Video guides`, body: msg`Video guides will be listed here.`, action: toHelp },
  'ranking-list': {
    title: msg`Rankings`,
    body: msg`Daily and weekly rankings will be listed here.`,
    action: toPromotions,
  },
  privacy: {
    title: msg`Privacy policy`,
    body: msg`The privacy policy of this site will be shown here.`,
    action: toHelp,
  },
  'email-forgot-password': {
    title: msg`Forgot password`,
    body: msg`Password reset by e-mail opens with player accounts.`,
    action: toHelp,
  },
  support: {
    title: msg`Support`,
    body: msg`Ways to reach our support team will be listed here.`,
    action: toHelp,
  },
  menu: {
    title: msg`Menu`,
    body: msg`Shortcuts to every part of the site will be listed here.`,
    action: toHelp,
  },
  'message-center': {
    title: msg`Messages`,
    body: msg`No messages yet. Notices from us will be listed here.`,
    signIn: accountSignIn,
  },
  'message-detail': {
    title: msg`Message`,
    body: msg`The message you chose will be shown here.`,
    signIn: accountSignIn,
  },
  bonus: {
    title: msg`Bonus`,
    body: msg`No bonuses yet. Your bonuses and free rounds will be listed here.`,
    signIn: bonusSignIn,
    action: toPromotions,
  },
  'use-bonus': {
    title: msg`Use bonus`,
    body: msg`Bonuses you can use will be listed here.`,
    signIn: bonusSignIn,
    action: toPromotions,
  },
  'bonus-history': {
    title: msg`Bonus history`,
    body: msg`No bonus history yet.`,
    signIn: bonusSignIn,
    action: toPromotions,
  },
  'real-time-bonus': {
    title: msg`Real-time bonus`,
    body: msg`Bonuses credited as you play will be shown here.`,
    signIn: bonusSignIn,
    action: toPromotions,
  },
  'real-time-bonus-landing': {
    title: msg`Real-time bonus`,
    body: msg`How real-time bonuses work will be explained here.`,
    action: toPromotions,
  },
  league: {
    title: msg`League`,
    body: msg`Matches of the league you chose will be listed here.`,
    action: toSport,
  },
  redeem: {
    title: msg`Redeem code`,
    body: msg`Promo codes can be redeemed here once accounts open.`,
    signIn: bonusSignIn,
    action: toPromotions,
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
  welcome: {
    title: msg`Welcome`,
    body: msg`A welcome tour for new players will be shown here.`,
    action: toSport,
  },
  'welcome-bonus': {
    title: msg`Welcome bonus`,
    body: msg`The welcome bonus for new players will be described here.`,
    action: toPromotions,
  },
  'az-filter': {
    title: msg`Sports A-Z`,
    body: msg`Every sport and league will be listed here.`,
    action: toSport,
  },
  'az-filter-search': {
    title: msg`Search`,
    body: msg`Search for teams and leagues will be available here.`,
    action: toSport,
  },
  'az-filter-match': {
    title: msg`Matches`,
    body: msg`Matches of the sport or league you chose will be listed here.`,
    action: toSport,
  },
  about: {
    title: msg`About us`,
    body: msg`Who we are and how to reach us will be shown here.`,
    action: toHelp,
  },
  'auth-file': {
    title: msg`Verification`,
    body: msg`Identity documents can be sent from here once accounts open.`,
    signIn: accountSignIn,
  },
  download: {
    title: msg`Download the app`,
    body: msg`The app download for your phone will be offered here.`,
    action: toHome,
  },
  'new-download': {
    title: msg`Download the app`,
    body: msg`The app download for your phone will be offered here.`,
    action: toHome,
  },
  'brg-download': {
    title: msg`Download the app`,
    body: msg`The app download for your phone will be offered here.`,
    action: toHome,
  },
  'download/ios': {
    title: msg`Install on iPhone`,
    body: msg`Steps to add the app to your iPhone home screen will be shown here.`,
    action: toHome,
  },
  'download-land': {
    title: msg`Get the app`,
    body: msg`Why and how to install the app will be shown here.`,
    action: toHome,
  },
  'download-land/detail': {
    title: msg`Get the app`,
    body: msg`Installation details will be shown here.`,
    action: toHome,
  },
  promotion: {
    title: msg`Promotions`,
    body: msg`No promotions right now. Current offers will be listed here.`,
    action: toSport,
  },
  'promotion/free-rounds': {
    title: msg`Free rounds`,
    body: msg`No free rounds yet. Free spins you receive will be listed here.`,
    signIn: bonusSignIn,
    action: toGames,
  },
  'promotion/free-rounds/rule': {
    title: msg`Free rounds rules`,
    body: msg`The rules of free rounds will be shown here.`,
    action: toPromotions,
  },
  iframe: {
    title: msg`External page`,
    body: msg`Nothing to show: no page address was given.`,
    action: toHome,
  },
  link: { title: msg`External link`, body: msg`Nothing to open: no link was given.`, action: toHome },
  html: { title: msg`Notice`, body: msg`Nothing to show: no content was given.`, action: toHome },
  announcement: { title: msg`Announcements`, body: msg`No announcements right now.`, action: toHome },
  'vip-club': {
    title: msg`VIP club`,
    body: msg`Your VIP level and its rewards will be shown here.`,
    signIn: bonusSignIn,
    action: toPromotions,
  },
  'vip-roulette': {
    title: msg`VIP spin`,
    body: msg`The VIP spin and your prizes will be shown here.`,
    signIn: bonusSignIn,
    action: toPromotions,
  },
  'vip-roulette/user-list': {
    title: msg`VIP spin winners`,
    body: msg`Recent VIP spin winners will be listed here.`,
    action: toPromotions,
  },
  'spei-announce': {
    title: msg`SPEI notice`,
    body: msg`Notices about SPEI transfers will be shown here.`,
    action: toDeposit,
  },
  raffle: { title: msg`Raffle`, body: msg`No raffle is running right now.`, action: toPromotions },
  task: {
    title: msg`Tasks`,
    body: msg`Daily tasks and their rewards will be listed here.`,
    signIn: bonusSignIn,
    action: toPromotions,
  },
  more: { title: msg`More`, body: msg`More sections of the site will be listed here.`, action: toHelp },
  feedback: {
    title: msg`Feedback`,
    body: msg`Tell us what to improve; the feedback form will be here.`,
    action: { label: msg`Contact support`, to: '/support' },
  },
  'activity/first-charge': {
    title: msg`First deposit bonus`,
    body: msg`The bonus for your first deposit will be described here.`,
    action: toPromotions,
  },
  'activity/invite': {
    title: msg`Invite friends`,
    body: msg`Your invite link and rewards will be shown here.`,
    signIn: bonusSignIn,
    action: toPromotions,
  },
  'activity/invite-detail': {
    title: msg`Invite details`,
    body: msg`Friends you invited will be listed here.`,
    signIn: bonusSignIn,
    action: toPromotions,
  },
  'activity/free-bet': {
    title: msg`Free bet`,
    body: msg`Free bets you can use will be listed here.`,
    signIn: bonusSignIn,
    action: toSport,
  },
  'activity/free-bet-tip': {
    title: msg`Free bet`,
    body: msg`How free bets work will be explained here.`,
    action: toSport,
  },
  'activity/daily-deposit': {
    title: msg`Daily deposit bonus`,
    body: msg`The daily deposit bonus will be described here.`,
    action: toPromotions,
  },
  'activity/total-deposit': {
    title: msg`Deposit rewards`,
    body: msg`Rewards for your total deposits will be shown here.`,
    action: toPromotions,
  },
  'activity/bet-reward': {
    title: msg`Bet rewards`,
    body: msg`Rewards for your bets will be shown here.`,
    action: toPromotions,
  },
  'activity/daily-cash': {
    title: msg`Daily cashback`,
    body: msg`Your daily cashback will be shown here.`,
    signIn: bonusSignIn,
    action: toPromotions,
  },
  'activity/week-cash': {
    title: msg`Weekly cashback`,
    body: msg`Your weekly cashback will be shown here.`,
    signIn: bonusSignIn,
    action: toPromotions,
  },
  'activity/ui-switch-reward': {
    title: msg`New look reward`,
    body: msg`The reward for trying the new home page will be shown here.`,
    action: toHome,
  },
  'activity/christmas': {
    title: msg`Christmas event`,
    body: msg`The Christmas event is not running right now.`,
    action: toPromotions,
  },
  'agent/home': {
    title: msg`Agent programme`,
    body: msg`Your agent link and earnings will be shown here.`,
    signIn: accountSignIn,
    action: toPromotions,
  },
  'agent/history': { title: msg`Agent history`, body: msg`No agent earnings yet.`, signIn: accountSignIn },
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
  'thin/cashback': {
    title: msg`Cashback`,
    body: msg`Your cashback will be shown here.`,
    signIn: bonusSignIn,
    action: toPromotions,
  },
  'thin/pdd': {
    title: msg`Cash challenge`,
    body: msg`The cash challenge is not running right now.`,
    action: toPromotions,
  },
  'wallet/bonus': {
    title: msg`Bonus wallet`,
    body: msg`Your bonus balance will be shown here.`,
    signIn: walletSignIn,
    action: toPromotions,
  },
} satisfies Record<string, InfoPageSpec>;

export type InfoPageId = keyof typeof INFO_PAGES;
