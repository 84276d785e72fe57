/**
 * Every endpoint of the contract, one named export each (re-exported from the area files). Imported as a
 * namespace by endpoints.ts; the bundler keeps only the members a bundle reads (`endpoints.latestOdds`).
 */
export * from './endpoints-core';
export * from './endpoints-finance';
export * from './endpoints-bets';
export * from './endpoints-games';
export * from './endpoints-inhouse';
export * from './endpoints-messages';
export * from './endpoints-promotions';
export * from './endpoints-free-rounds';
export * from './endpoints-loyalty';
export * from './endpoints-invite';
export * from './endpoints-rg';
export * from './endpoints-play';
export * from './endpoints-identity';
export * from './endpoints-agent';
export * from './endpoints-install';
export * from './endpoints-channels';
export * from './endpoints-finance-more';
export * from './endpoints-games-more';
export * from './endpoints-users-more';
