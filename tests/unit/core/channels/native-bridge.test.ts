import { describe, expect, it } from 'vitest';
import {
  CODE_NO_FUNCTION,
  FUNCTION_NOT_EXIST,
  answerOk,
  dispatchNativeCall,
  nativeSchemeUrl,
  readNativeMessage,
  readSchemeUrl,
} from '../../../../core/channels/native-message';
import { isGrayRelease } from '../../../../core/session/user';

describe('native bridge messages (SPEC §7 cid, url_path, params; §8)', () => {
  it('reads calls and answers, as objects or JSON strings', () => {
    expect(readNativeMessage('{"cid":"c1","url_path":"login","params":{"a":1}}')).toEqual({
      call: { cid: 'c1', url_path: 'login', params: { a: 1 } },
    });
    expect(readNativeMessage({ cid: 'c2', code: 0, data: { uid: '7' } })).toEqual({
      answer: { cid: 'c2', code: 0, data: { uid: '7' } },
    });
    expect(readNativeMessage('not json')).toBeNull();
    expect(readNativeMessage({ url_path: 'x' })).toBeNull();
  });

  it('treats a non-zero code as a failure', () => {
    const a = readNativeMessage({ cid: 'c', code: 3, msg: 'denied' });
    expect(a && 'answer' in a && answerOk(a.answer)).toBe(false);
  });

  it("logs 'Function not exist' for an unknown method and answers it as failed", () => {
    const logs: string[] = [];
    const out = dispatchNativeCall({ cid: 'c9', url_path: 'toString', params: {} }, {}, (m) => logs.push(m));
    expect(out).toEqual({ cid: 'c9', code: CODE_NO_FUNCTION, data: {}, msg: FUNCTION_NOT_EXIST });
    expect(logs).toEqual(['Function not exist']);
    const ok = dispatchNativeCall(
      { cid: 'c10', url_path: 'ping', params: { n: 2 } },
      { ping: (p) => ({ pong: p.n }) },
      () => undefined,
    );
    expect(ok).toEqual({ cid: 'c10', code: 0, data: { pong: 2 } });
  });

  it('round-trips the custom URL scheme form', () => {
    const url = nativeSchemeUrl('placarbet', {
      cid: 'c3',
      url_path: 'openExternal',
      params: { url: 'https://x.y/?a=1&b=2' },
    });
    expect(url.startsWith('placarbet://openExternal?cid=c3&params=')).toBe(true);
    expect(readSchemeUrl(url)).toEqual({
      cid: 'c3',
      url_path: 'openExternal',
      params: { url: 'https://x.y/?a=1&b=2' },
    });
  });
});

describe('gray release (SPEC §5)', () => {
  it('applies to device ids ending in 0-2 outside the native shell', () => {
    expect(isGrayRelease('abc-1230', false)).toBe(true);
    expect(isGrayRelease('abc-1232', false)).toBe(true);
    expect(isGrayRelease('abc-1233', false)).toBe(false);
    expect(isGrayRelease('abc-1232', true)).toBe(false);
  });
});
