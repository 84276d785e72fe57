import { msg } from '@lingui/core/macro';
import { type InfoPageSpec, toSport } from './spec';

/** Sports pages not built yet: match details, leagues and the sports A-Z with its search. */
export const SPORT_PAGES = {
  'match-detail': {
    title: msg`Match details`,
    body: msg`All markets of the match you chose will be shown here.`,
    action: toSport,
  },
  league: {
    title: msg`League`,
    body: msg`Matches of the league you chose will be listed here.`,
    action: toSport,
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
} satisfies Record<string, InfoPageSpec>;
