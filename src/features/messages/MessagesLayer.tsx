import { useEffect, useState } from 'react';
import { useTopic } from '../../platform/engine-bridge';
import { useSession } from '../../app/stores/session';
import { useAskBar } from '../../app/ask-bars';
import { NotificationBar } from './NotificationBar';
import { PermissionModal } from './PermissionModal';
import { TopBar } from './TopBar';
import { browserDeps, pushSupported, pushToken, registerPayload } from './push/enable-push';
import { markRegistered, registeredFor } from './push/push-state';
import { setUnread } from './unread-store';
import './messages.css';

const NO_PARAMS = {} as Record<string, never>;

/** When this page's player last changed: a topic answer fetched before it may be another player's. */
let identity: { uid: number | undefined; at: number } | null = null;
function identitySince(uid: number | undefined): number {
  if (!identity) identity = { uid, at: 0 };
  else if (identity.uid !== uid) identity = { uid, at: Date.now() };
  return identity.at;
}

/**
 * The layout's messages layer, a lazy chunk mounted only while a player is logged in (never on a visitor's
 * first route): the engine's per-user `topBar` topic (15 s) feeds the rotating top bar and the unread count
 * of the header and the Me page; the enable-notifications bar and the permission modal; and, when this
 * browser already allows notifications, the device's subscription is renewed for this player silently.
 */
export default function MessagesLayer({ showBars }: { showBars: boolean }) {
  const uid = useSession((s) => s.user?.uid);
  const since = identitySince(uid);
  const { data, status, updatedAt } = useTopic('topBar', NO_PARAMS);
  const fresh = status === 'ready' && data && (updatedAt ?? 0) >= since ? data : undefined;
  const [closed, setClosed] = useState<ReadonlySet<number>>(new Set());

  useEffect(() => {
    if (fresh) setUnread(fresh.unread);
  }, [fresh]);

  useRenewSubscription(uid);

  const open = fresh?.top_bar_closed ? [] : (fresh?.list ?? []).filter((m) => !closed.has(m.message_id));
  // Until the first answer the top bar keeps the slot, so a lower bar does not flash and vanish.
  const topBarShown = useAskBar('topBar', showBars && (open.length > 0 || (!fresh && status === 'loading')));
  return (
    <>
      {showBars && <NotificationBar />}
      {topBarShown && open.length > 0 && (
        <TopBar messages={open} onClosed={(id) => setClosed((prev) => new Set(prev).add(id))} />
      )}
      <PermissionModal />
    </>
  );
}

/** Permission already granted but this device's subscription is not this player's: register it again. */
function useRenewSubscription(uid: number | undefined) {
  useEffect(() => {
    if (uid === undefined || !pushSupported() || Notification.permission !== 'granted') return;
    if (registeredFor() === String(uid)) return;
    let live = true;
    const deps = browserDeps();
    pushToken(deps)
      .then((token) => (live ? deps.register(registerPayload(token)) : undefined))
      .then(() => live && markRegistered(uid))
      .catch(() => undefined); // the bar and the message center still offer to turn it on
    return () => {
      live = false;
    };
  }, [uid]);
}
