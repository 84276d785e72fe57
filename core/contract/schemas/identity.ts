import { Type, type Static } from '@sinclair/typebox';

/**
 * Identity verification (issue #21, /auth-file). Documents are images of at most IDENTITY_DOC_MAX_BYTES,
 * PNG, JPEG or WebP, sent as base64 (no data: prefix); the server checks the bytes, not just the type.
 */
export const IDENTITY_DOC_MAX_BYTES = 2 * 1024 * 1024;
export const IDENTITY_DOC_TYPES = ['image/png', 'image/jpeg', 'image/webp'] as const;
export const IDENTITY_DOC_KINDS = ['id_front', 'id_back', 'selfie'] as const;

const Status = Type.Union([
  Type.Literal('none'),
  Type.Literal('unverified'),
  Type.Literal('pending'),
  Type.Literal('verified'),
  Type.Literal('rejected'),
]);

export const IdentityDocumentSchema = Type.Object({
  id: Type.Integer(),
  kind: Type.String(),
  status: Type.Union([Type.Literal('pending'), Type.Literal('approved'), Type.Literal('rejected')]),
  /** Why the review refused it (English; the page shows its own text per status). */
  reason: Type.Union([Type.String(), Type.Null()]),
  size: Type.Integer(),
  created_at: Type.Integer(),
});
export type IdentityDocument = Static<typeof IdentityDocumentSchema>;

export const IdentityStatusSchema = Type.Object({
  status: Status,
  /** The document on file (`cpf`), masked number (`529.***.***-25`). */
  document: Type.Union([Type.String(), Type.Null()]),
  number_masked: Type.Union([Type.String(), Type.Null()]),
  verified_at: Type.Union([Type.Integer(), Type.Null()]),
  /** What the market requires: document, when (`registration`, `first_withdrawal`), deposit threshold. */
  requirement: Type.Union([
    Type.Object({
      document: Type.String(),
      when: Type.String(),
      deposit_threshold: Type.Union([Type.Integer(), Type.Null()]),
    }),
    Type.Null(),
  ]),
  min_age: Type.Integer(),
  /** A withdrawal now would be refused until the identity is verified. */
  withdrawal_blocked: Type.Boolean(),
  /** Deposits paid so far (minor units), against the threshold. */
  deposited: Type.Integer(),
  currency: Type.String(),
  documents: Type.Array(IdentityDocumentSchema),
});
export type IdentityStatusView = Static<typeof IdentityStatusSchema>;

export const IdentityUploadSchema = Type.Object({
  kind: Type.Union(IDENTITY_DOC_KINDS.map((k) => Type.Literal(k))),
  type: Type.Union(IDENTITY_DOC_TYPES.map((t) => Type.Literal(t))),
  data: Type.String({ minLength: 1, maxLength: Math.ceil(IDENTITY_DOC_MAX_BYTES / 3) * 4 }),
});
export type IdentityUpload = Static<typeof IdentityUploadSchema>;
