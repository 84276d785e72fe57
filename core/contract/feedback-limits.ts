/**
 * Feedback screenshots: at most 1 MB of PNG, JPEG or WebP (the server checks the bytes, not just the type).
 * A plain module, so /feedback checks them without loading the contract's JSON schemas (TypeBox).
 */
export const FEEDBACK_IMAGE_MAX_BYTES = 1024 * 1024;
export const FEEDBACK_IMAGE_TYPES = ['image/png', 'image/jpeg', 'image/webp'] as const;
