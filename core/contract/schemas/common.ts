import { Type, type Static } from '@sinclair/typebox';

/**
 * The parameters the client adds to every request (SPEC §7: device ids, user ids, country, currency,
 * language, version, timestamp). They travel in the query string of GET and POST alike; the server reads
 * them after the sanitisation rules of SPEC §5 (core/params). None is required: a bare request is a visitor.
 */
export const CommonParamsSchema = Type.Object({
  smid: Type.Optional(Type.String({ maxLength: 64 })),
  uid: Type.Optional(Type.String({ maxLength: 32 })),
  sid: Type.Optional(Type.String({ maxLength: 128 })),
  lca_coun: Type.Optional(Type.String({ maxLength: 8 })),
  currency: Type.Optional(Type.String({ maxLength: 8 })),
  lca_lang: Type.Optional(Type.String({ maxLength: 16 })),
  cv: Type.Optional(Type.String({ maxLength: 64 })),
  ts: Type.Optional(Type.String({ maxLength: 16 })),
  p: Type.Optional(Type.String({ maxLength: 100 })),
  app_key: Type.Optional(Type.String({ maxLength: 32 })),
});
export type CommonParams = Static<typeof CommonParamsSchema>;

export const EmptySchema = Type.Object({});
export type Empty = Static<typeof EmptySchema>;

/** A list wrapper: every list answer is `{ list }` so fields can be added beside it later. */
export const ListOf = <T extends ReturnType<typeof Type.Object>>(item: T) =>
  Type.Object({ list: Type.Array(item) });
