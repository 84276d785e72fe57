export * from './client-version';
export * from './user';
export * from './global-status';
export * from './referrer';
