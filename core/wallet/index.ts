/** Wallet rules (SPEC §3, §4, §5, §9) shared by the server, the page and the tests. Pure. */
export * from './balance';
export * from './currency';
export * from './limits';
export * from './methods';
export * from './status';
export * from './errors';
export * from './recommend';
export * from './wait-page';
