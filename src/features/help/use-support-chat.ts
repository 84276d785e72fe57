/**
 * The player's live support chat socket (issue #24, SPEC "chat room wss url"). A WebSocket is a push channel,
 * not a poll: the server sends the history since the last id we have, then each new message. On a drop it
 * reconnects with back-off (1 s doubling to 30 s, and at once when the browser comes back online), asking
 * for what it missed since its last id; while the browser is offline it waits and says so.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { fetchChatRoomUrl } from './help-api';

export interface ChatLine {
  id: number;
  sender: 'player' | 'operator' | 'system';
  name: string;
  body: string;
  at: number;
}
export type ChatStatus = 'none' | 'open' | 'assigned' | 'closed';
export type Connection = 'connecting' | 'online' | 'offline' | 'retrying';

type ServerFrame =
  | { type: 'history'; messages: ChatLine[]; status: ChatStatus }
  | { type: 'message'; message: ChatLine; status: ChatStatus }
  | { type: 'status'; status: ChatStatus }
  | { type: 'error'; code: number };

const MAX_BACKOFF_MS = 30_000;

/** Merges by id (a reconnect's history may repeat what we have), oldest first. */
export function mergeLines(have: readonly ChatLine[], more: readonly ChatLine[]): ChatLine[] {
  const byId = new Map(have.map((l) => [l.id, l]));
  for (const l of more) byId.set(l.id, l);
  return [...byId.values()].sort((a, b) => a.id - b.id);
}

export function useSupportChat(enabled: boolean) {
  const [lines, setLines] = useState<ChatLine[]>([]);
  const [status, setStatus] = useState<ChatStatus>('none');
  const [connection, setConnection] = useState<Connection>('connecting');
  const [loaded, setLoaded] = useState(false);
  const [error, setError] = useState<number | null>(null);
  const ws = useRef<WebSocket | null>(null);
  const lastId = useRef(0);

  useEffect(() => {
    if (!enabled) return;
    let stopped = false;
    let attempt = 0;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const schedule = () => {
      if (stopped) return;
      if (!navigator.onLine) return setConnection('offline');
      setConnection('retrying');
      const delay = Math.min(1000 * 2 ** attempt++, MAX_BACKOFF_MS);
      timer = setTimeout(() => void open(), delay);
    };
    const open = async () => {
      clearTimeout(timer);
      if (stopped) return;
      setConnection((c) => (c === 'online' ? c : 'connecting'));
      let url: string;
      try {
        url = (await fetchChatRoomUrl()).url;
      } catch {
        return schedule();
      }
      if (stopped) return;
      const socket = new WebSocket(`${url}&since=${lastId.current}`);
      ws.current = socket;
      socket.onopen = () => {
        attempt = 0;
        setConnection('online');
      };
      socket.onmessage = (e: MessageEvent<string>) => {
        const f = JSON.parse(e.data) as ServerFrame;
        if (f.type === 'history' || f.type === 'message') {
          const more = f.type === 'history' ? f.messages : [f.message];
          for (const m of more) lastId.current = Math.max(lastId.current, m.id);
          setLines((have) => mergeLines(have, more));
          setStatus(f.status);
          setLoaded(true);
          setError(null);
        } else if (f.type === 'status') setStatus(f.status);
        else setError(f.code);
      };
      socket.onclose = () => {
        if (ws.current === socket) ws.current = null;
        schedule();
      };
    };
    const online = () => {
      attempt = 0;
      if (!ws.current) void open();
    };
    const offline = () => setConnection('offline');
    window.addEventListener('online', online);
    window.addEventListener('offline', offline);
    void open();
    return () => {
      stopped = true;
      clearTimeout(timer);
      window.removeEventListener('online', online);
      window.removeEventListener('offline', offline);
      ws.current?.close();
      ws.current = null;
    };
  }, [enabled]);

  const send = useCallback((text: string): boolean => {
    const socket = ws.current;
    if (!socket || socket.readyState !== WebSocket.OPEN) return false;
    socket.send(JSON.stringify({ type: 'send', text }));
    return true;
  }, []);

  return { lines, status, connection, loaded, error, send };
}
