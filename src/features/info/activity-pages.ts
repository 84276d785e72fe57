import { msg } from '@lingui/core/macro';
import { type InfoPageSpec, toSport, toHome, toPromotions, bonusSignIn } from './spec';

/** Campaign pages (`activity/...`) not built yet: deposit, bet and cashback offers, events. */
export const ACTIVITY_PAGES = {
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
} satisfies Record<string, InfoPageSpec>;
