/**
 * The native shell bridge on the page (SPEC §7 "Native bridge messages go via window messages or a custom URL
 * scheme with cid, url_path and params"; §8 "unknown method logs 'Function not exist'", "non-zero code is
 * treated as failed and logged"). Loaded only inside a shell (start.ts). The message rules are pure in
 * core/channels/native-message.ts; sending is src/platform/device.ts postNative.
 *
 * - Page -> shell: `callNative(method, params)` resolves with the answer of the same cid.
 * - Shell -> page: the shell calls the page's methods below (loginSuccess, logout, navigate, getUser, ping);
 *   the page answers each call with its cid.
 * - Login: a login-gated action asks the shell to show its login (login-gate.ts, the native login schema);
 *   the shell answers with the login info once the player logged in there, and the page takes the session.
 */
import * as endpoints from '../../../core/contract/endpoints-core';
import {
  answerOk,
  dispatchNativeCall,
  readNativeMessage,
  type NativeAnswer,
  type NativeHandler,
} from '../../../core/channels/native-message';
import { fromServerInfo, useSession } from '../../app/stores/session';
import { quietApi } from '../../platform/api';
import { isNativeApp, newCid, postNative } from '../../platform/device';
import { navigateTo } from '../../platform/navigation';
import { StorageKey, writeStored } from '../../platform/storage';

const pending = new Map<string, (answer: NativeAnswer) => void>();

const log = (message: string, detail?: unknown) => console.warn(`[native] ${message}`, detail ?? '');

/** Calls a shell method; rejects on a non-zero code (logged), on no shell, or after `timeoutMs`. */
export function callNative(
  method: string,
  params: Record<string, unknown> = {},
  timeoutMs = 15_000,
): Promise<Record<string, unknown>> {
  return new Promise((resolve, reject) => {
    const cid = newCid(method);
    const timer = window.setTimeout(() => {
      pending.delete(cid);
      reject(new Error(`native ${method}: no answer`));
    }, timeoutMs);
    pending.set(cid, (answer) => {
      window.clearTimeout(timer);
      if (answerOk(answer)) resolve(answer.data);
      else reject(new Error(answer.msg || `native ${method}: code ${answer.code}`));
    });
    if (!postNative(method, params, cid)) {
      window.clearTimeout(timer);
      pending.delete(cid);
      reject(new Error('no native shell'));
    }
  });
}

/** External links and downloads open through the shell inside it (SPEC §6), else in a new tab. */
export function openExternal(url: string): void {
  if (!/^https?:\/\//.test(url)) return;
  if (isNativeApp()) void callNative('openExternal', { url }).catch((e) => log('openExternal failed', e));
  else window.open(url, '_blank', 'noopener');
}
export function downloadFile(url: string): void {
  if (!/^https?:\/\//.test(url) && !url.startsWith('/')) return;
  if (isNativeApp()) void callNative('download', { url }).catch((e) => log('download failed', e));
  else window.location.assign(url);
}

/** The shell logged the player in: the cookie session it started is this page's too; read it back. */
async function takeShellLogin(): Promise<Record<string, unknown>> {
  const info = await quietApi.call(endpoints.accountInfo, {}, { retries: 1 });
  if (!info.uid) throw new Error('the shell login left no session');
  useSession.getState().setUser(fromServerInfo(info));
  writeStored(StorageKey.loggedOut, null);
  return { uid: String(info.uid) };
}

const handlers: Record<string, NativeHandler> = {
  ping: () => ({ pong: true }),
  getUser: () => {
    const user = useSession.getState().user;
    return { uid: user?.uid ? String(user.uid) : '', smid: useSession.getState().smid };
  },
  navigate: (params) => {
    const path =
      typeof params.path === 'string' && params.path.startsWith('/') && !params.path.startsWith('//')
        ? params.path
        : '/';
    navigateTo(path);
  },
  loginSuccess: () => {
    void takeShellLogin().catch((e) => log('login from the shell failed', e));
  },
  logout: () => {
    useSession.getState().clear();
  },
};

let started = false;

export function startNativeBridge(): void {
  if (started) return;
  started = true;
  window.addEventListener('message', (event: MessageEvent) => {
    const message = readNativeMessage(event.data);
    if (!message) return;
    if ('call' in message) {
      const answer = dispatchNativeCall(message.call, handlers, log);
      postNative(
        `${message.call.url_path}:answer`,
        answer as unknown as Record<string, unknown>,
        message.call.cid,
      );
      return;
    }
    const { answer } = message;
    if (!answerOk(answer)) log(`call ${answer.cid} failed with code ${answer.code}`, answer.msg);
    const waiting = pending.get(answer.cid);
    if (waiting) {
      pending.delete(answer.cid);
      waiting(answer);
    } else if (answer.cid.startsWith('login-') && answerOk(answer)) {
      // The answer to login-gate.ts's native login request (SPEC §2 Login navigation 'app').
      void takeShellLogin().catch((e) => log('login from the shell failed', e));
    }
  });
}
