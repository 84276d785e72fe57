/**
 * The live support chat socket's messages (JSON text frames, issue #24), shared by the server and both
 * clients. Client frames are parsed strictly: a known `type`, the fields it needs, a body 1..MAX_CHAT_LENGTH characters after trimming.
 */
export const MAX_CHAT_LENGTH = 1000;
/** Largest frame the server reads (a message of MAX_CHAT_LENGTH characters fits with room to spare). */
export const MAX_FRAME_BYTES = 8 * 1024;

export const PLAYER_CHAT_PATH = '/api/piranha/v1/component/chat/room';
export const OPS_CHAT_PATH = '/api/ops/support/chat';

export type PlayerFrame = { type: 'send'; text: string };
export type OpsFrame =
  | { type: 'open'; conversation: number; since: number }
  | { type: 'take'; conversation: number }
  | { type: 'close'; conversation: number }
  | { type: 'send'; conversation: number; text: string };

const text = (v: unknown): string | null => {
  if (typeof v !== 'string') return null;
  const t = v.trim();
  return t.length >= 1 && t.length <= MAX_CHAT_LENGTH ? t : null;
};
const id = (v: unknown): number | null =>
  Number.isSafeInteger(v) && (v as number) >= 0 ? (v as number) : null;

function parse(raw: string): Record<string, unknown> | null {
  if (raw.length > MAX_FRAME_BYTES) return null;
  try {
    const v: unknown = JSON.parse(raw);
    return v && typeof v === 'object' && !Array.isArray(v) ? (v as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

export function parsePlayerFrame(raw: string): PlayerFrame | null {
  const v = parse(raw);
  if (v?.type !== 'send') return null;
  const t = text(v.text);
  return t === null ? null : { type: 'send', text: t };
}

export function parseOpsFrame(raw: string): OpsFrame | null {
  const v = parse(raw);
  const conversation = id(v?.conversation);
  if (!v || conversation === null) return null;
  switch (v.type) {
    case 'open': {
      const since = v.since === undefined ? 0 : id(v.since);
      return since === null ? null : { type: 'open', conversation, since };
    }
    case 'take':
    case 'close':
      return { type: v.type, conversation };
    case 'send': {
      const t = text(v.text);
      return t === null ? null : { type: 'send', conversation, text: t };
    }
    default:
      return null;
  }
}
