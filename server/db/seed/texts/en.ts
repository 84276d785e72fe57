import type { ContentText } from '../content-text';

export const en: ContentText = {
  topTabs: { home: 'Home', slots: 'Slots', casino: 'Casino', sport: 'Sport' },
  banners: {
    welcome: (b) => `Welcome bonus up to ${b}`,
    live: 'Live betting with boosted odds',
    app: 'Install the app and play faster',
  },
  icons: {
    deposit: 'Deposit',
    vip: 'VIP Club',
    tasks: 'Tasks',
    invite: 'Invite',
    promotions: 'Promotions',
    support: 'Support',
  },
  popups: {
    firstCharge: (b) => `First deposit doubled: up to ${b}`,
    download: 'Get the app and win free spins',
  },
  sports: {
    Soccer: 'Soccer',
    BasketBall: 'Basketball',
    Tennis: 'Tennis',
    Volleyball: 'Volleyball',
    TableTennis: 'Table tennis',
    Dota: 'Dota 2',
    EFootball: 'eFootball',
  },
  sportTabs: { InPlay: 'In-Play', Live: 'Live' },
  pwa: { title: 'Install the app', description: 'One-tap access, goal alerts and fast withdrawals.' },
};
