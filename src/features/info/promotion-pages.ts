import { msg } from '@lingui/core/macro';
import { type InfoPageSpec, toGames, toPromotions, bonusSignIn } from './spec';

/** Promotion and bonus pages not built yet: rewards, bonuses, free rounds, VIP, raffles, tasks, cashback. */
export const PROMOTION_PAGES = {
  award: {
    title: msg`Rewards`,
    body: msg`No rewards yet. Rewards you earn will be listed here.`,
    signIn: bonusSignIn,
    action: toPromotions,
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
  raffle: { title: msg`Raffle`, body: msg`No raffle is running right now.`, action: toPromotions },
} satisfies Record<string, InfoPageSpec>;
