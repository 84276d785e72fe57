/**
 * Bet builder calls (issue #23; SPEC names none, paths ours in endpoints-bets.ts): several selections of ONE
 * match priced from the model's joint probability (core/bets/builder.ts). The quote is a read the engine
 * polls while the builder is open; the placement is one order of kind `bet_builder` with one leg per pick,
 * keyed like every placement. Odds on the wire are decimal, money minor units, as in schemas/bets.ts.
 */
import { Type, type Static } from '@sinclair/typebox';
import { BUILDER_MAX_LEGS } from '../../bets/builder';
import { AcceptOddsSchema, IdempotencyKeySchema, SelectionRefSchema } from './bets';
import { CatalogueId, MONEY_MAX } from './bounds';

/** The picks of a builder: refs into the match's markets (1 to BUILDER_MAX_LEGS + 1, so "too many" is said). */
const Legs = Type.Array(SelectionRefSchema, { minItems: 1, maxItems: BUILDER_MAX_LEGS + 1 });

export const BuilderQuoteQuerySchema = Type.Object({ matchId: CatalogueId(), legs: Legs });
export type BuilderQuoteQuery = Static<typeof BuilderQuoteQuerySchema>;

/** Why a combination is not offered (core/bets/builder.ts BuilderRefusal, plus the match-level ones). */
export const BuilderRefusalSchema = Type.Union([
  Type.Literal('too_few'),
  Type.Literal('too_many'),
  Type.Literal('sport'),
  Type.Literal('market'),
  Type.Literal('same_market'),
  Type.Literal('contradictory'),
  Type.Literal('redundant'),
  Type.Literal('odds_low'),
  Type.Literal('odds_high'),
  Type.Literal('closed'),
  Type.Literal('other_match'),
]);
export type BuilderRefusalCode = Static<typeof BuilderRefusalSchema>;

/**
 * A quote: `od` the combined decimal odds when the combination is offered; else `reason` (and `leg`, the
 * index of the pick it is about). `naive` is the product of the legs' own prices, for comparison.
 */
export const BuilderQuoteSchema = Type.Object({
  matchId: Type.Integer(),
  ok: Type.Boolean(),
  od: Type.Optional(Type.Number()),
  naive: Type.Optional(Type.Number()),
  reason: Type.Optional(BuilderRefusalSchema),
  leg: Type.Optional(Type.Integer()),
  /** The reason as a sentence, in English (the client shows its own translated text by `reason`). */
  msg: Type.Optional(Type.String()),
});
export type BuilderQuote = Static<typeof BuilderQuoteSchema>;

/** Place a builder: the picks, the combined odds the player saw, the stake (minor units). */
export const BuilderPlaceSchema = Type.Object({
  key: IdempotencyKeySchema,
  acceptOdds: AcceptOddsSchema,
  matchId: CatalogueId(),
  legs: Legs,
  od: Type.Number({ exclusiveMinimum: 1, maximum: 1000 }),
  stake: Type.Integer({ minimum: 1, maximum: MONEY_MAX }),
});
export type BuilderPlace = Static<typeof BuilderPlaceSchema>;
