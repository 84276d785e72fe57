import { create } from 'zustand';
import { StorageKey, readStoredJson, writeStored } from '../../platform/storage';
import { deviceId } from '../../platform/device';
import { coerceUid, isLoggedIn as hasUid } from '../../../core/session/user';

/** SPEC §3 Login info, the fields the page uses. */
export interface LoginInfo {
  uid: number;
  /** Session id: kept in memory only, never in web storage (DESIGN.md §9). */
  sid?: string;
  nick?: string;
  email?: string;
  visitor?: boolean;
  first_regist?: boolean;
  /** Brazil bridge users get the balance-total + back-to-client header (SPEC §2 Home header). */
  bridge?: { backUrl: string };
}

/** Fields safe to keep across visits; the session itself rides on an httpOnly cookie. */
type StoredLoginInfo = Omit<LoginInfo, 'sid'>;

export interface BalanceLine {
  currency: string;
  /** Integer minor units (SPEC §3 Balance: total_balance divided by 100 to show). */
  total: number;
}

export interface SessionState {
  smid: string;
  user: LoginInfo | null;
  balances: BalanceLine[] | null;
  setUser(info: LoginInfo | null): void;
  setBalances(balances: BalanceLine[] | null): void;
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

export const useSession = create<SessionState>((set) => ({
  smid: deviceId(),
  user: loadUser(),
  balances: null,
  setUser(info) {
    const user = info && hasUid(info) ? { ...info, uid: coerceUid(info.uid) } : null;
    persist(user);
    set({ user, balances: null });
  },
  setBalances(balances) {
    set({ balances });
  },
  clear() {
    persist(null);
    set({ user: null, balances: null });
  },
}));

/** SPEC §4 Session: login state is true when login info has a uid. */
export const isLoggedIn = (state: Pick<SessionState, 'user'>): boolean => hasUid(state.user);
