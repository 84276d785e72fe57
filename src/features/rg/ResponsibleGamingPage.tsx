import { useRef, useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { useLingui } from '@lingui/react/macro';
import { ApiError } from '../../../core/api/types';
import type { LimitView, RgStatus } from '../../../core/contract/schemas/rg';
import { parseMajorToMinor } from '../../../core/money/parse';
import type { LimitKey, LimitKind, LimitPeriod } from '../../../core/rg/limits';
import { isLoggedIn, useSession } from '../../app/stores/session';
import { useSettings } from '../../app/stores/settings';
import { useTopic } from '../../platform/engine-bridge';
import { Page } from '../../ui/Page';
import { showToast } from '../../ui/toast';
import { LoginRequired } from '../account/LoginRequired';
import { EmptyState } from '../../ui/EmptyState';
import { PageSkeleton } from '../../ui/PageSkeleton';
import { useMoney } from '../wallet/money';
import { confirmLimit, excludeFor, NO_PARAMS, setLimit, setRealityInterval } from './rg-api';
import '../settings/settings.css';
import './rg.css';

/**
 * /setting/responsible-gaming (issue #21): the player's deposit, loss and wager limits and session-time
 * limit (a stricter one applies at once, a looser one after 24 hours and a confirmation), the reality-check
 * interval, and a time out or self-exclusion. The server enforces all of it; this page shows and asks.
 */
export default function ResponsibleGamingPage() {
  const { t } = useLingui();
  const loggedIn = useSession(isLoggedIn);
  return (
    <Page title={t`Responsible gaming`} className="rg-page">
      {loggedIn ? <RgPanel /> : <LoginRequired>{t`Log in to set your limits.`}</LoginRequired>}
    </Page>
  );
}

function errorOf(err: unknown, fallback: string): string {
  return err instanceof ApiError && err.info.error_msg.trim() ? err.info.error_msg : fallback;
}

function useDateTime(): (ms: number) => string {
  const locale = useSettings((s) => s.locale);
  const f = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' });
  return (ms) => f.format(ms);
}

function RgPanel() {
  const { t } = useLingui();
  const topic = useTopic('rgStatus', NO_PARAMS);
  if (topic.data) return <RgContent s={topic.data} />;
  if (topic.status !== 'error') return <PageSkeleton rows={8} />;
  return (
    <EmptyState
      title={t`This could not be loaded`}
      action={
        <button type="button" className="button button-primary" onClick={topic.refresh}>
          {t`Try again`}
        </button>
      }
    >
      {t`Check your connection and try again.`}
    </EmptyState>
  );
}

function RgContent({ s }: { s: RgStatus }) {
  const { t } = useLingui();
  const when = useDateTime();
  const byKey = new Map(s.limits.map((l) => [l.key, l]));
  const kinds: { kind: LimitKind; title: string; note: string }[] = [
    {
      kind: 'deposit',
      title: t`Deposit limits`,
      note: t`The most you can deposit in a day, a week or a month.`,
    },
    {
      kind: 'loss',
      title: t`Loss limits`,
      note: t`The most you can lose (stakes minus returns) in a period.`,
    },
    { kind: 'wager', title: t`Wager limits`, note: t`The most you can stake on bets and games in a period.` },
  ];
  return (
    <>
      {s.exclusion && (
        <section className="rg-card rg-excluded" role="status" aria-label={t`Account restricted`}>
          <h2 className="rg-h2">
            {s.exclusion.kind === 'timeout'
              ? t`Time out in force`
              : s.exclusion.kind === 'closure'
                ? t`Account closing`
                : t`Self-exclusion in force`}
          </h2>
          <p className="rg-note">
            {s.exclusion.until === null
              ? t`Permanent. Bets, games and deposits are not available. You can still withdraw.`
              : t`Until ${when(s.exclusion.until)}. Bets, games and deposits are not available. You can still withdraw.`}
          </p>
        </section>
      )}
      {s.profile.risk_warnings && (
        <p className="rg-warning">
          {t`Betting involves risk of financial loss and can be addictive. Play only with money you can afford to lose. 18+.`}
        </p>
      )}
      <p className="rg-fine">
        {t`A lower limit applies at once. A higher limit, or removing one, applies after 24 hours and only once you confirm it.`}
      </p>
      {kinds.map((k) => (
        <section key={k.kind} className="rg-card" aria-labelledby={`rg-${k.kind}`}>
          <h2 id={`rg-${k.kind}`} className="rg-h2">
            {k.title}
          </h2>
          <p className="rg-note">{k.note}</p>
          <ul className="rg-rows">
            {(['day', 'week', 'month'] as const).map((p) => (
              <LimitRow
                key={p}
                period={p}
                limit={byKey.get(`${k.kind}_${p}`)!}
                currency={s.currency}
                title={k.title}
              />
            ))}
          </ul>
        </section>
      ))}
      <section className="rg-card" aria-labelledby="rg-session">
        <h2 id="rg-session" className="rg-h2">
          {t`Session time`}
        </h2>
        <p className="rg-note">{t`Play stops when a session reaches this length; log in again to start a new one.`}</p>
        <ul className="rg-rows">
          <LimitRow limit={byKey.get('session_minutes')!} currency={s.currency} title={t`Session time`} />
        </ul>
      </section>
      <RealityCard s={s} />
      <BreakCard s={s} />
      <nav className="option-list" aria-label={t`Account`}>
        <Link to="/setting/account-cancellation" className="option-row">
          <span className="option-name">{t`Close my account`}</span>
        </Link>
      </nav>
    </>
  );
}

function LimitRow({
  limit,
  period,
  currency,
  title,
}: {
  limit: LimitView;
  period?: LimitPeriod;
  currency: string;
  title: string;
}) {
  const { t } = useLingui();
  const money = useMoney();
  const when = useDateTime();
  const [editing, setEditing] = useState(false);
  const [text, setText] = useState('');
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const session = limit.key === 'session_minutes';
  const periodName =
    period === 'day'
      ? t`Daily`
      : period === 'week'
        ? t`Weekly`
        : period === 'month'
          ? t`Monthly`
          : t`Per session`;
  const show = (v: number | null) =>
    v === null ? t`No limit` : session ? t`${v} minutes` : money(v, currency);
  const run = async (work: () => Promise<unknown>, done: string) => {
    setBusy(true);
    setFailure(null);
    try {
      await work();
      showToast(done);
      setEditing(false);
      setText('');
    } catch (err) {
      setFailure(errorOf(err, t`The limit could not be saved. Please try again.`));
    } finally {
      setBusy(false);
    }
  };
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const value = session
      ? /^\d{1,4}$/.test(text.trim())
        ? Number(text.trim())
        : null
      : parseMajorToMinor(text, currency);
    if (value === null || value <= 0) {
      setFailure(session ? t`Enter the minutes (15 to 1440).` : t`Enter an amount.`);
      return;
    }
    void run(() => setLimit(limit.key as LimitKey, value), t`Limit saved`);
  };
  const inputId = `rg-in-${limit.key}`;
  return (
    <li className="rg-row">
      <div className="rg-row-head">
        <span className="rg-row-name">{periodName}</span>
        <span className={limit.value === null ? 'rg-value rg-none' : 'rg-value'}>{show(limit.value)}</span>
        <button
          type="button"
          className="button button-secondary button-small"
          aria-expanded={editing}
          aria-label={t`Change ${title}: ${periodName}`}
          onClick={() => setEditing(!editing)}
        >
          {editing ? t`Cancel` : limit.value === null ? t`Set` : t`Change`}
        </button>
      </div>
      {limit.value !== null && !session && (
        <p className="rg-usage">
          {t`Used ${money(limit.used, currency)} · ${money(Math.max(0, limit.value - limit.used), currency)} left · resets ${when(limit.resets_at)}`}
        </p>
      )}
      {limit.pending && (
        <div className="rg-pending">
          <span>
            {limit.pending.confirmable
              ? t`Change to ${show(limit.pending.value)} is ready to confirm.`
              : t`Change to ${show(limit.pending.value)} can be confirmed from ${when(limit.pending.at)}.`}
          </span>
          {limit.pending.confirmable && (
            <button
              type="button"
              className="button button-primary button-small"
              disabled={busy}
              onClick={() => void run(() => confirmLimit(limit.key as LimitKey), t`Limit changed`)}
            >
              {t`Confirm`}
            </button>
          )}
        </div>
      )}
      {editing && (
        <form className="rg-edit" onSubmit={submit}>
          <label htmlFor={inputId} className="rg-label">
            {session ? t`Minutes` : t`Amount (${currency})`}
          </label>
          <div className="rg-edit-line">
            <input
              id={inputId}
              className="rg-input"
              inputMode={session ? 'numeric' : 'decimal'}
              value={text}
              onChange={(e) => setText(e.target.value)}
              autoComplete="off"
            />
            <button type="submit" className="button button-primary" disabled={busy}>
              {t`Save`}
            </button>
          </div>
          {limit.value !== null && (
            <button
              type="button"
              className="button button-secondary button-block"
              disabled={busy}
              onClick={() => void run(() => setLimit(limit.key as LimitKey, null), t`Removal requested`)}
            >
              {t`Remove limit`}
            </button>
          )}
        </form>
      )}
      {failure && (
        <p className="form-failure" role="alert">
          {failure}
        </p>
      )}
    </li>
  );
}

const REALITY_CHOICES = [15, 30, 60, 120] as const;

function RealityCard({ s }: { s: RgStatus }) {
  const { t } = useLingui();
  const [busy, setBusy] = useState(false);
  const value = s.reality_custom ? String(s.reality_minutes) : 'market';
  const change = async (next: string) => {
    setBusy(true);
    try {
      await setRealityInterval(next === 'market' ? null : Number(next));
      showToast(t`Reality check saved`);
    } catch (err) {
      showToast(errorOf(err, t`The setting could not be saved. Please try again.`));
    } finally {
      setBusy(false);
    }
  };
  const market = s.profile.reality_minutes;
  return (
    <section className="rg-card" aria-labelledby="rg-reality">
      <h2 id="rg-reality" className="rg-h2">
        {t`Reality check`}
      </h2>
      <p className="rg-note">{t`A reminder of how long you have played and your result, at the interval you choose.`}</p>
      <label htmlFor="rg-reality-select" className="rg-label">
        {t`Remind me every`}
      </label>
      <select
        id="rg-reality-select"
        className="rg-input"
        value={value}
        disabled={busy}
        onChange={(e) => void change(e.target.value)}
      >
        <option value="market">
          {market > 0 ? t`${market} minutes (market default)` : t`Off (market default)`}
        </option>
        {REALITY_CHOICES.map((m) => (
          <option key={m} value={String(m)}>
            {t`${m} minutes`}
          </option>
        ))}
      </select>
    </section>
  );
}

function BreakCard({ s }: { s: RgStatus }) {
  const { t } = useLingui();
  const when = useDateTime();
  const dialog = useRef<HTMLDialogElement>(null);
  const [timeout, setTimeoutDays] = useState('1');
  const [exclusion, setExclusion] = useState('6');
  const [chosen, setChosen] = useState<{ kind: 'timeout' | 'self_exclusion'; length: number | null } | null>(
    null,
  );
  const [busy, setBusy] = useState(false);
  const ask = (kind: 'timeout' | 'self_exclusion') => {
    const raw = kind === 'timeout' ? timeout : exclusion;
    setChosen({ kind, length: raw === 'permanent' ? null : Number(raw) });
    dialog.current?.showModal();
  };
  const confirm = async () => {
    if (!chosen) return;
    setBusy(true);
    try {
      const next = await excludeFor(chosen.kind, chosen.length);
      dialog.current?.close();
      const until = next.exclusion?.until;
      showToast(until ? t`Your break runs until ${when(until)}.` : t`You are self-excluded permanently.`);
    } catch (err) {
      dialog.current?.close();
      showToast(errorOf(err, t`The break could not be started. Please try again.`));
    } finally {
      setBusy(false);
    }
  };
  const length = (c: NonNullable<typeof chosen>) =>
    c.length === null
      ? t`permanently`
      : c.kind === 'timeout'
        ? t`for ${c.length} days`
        : t`for ${c.length} months`;
  return (
    <section className="rg-card" aria-labelledby="rg-break">
      <h2 id="rg-break" className="rg-h2">
        {t`Take a break`}
      </h2>
      <p className="rg-note">
        {t`During a break you cannot bet, play or deposit, and we send you no offers. You can still withdraw. A break cannot be ended early.`}
      </p>
      <div className="rg-break-line">
        <label htmlFor="rg-timeout" className="rg-label">
          {t`Time out`}
        </label>
        <select
          id="rg-timeout"
          className="rg-input"
          value={timeout}
          onChange={(e) => setTimeoutDays(e.target.value)}
        >
          {[1, 7, 14, 30, 42].map((d) => (
            <option key={d} value={String(d)}>
              {d === 1 ? t`24 hours` : t`${d} days`}
            </option>
          ))}
        </select>
        <button
          type="button"
          className="button button-secondary"
          disabled={s.exclusion?.until === null}
          onClick={() => ask('timeout')}
        >
          {t`Start time out`}
        </button>
      </div>
      <div className="rg-break-line">
        <label htmlFor="rg-exclusion" className="rg-label">
          {t`Self-exclusion`}
        </label>
        <select
          id="rg-exclusion"
          className="rg-input"
          value={exclusion}
          onChange={(e) => setExclusion(e.target.value)}
        >
          {[6, 12, 24, 60].map((m) => (
            <option key={m} value={String(m)}>
              {m % 12 === 0 ? t`${m / 12} years` : t`${m} months`}
            </option>
          ))}
          <option value="permanent">{t`Permanent`}</option>
        </select>
        <button
          type="button"
          className="button button-danger"
          disabled={s.exclusion?.until === null}
          onClick={() => ask('self_exclusion')}
        >
          {t`Self-exclude`}
        </button>
      </div>
      <dialog ref={dialog} className="confirm-dialog" aria-labelledby="rg-break-title">
        <h2 id="rg-break-title">{chosen?.kind === 'timeout' ? t`Start a time out?` : t`Self-exclude?`}</h2>
        <p>
          {chosen
            ? t`Your account will be closed to bets, games and deposits ${length(chosen)}. This cannot be undone early.`
            : ''}
        </p>
        <div className="confirm-actions">
          <button type="button" className="button button-secondary" onClick={() => dialog.current?.close()}>
            {t`Cancel`}
          </button>
          <button
            type="button"
            className="button button-danger"
            disabled={busy}
            onClick={() => void confirm()}
          >
            {t`Confirm`}
          </button>
        </div>
      </dialog>
    </section>
  );
}
