import { create } from 'zustand';
// Resolved first: this store reads values filed under the brand (platform/storage).
import './brand';
import { StorageKey, readStoredJson, writeStored } from '../../platform/storage';
import { deviceId } from '../../platform/device';
import { coerceUid, isLoggedIn as hasUid } from '../../../core/session/user';
import type { LoginInfo as ServerLoginInfo } from '../../../core/contract/schemas/user';

/**
 * SPEC §3 Login info, the fields the page uses. The session itself is an httpOnly cookie the page never
 * sees; nothing here is a credential (DESIGN.md §9).
 */
export interface LoginInfo {
  uid: number;
  /** The server's public session id (reports, renewal); kept in memory only, never in web storage. */
  sid?: string;
  nick?: string;
  email?: string;
  /** A tourist account (SPEC §6): plays without an e-mail until it saves one (/save-email). */
  visitor?: boolean;
  visitor_deposit?: boolean;
  first_regist?: boolean;
  first_active?: boolean;
  bind_info?: { plat: string; unionid: string; create_at: number }[];
  /** Brazil bridge users get the balance-total + back-to-client header (SPEC §2 Home header). */
  bridge?: { backUrl: string };
}

/** Fields safe to keep across visits; the session itself rides on an httpOnly cookie. */
type StoredLoginInfo = Omit<LoginInfo, 'sid'>;

/** The server's login info as the page keeps it: flags as booleans, the profile nick as a fallback. */
export function fromServerInfo(info: ServerLoginInfo): LoginInfo {
  return {
    uid: coerceUid(info.uid),
    sid: info.sid || undefined,
    nick: info.nick || info.profile?.nick || undefined,
    email: info.email || undefined,
    visitor: Boolean(info.visitor),
    visitor_deposit: Boolean(info.visitor_deposit),
    first_regist: Boolean(info.first_regist),
    first_active: Boolean(info.first_active),
    bind_info: info.bind_info?.map(({ plat, unionid, create_at }) => ({ plat, unionid, create_at })) ?? [],
  };
}

/** One currency's balance as the header sums it (platform/balance.ts, from the engine's balance topic). */
export interface BalanceLine {
  currency: string;
  /** Integer minor units (SPEC §3 Balance: total_balance divided by 100 to show). */
  total: number;
}

export interface SessionState {
  smid: string;
  user: LoginInfo | null;
  setUser(info: LoginInfo | null): void;
  /** The native shell's device id arrived (src/platform/device.ts resolveDeviceId). */
  setSmid(smid: string): void;
  /** Ends the session locally (logout, 604). */
  clear(): void;
}

function loadUser(): LoginInfo | null {
  const stored = readStoredJson<StoredLoginInfo>(StorageKey.loginInfo);
  if (!stored) return null;
  const uid = coerceUid(stored.uid);
  return uid !== 0 ? { ...stored, uid } : null;
}

function persist(user: LoginInfo | null): void {
  if (!user) return writeStored(StorageKey.loginInfo, null);
  const { sid: _sid, ...rest } = user;
  writeStored(StorageKey.loginInfo, JSON.stringify(rest));
}

export const useSession = create<SessionState>((set, get) => ({
  smid: deviceId(),
  user: loadUser(),
  setUser(info) {
    const user = info && hasUid(info) ? { ...info, uid: coerceUid(info.uid) } : null;
    persist(user);
    set({ user });
  },
  setSmid(smid) {
    if (smid && smid !== get().smid) set({ smid });
  },
  clear() {
    persist(null);
    set({ user: null });
  },
}));

/** SPEC §4 Session: login state is true when login info has a uid. */
export const isLoggedIn = (state: Pick<SessionState, 'user'>): boolean => hasUid(state.user);
