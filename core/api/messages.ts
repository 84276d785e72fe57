import type { ApiErrorInfo } from './types';

/**
 * SPEC §8 "Failed interface call": the toast shows the server's error_msg when it sent one, else a generic
 * text. The page passes that text already translated; this English one is the catalogue's wording, for
 * callers without translations (the engine's logs, tests).
 */
export const FALLBACK_ERROR_TEXT_EN = 'The interface responds abnormally, please contact the administrator';

export function toastText(
  info: Pick<ApiErrorInfo, 'error_msg'> | null | undefined,
  fallback: string,
): string {
  // A blank message ("", "  ") would show an empty toast: treat it as none.
  const serverText = info?.error_msg.trim();
  return serverText ? serverText : fallback;
}
