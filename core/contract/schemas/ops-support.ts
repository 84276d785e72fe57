import { Type, type Static } from '@sinclair/typebox';
import { LOCALES } from '../../i18n/locales';

/**
 * The operator console's canned answers of the support chat (issue #24): per brand, a title, the text the
 * operator inserts, and its language (operators answer in the player's). Lengths are checked here and, after
 * trimming, again in server/support/canned.ts (a title or text of spaces is refused there).
 */

export const CANNED_TITLE_MAX = 80;
/** The chat's own limit (core/contract/support-chat.ts MAX_CHAT_LENGTH): an answer must fit one message. */
export const CANNED_BODY_MAX = 1000;

/** Why (the audit log keeps it), like every console change (src/ops/Dialog.tsx ReasonDialog). */
const Reason = Type.String({ minLength: 1, maxLength: 500 });
const Lang = Type.Union(LOCALES.map((l) => Type.Literal(l)));

export const OpsCannedSchema = Type.Object({
  id: Type.Integer(),
  brand: Type.String(),
  title: Type.String(),
  body: Type.String(),
  lang: Lang,
  updated_at: Type.Number(),
});
export type OpsCanned = Static<typeof OpsCannedSchema>;
export const OpsCannedListSchema = Type.Object({ list: Type.Array(OpsCannedSchema) });
export type OpsCannedList = Static<typeof OpsCannedListSchema>;

const Fields = {
  title: Type.String({ minLength: 1, maxLength: CANNED_TITLE_MAX }),
  body: Type.String({ minLength: 1, maxLength: CANNED_BODY_MAX }),
  lang: Lang,
  reason: Reason,
};
export const OpsCannedCreateSchema = Type.Object({
  brand: Type.String({ minLength: 1, maxLength: 32 }),
  ...Fields,
});
export type OpsCannedCreate = Static<typeof OpsCannedCreateSchema>;
export const OpsCannedEditSchema = Type.Object({ id: Type.Integer({ minimum: 1 }), ...Fields });
export type OpsCannedEdit = Static<typeof OpsCannedEditSchema>;
export const OpsCannedDeleteSchema = Type.Object({ id: Type.Integer({ minimum: 1 }), reason: Reason });
export type OpsCannedDelete = Static<typeof OpsCannedDeleteSchema>;
