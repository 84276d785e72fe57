export * from './envelope';
export * from './errors';
export * from './endpoint';
export * from './endpoints';
export type * from './schemas/common';
export type * from './schemas/config';
export type * from './schemas/sport';
export type * from './schemas/report';
export type * from './schemas/user';
