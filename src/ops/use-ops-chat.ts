/**
 * The Support screen's socket (core/contract/support-chat.ts OPS_CHAT_PATH, the ops_session cookie goes with
 * it): the queue and canned answers on open, then every change and message of the operator's brands, pushed.
 * Reconnects with back-off (1 s doubling to 30 s) and reopens the conversation on screen from its last id.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { OPS_CHAT_PATH } from '../../core/contract/support-chat';

export interface OpsConversation {
  id: number;
  brand: string;
  uid: number;
  status: 'open' | 'assigned' | 'closed';
  assigned_to: number | null;
  assigned_name: string;
  updated_at: number;
  preview: string;
}
export interface OpsLine {
  id: number;
  conversation: number;
  sender: 'player' | 'operator' | 'system';
  name: string;
  body: string;
  at: number;
}
export interface Canned {
  id: number;
  brand: string;
  title: string;
  body: string;
  /** A core/i18n/locales.ts code. */
  lang: string;
}

type Frame =
  | { type: 'queue'; conversations: OpsConversation[]; canned: Canned[]; me: { id: number; name: string } }
  | { type: 'conversation'; conversation: OpsConversation }
  | { type: 'message'; message: OpsLine }
  | { type: 'history'; conversation: OpsConversation; messages: OpsLine[] }
  | { type: 'error'; code: number; conversation?: number };

export function useOpsChat() {
  const [queue, setQueue] = useState<Map<number, OpsConversation>>(new Map());
  const [lines, setLines] = useState<Map<number, OpsLine[]>>(new Map());
  const [canned, setCanned] = useState<Canned[]>([]);
  const [me, setMe] = useState<{ id: number; name: string } | null>(null);
  const [online, setOnline] = useState(false);
  const [error, setError] = useState<number | null>(null);
  const [selected, setSelected] = useState<number | null>(null);
  const ws = useRef<WebSocket | null>(null);
  const selectedRef = useRef<number | null>(null);
  const linesRef = useRef(lines);
  linesRef.current = lines;

  const send = useCallback((frame: object) => {
    const s = ws.current;
    if (s?.readyState !== WebSocket.OPEN) return false;
    s.send(JSON.stringify(frame));
    return true;
  }, []);
  const openConversation = useCallback(
    (id: number) => {
      selectedRef.current = id;
      setSelected(id);
      setError(null);
      const have = linesRef.current.get(id) ?? [];
      send({ type: 'open', conversation: id, since: have.length ? have[have.length - 1]!.id : 0 });
    },
    [send],
  );

  useEffect(() => {
    let stopped = false;
    let attempt = 0;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const addLines = (id: number, more: OpsLine[]) =>
      setLines((m) => {
        const byId = new Map((m.get(id) ?? []).map((l) => [l.id, l]));
        for (const l of more) byId.set(l.id, l);
        return new Map(m).set(
          id,
          [...byId.values()].sort((a, b) => a.id - b.id),
        );
      });
    const upsert = (c: OpsConversation) => setQueue((q) => new Map(q).set(c.id, c));
    const connect = () => {
      if (stopped) return;
      const proto = location.protocol === 'https:' ? 'wss' : 'ws';
      const s = new WebSocket(`${proto}://${location.host}${OPS_CHAT_PATH}`);
      ws.current = s;
      s.onopen = () => {
        attempt = 0;
        setOnline(true);
        if (selectedRef.current !== null) {
          const have = linesRef.current.get(selectedRef.current) ?? [];
          const since = have.length ? have[have.length - 1]!.id : 0;
          s.send(JSON.stringify({ type: 'open', conversation: selectedRef.current, since }));
        }
      };
      s.onmessage = (e: MessageEvent<string>) => {
        const f = JSON.parse(e.data) as Frame;
        if (f.type === 'queue') {
          setQueue(new Map(f.conversations.map((c) => [c.id, c])));
          setCanned(f.canned);
          setMe(f.me);
        } else if (f.type === 'conversation') upsert(f.conversation);
        else if (f.type === 'history') {
          upsert(f.conversation);
          addLines(f.conversation.id, f.messages);
        } else if (f.type === 'message') {
          // Only conversations already opened keep lines; the others load their history when opened.
          if (linesRef.current.has(f.message.conversation)) addLines(f.message.conversation, [f.message]);
        } else setError(f.code);
      };
      s.onclose = () => {
        if (ws.current === s) ws.current = null;
        setOnline(false);
        if (stopped) return;
        timer = setTimeout(connect, Math.min(1000 * 2 ** attempt++, 30_000));
      };
    };
    connect();
    return () => {
      stopped = true;
      clearTimeout(timer);
      ws.current?.close();
    };
  }, []);

  return { queue, lines, canned, me, online, error, selected, openConversation, send };
}
