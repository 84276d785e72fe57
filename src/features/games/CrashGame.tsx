import { useEffect, useId, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import { useLingui } from '@lingui/react/macro';
import { endpoints } from '../../../core/contract/endpoints';
import type { CrashState, Round } from '../../../core/contract/schemas/inhouse';
import { CRASH_GROWTH_PER_MS, CRASH_RTP, multiplierAt } from '../../../core/games/crash';
import { parseMajorToMinor } from '../../../core/money/parse';
import { refreshBalance } from '../../platform/balance';
import { formatMultiplier, gamesApi, newBetKey, pollApi, useMoney } from './games-api';

const POLL_MS = 300;

/** Draws the curve m(t) = e^(0.06 t) up to `elapsedMs`, scaled to fit. */
function drawCurve(canvas: HTMLCanvasElement, elapsedMs: number, multiplier: number, crashed: boolean) {
  const ctx = canvas.getContext('2d');
  if (!ctx) return;
  const dpr = window.devicePixelRatio || 1;
  const w = canvas.clientWidth;
  const h = canvas.clientHeight;
  if (canvas.width !== Math.round(w * dpr)) canvas.width = Math.round(w * dpr);
  if (canvas.height !== Math.round(h * dpr)) canvas.height = Math.round(h * dpr);
  ctx.setTransform(dpr, 0, 0, dpr, 0, 0);
  ctx.clearRect(0, 0, w, h);
  const maxT = Math.max(10_000, elapsedMs * 1.1);
  const maxM = Math.max(2, (multiplier / 100) * 1.15);
  const pad = 12;
  const x = (t: number) => pad + (t / maxT) * (w - 2 * pad);
  const y = (m: number) => h - pad - ((m - 1) / (maxM - 1)) * (h - 2 * pad);
  ctx.strokeStyle = 'rgba(255,255,255,0.08)';
  ctx.lineWidth = 1;
  for (let i = 1; i < 4; i++) {
    const yy = pad + ((h - 2 * pad) * i) / 4;
    ctx.beginPath();
    ctx.moveTo(pad, yy);
    ctx.lineTo(w - pad, yy);
    ctx.stroke();
  }
  ctx.beginPath();
  const steps = 80;
  for (let i = 0; i <= steps; i++) {
    const t = (elapsedMs * i) / steps;
    const m = Math.exp(CRASH_GROWTH_PER_MS * t);
    if (i === 0) ctx.moveTo(x(t), y(m));
    else ctx.lineTo(x(t), y(m));
  }
  ctx.strokeStyle = crashed ? '#ef4444' : '#22c55e';
  ctx.lineWidth = 3;
  ctx.stroke();
}

export default function CrashGame() {
  const { t } = useLingui();
  const { currency, money } = useMoney();
  const [state, setState] = useState<CrashState | null>(null);
  const [offset, setOffset] = useState(0);
  const [amount, setAmount] = useState('1.00');
  const [autoOn, setAutoOn] = useState(false);
  const [auto, setAuto] = useState('2.00');
  const [busy, setBusy] = useState(false);
  const [announce, setAnnounce] = useState('');
  const [shown, setShown] = useState(100);
  const canvas = useRef<HTMLCanvasElement>(null);
  const lastPhase = useRef<string>('');
  const amountId = useId();
  const autoId = useId();

  // Poll the table; each answer also measures the clock offset to the server.
  useEffect(() => {
    let alive = true;
    let timer = 0;
    const poll = async () => {
      try {
        const s = await pollApi.call(endpoints.inhouseCrashState, {});
        if (!alive) return;
        setOffset(s.server_time - Date.now());
        setState(s);
      } catch {
        /* next poll */
      }
      if (alive) timer = window.setTimeout(() => void poll(), POLL_MS);
    };
    void poll();
    return () => {
      alive = false;
      window.clearTimeout(timer);
    };
  }, []);

  // Announce phase changes (not every multiplier tick) and refresh the balance when a round ends.
  useEffect(() => {
    if (!state) return;
    const key = `${state.game_id}:${state.phase}`;
    if (key === lastPhase.current) return;
    lastPhase.current = key;
    if (state.phase === 'betting') setAnnounce(t`Place your bets: round ${state.game_id}`);
    if (state.phase === 'running') setAnnounce(t`Round ${state.game_id} is running`);
    if (state.phase === 'crashed') {
      setAnnounce(t`Crashed at ${formatMultiplier(state.crash_point)}`);
      void refreshBalance();
    }
  }, [state, t]);

  // Animate the curve between polls from the server's clock.
  useEffect(() => {
    let frame = 0;
    const draw = () => {
      if (state && canvas.current) {
        const serverNow = Date.now() + offset;
        if (state.phase === 'running') {
          const elapsed = Math.max(0, serverNow - state.running_since);
          const m = multiplierAt(elapsed);
          setShown(m);
          drawCurve(canvas.current, elapsed, m, false);
        } else if (state.phase === 'crashed') {
          setShown(state.crash_point);
          drawCurve(
            canvas.current,
            Math.max(0, state.next_round_at - 3000 - state.running_since),
            state.crash_point,
            true,
          );
        } else {
          setShown(100);
          drawCurve(canvas.current, 0, 100, false);
        }
      }
      frame = window.requestAnimationFrame(draw);
    };
    frame = window.requestAnimationFrame(draw);
    return () => window.cancelAnimationFrame(frame);
  }, [state, offset]);

  const my: Round | null = state?.my_bet ?? null;
  // The table moves on to the next round 3 s after a crash and its state carries only that round's bet: the
  // player's last settled bet stays in sight until they bet again, as its result line.
  const [lastSettled, setLastSettled] = useState<Round | null>(null);
  useEffect(() => {
    if (my && my.status !== 'open') setLastSettled(my);
  }, [my]);
  const shownBet = my ?? lastSettled;
  const myCashout = shownBet ? ((shownBet.result as { cashout?: number }).cashout ?? 0) : 0;
  const stake = parseMajorToMinor(amount, currency);
  const autoTarget = autoOn ? Math.round(Number(auto) * 100) : 0;
  const autoValid = !autoOn || (Number.isFinite(autoTarget) && autoTarget >= 101 && autoTarget <= 100_000);
  const canBet = state?.phase === 'betting' && !my && stake !== null && stake > 0 && autoValid && !busy;
  const canCashOut = state?.phase === 'running' && my?.status === 'open' && !busy;
  const secondsLeft =
    state?.phase === 'betting'
      ? Math.max(0, Math.ceil((state.betting_ends_at - (Date.now() + offset)) / 1000))
      : 0;

  const bet = async () => {
    if (!canBet || stake === null) return;
    setBusy(true);
    try {
      await gamesApi.call(endpoints.inhouseCrashBet, {
        key: newBetKey(),
        amount: stake,
        auto_cashout: autoTarget,
      });
      await Promise.all([refreshBalance(), pollApi.call(endpoints.inhouseCrashState, {}).then(setState)]);
    } catch {
      /* toasted */
    } finally {
      setBusy(false);
    }
  };
  const cashOut = async () => {
    if (!canCashOut || !my) return;
    setBusy(true);
    try {
      const r = await gamesApi.call(endpoints.inhouseCrashCashout, { round_id: my.round_id });
      setAnnounce(
        t`Cashed out at ${formatMultiplier((r.result as { cashout: number }).cashout)}: ${money(r.payout)}`,
      );
      setState((s) => (s ? { ...s, my_bet: r } : s));
      await refreshBalance();
    } catch {
      /* toasted */
    } finally {
      setBusy(false);
    }
  };

  const phaseText =
    state?.phase === 'betting'
      ? t`Betting closes in ${secondsLeft} s`
      : state?.phase === 'running'
        ? t`Running`
        : state?.phase === 'crashed'
          ? t`Crashed`
          : t`Connecting…`;

  return (
    <section className="game-panel game-crash" aria-label="Crash">
      <p className="game-rtp">{t`Return to player: ${(CRASH_RTP * 100).toFixed(2)}%`}</p>
      <ol className="crash-history" aria-label={t`Last results`}>
        {state?.history.map((h) => (
          <li key={h.game_id} className={h.crash_point >= 200 ? 'crash-chip high' : 'crash-chip'}>
            {formatMultiplier(h.crash_point)}
          </li>
        ))}
      </ol>
      <div className={`crash-stage phase-${state?.phase ?? 'none'}`}>
        <canvas ref={canvas} className="crash-canvas" aria-hidden="true" />
        <div className="crash-readout">
          <span className="crash-multiplier" data-testid="crash-multiplier">
            {formatMultiplier(shown)}
          </span>
          <span className="crash-phase">{phaseText}</span>
        </div>
      </div>
      <p className="visually-hidden" role="status" aria-live="polite">
        {announce}
      </p>
      <div className="game-controls">
        <div className="game-field">
          <label htmlFor={amountId} className="field-label">
            {t`Bet amount`}
          </label>
          <input
            id={amountId}
            className="game-input"
            inputMode="decimal"
            value={amount}
            onChange={(e) => setAmount(e.target.value)}
            aria-invalid={stake === null}
          />
        </div>
        <div className="game-field">
          <label className="game-check">
            <input type="checkbox" checked={autoOn} onChange={(e) => setAutoOn(e.target.checked)} />
            {t`Auto cash-out`}
          </label>
          <input
            id={autoId}
            aria-label={t`Auto cash-out at (multiplier)`}
            className="game-input"
            inputMode="decimal"
            value={auto}
            disabled={!autoOn}
            onChange={(e) => setAuto(e.target.value)}
            aria-invalid={!autoValid}
          />
        </div>
      </div>
      {my?.status === 'open' && state?.phase === 'running' ? (
        <button
          type="button"
          className="button button-primary game-main"
          disabled={!canCashOut}
          onClick={() => void cashOut()}
        >
          {t`Cash out ${money(Math.floor((my.amount * shown) / 100))}`}
        </button>
      ) : (
        <button
          type="button"
          className="button button-primary game-main"
          disabled={!canBet}
          onClick={() => void bet()}
        >
          {my ? t`Bet placed` : t`Bet`}
        </button>
      )}
      {shownBet && (
        <p className="game-result" data-testid="crash-my-bet">
          {shownBet.status === 'open'
            ? t`Your bet: ${money(shownBet.amount)}`
            : myCashout > 0
              ? t`You cashed out at ${formatMultiplier(myCashout)} and won ${money(shownBet.payout)}`
              : t`Your bet of ${money(shownBet.amount)} was lost`}
        </p>
      )}
      {state && state.bets.length > 0 && (
        <table className="game-table">
          <caption>{t`Bets this round`}</caption>
          <thead>
            <tr>
              <th scope="col">{t`Player`}</th>
              <th scope="col">{t`Bet`}</th>
              <th scope="col">{t`Cash-out`}</th>
            </tr>
          </thead>
          <tbody>
            {state.bets.map((b, i) => (
              <tr key={i}>
                <td>{b.nick}</td>
                <td>{money(b.amount)}</td>
                <td>{b.cashout ? formatMultiplier(b.cashout) : '—'}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {state && (
        <p className="fair-note">
          {t`Terminal hash of the chain:`} <span className="mono">{state.terminal_hash}</span>
        </p>
      )}
      <Link to="/game-verify?game=crash" className="fair-link">
        {t`Verify a crash round`}
      </Link>
    </section>
  );
}
