/**
 * The native shell bridge's messages (SPEC §7: window messages or a custom URL scheme with cid, url_path and
 * params; SPEC §8: an unknown method logs 'Function not exist', a non-zero code is a failure and is logged).
 * Pure: parsing, the URL-scheme form and the dispatch of the shell's calls; src/platform/native-bridge.ts
 * does the DOM part.
 */
export interface NativeCall {
  cid: string;
  url_path: string;
  params: Record<string, unknown>;
}
export interface NativeAnswer {
  cid: string;
  code: number;
  data: Record<string, unknown>;
  msg?: string;
}

export const FUNCTION_NOT_EXIST = 'Function not exist';
/** The code the page answers a call to a method it does not have. */
export const CODE_NO_FUNCTION = 404;

const parse = (raw: unknown): Record<string, unknown> | null => {
  let value = raw;
  if (typeof value === 'string') {
    try {
      value = JSON.parse(value);
    } catch {
      return null;
    }
  }
  return typeof value === 'object' && value !== null && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : null;
};
const obj = (v: unknown): Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v) ? (v as Record<string, unknown>) : {};

/** A message is a call when it names a url_path, an answer when it carries a cid and a code. */
export function readNativeMessage(raw: unknown): { call: NativeCall } | { answer: NativeAnswer } | null {
  const m = parse(raw);
  if (!m || typeof m.cid !== 'string' || m.cid === '') return null;
  if (typeof m.url_path === 'string' && m.url_path !== '' && m.code === undefined)
    return { call: { cid: m.cid, url_path: m.url_path, params: obj(m.params) } };
  if (m.code === undefined && m.data === undefined) return null;
  const code = Number(m.code ?? 0);
  return {
    answer: {
      cid: m.cid,
      code: Number.isFinite(code) ? code : -1,
      data: obj(m.data),
      ...(typeof m.msg === 'string' ? { msg: m.msg } : {}),
    },
  };
}

/** The custom-URL-scheme form of a call, for shells that only watch navigations: scheme://url_path?cid&params. */
export function nativeSchemeUrl(scheme: string, call: NativeCall): string {
  const q = `cid=${encodeURIComponent(call.cid)}&params=${encodeURIComponent(JSON.stringify(call.params))}`;
  return `${scheme}://${call.url_path.replace(/^\/+/, '')}?${q}`;
}

/** Reads a scheme URL back (the test shell and the page's own links use it). */
export function readSchemeUrl(url: string): NativeCall | null {
  const m = /^([a-z][a-z0-9+.-]*):\/\/([^?#]+)\??([^#]*)/i.exec(url);
  if (!m) return null;
  const q: Record<string, string> = {};
  for (const pair of (m[3] ?? '').split('&')) {
    const at = pair.indexOf('=');
    if (at > 0)
      q[decodeURIComponent(pair.slice(0, at))] = decodeURIComponent(pair.slice(at + 1).replace(/\+/g, ' '));
  }
  const params = parse(q.params ?? '{}') ?? {};
  return { cid: q.cid ?? '', url_path: decodeURIComponent(m[2]!), params };
}

export type NativeHandler = (params: Record<string, unknown>) => Record<string, unknown> | void;

/** Runs a shell's call against the page's methods; an unknown one is logged and answered as a failure. */
export function dispatchNativeCall(
  call: NativeCall,
  handlers: Readonly<Record<string, NativeHandler>>,
  log: (message: string, detail?: unknown) => void,
): NativeAnswer {
  const handler = Object.prototype.hasOwnProperty.call(handlers, call.url_path)
    ? handlers[call.url_path]
    : undefined;
  if (!handler) {
    log(FUNCTION_NOT_EXIST, call.url_path);
    return { cid: call.cid, code: CODE_NO_FUNCTION, data: {}, msg: FUNCTION_NOT_EXIST };
  }
  try {
    return { cid: call.cid, code: 0, data: handler(call.params) ?? {} };
  } catch (error) {
    log('Native call failed', error);
    return { cid: call.cid, code: 500, data: {}, msg: String(error) };
  }
}

/** SPEC §8: a non-zero code is a failure (logged by the caller). */
export const answerOk = (answer: NativeAnswer): boolean => answer.code === 0;
