import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useLingui } from '@lingui/react/macro';
import type { RgStatus } from '../../../core/contract/schemas/rg';
import { refreshTopic, useTopic } from '../../platform/engine-bridge';
import { holdPopups } from '../../app/popup-hold';
import { logout } from '../account/account-api';
import { useNow } from '../sport/use-ticker';
import { useMoney } from '../wallet/money';
import { NO_PARAMS } from './rg-api';
import './rg.css';

/**
 * A logged-in player's responsible-gaming layer (issue #21), mounted by the Layout:
 * - the session clock under the header, where the market requires it (profile.session_clock);
 * - the reality check: every N minutes of the session (the player's interval, else the market's) a modal
 *   with the session time and net result, and continue, see history, log out.
 * Time is the screen's 1 s ticker (use-ticker.ts), offset by the server's clock from the status.
 * Test setting: localStorage `rg.realityCheckSeconds` shortens the interval to that many seconds.
 */
export default function RgLayer({ showClock }: { showClock: boolean }) {
  const topic = useTopic('rgStatus', NO_PARAMS);
  const s = topic.data;
  if (!s || !s.session_started_at) return null;
  return <RgLayerOn s={s} showClock={showClock} />;
}

const ACK_KEY = 'rg.realityAck';

function intervalMs(s: RgStatus): number {
  let test = 0;
  try {
    test = Number(localStorage.getItem('rg.realityCheckSeconds') ?? 0);
  } catch {
    test = 0;
  }
  if (Number.isFinite(test) && test > 0) return test * 1000;
  return s.reality_minutes * 60_000;
}

function acked(start: number): number {
  try {
    const [at, n] = (sessionStorage.getItem(ACK_KEY) ?? '').split(':');
    return Number(at) === start ? Number(n) || 0 : 0;
  } catch {
    return 0;
  }
}

function ack(start: number, n: number): void {
  try {
    sessionStorage.setItem(ACK_KEY, `${start}:${n}`);
  } catch {
    // A private window without storage: the check shows again at the next interval only.
  }
}

export function clockText(ms: number): string {
  const total = Math.max(0, Math.floor(ms / 1000));
  const h = Math.floor(total / 3600);
  const m = Math.floor((total % 3600) / 60);
  const sec = total % 60;
  return [h, m, sec].map((v) => String(v).padStart(2, '0')).join(':');
}

function RgLayerOn({ s, showClock }: { s: RgStatus; showClock: boolean }) {
  const { t } = useLingui();
  const navigate = useNavigate();
  const money = useMoney();
  const interval = intervalMs(s);
  const clockOn = showClock && s.profile.session_clock;
  const now = useNow(interval > 0 || clockOn);
  // The server's clock: the status says what time it was there when it answered.
  const [skew] = useState(() => s.server_time - Date.now());
  const elapsed = now + skew - s.session_started_at;
  const due = interval > 0 ? Math.floor(elapsed / interval) : 0;
  const [seen, setSeen] = useState(() => acked(s.session_started_at));
  const open = due > seen;
  const dialog = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    holdPopups('reality-check', open);
    return () => holdPopups('reality-check', false);
  }, [open]);
  useEffect(() => {
    const d = dialog.current;
    if (!d) return;
    if (open && !d.open) {
      refreshTopic('rgStatus', NO_PARAMS);
      d.showModal();
    }
    if (!open && d.open) d.close();
  }, [open]);
  const done = () => {
    ack(s.session_started_at, due);
    setSeen(due);
  };
  return (
    <>
      {clockOn && (
        <p className="rg-clock" aria-label={t`Session time`}>
          <span>{t`Session`}</span> <time>{clockText(elapsed)}</time>
        </p>
      )}
      <dialog
        ref={dialog}
        className="confirm-dialog rg-reality"
        aria-labelledby="rg-reality-title"
        onCancel={(e) => {
          e.preventDefault();
        }}
      >
        <h2 id="rg-reality-title">{t`Reality check`}</h2>
        <dl className="rg-reality-grid">
          <div>
            <dt>{t`Session time`}</dt>
            <dd>{clockText(elapsed)}</dd>
          </div>
          <div>
            <dt>{t`Net result`}</dt>
            <dd className={s.session_net < 0 ? 'rg-loss' : 'rg-win'}>{money(s.session_net, s.currency)}</dd>
          </div>
        </dl>
        <div className="confirm-actions rg-reality-actions">
          <button type="button" className="button button-primary" onClick={done}>
            {t`Continue`}
          </button>
          <button
            type="button"
            className="button button-secondary"
            onClick={() => {
              done();
              void navigate('/bet-record');
            }}
          >
            {t`See history`}
          </button>
          <button
            type="button"
            className="button button-secondary"
            onClick={() => {
              done();
              void logout().then(() => navigate('/', { replace: true }));
            }}
          >
            {t`Log out`}
          </button>
        </div>
      </dialog>
    </>
  );
}
