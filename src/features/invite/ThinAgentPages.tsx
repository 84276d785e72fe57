import { useState, type ReactNode } from 'react';
import { Link, NavLink, useLocation, useSearchParams } from 'react-router-dom';
import { useLingui } from '@lingui/react/macro';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { parseMajorToMinor, toMajor } from '../../../core/money/parse';
import type { AgentWallet, TransferTarget } from '../../../core/contract/schemas/agent';
import { useBrand } from '../../app/stores/brand';
import { isLoggedIn, useSession } from '../../app/stores/session';
import { useTopic } from '../../platform/engine-bridge';
import { EmptyState } from '../../ui/EmptyState';
import { Page } from '../../ui/Page';
import { PageSkeleton } from '../../ui/PageSkeleton';
import { showToast } from '../../ui/toast';
import { Field } from '../account/forms';
import { LoginRequired } from '../account/LoginRequired';
import { useMoney } from '../wallet/money';
import { agentErrorText, bindAgent, newRequestId, transferCommission } from './agent-api';
import { History } from './AgentPages';
import { ShareBox } from './ShareBox';
import '../account/account.css';
import './invite.css';

const NO_PARAMS = {};
const SECTIONS = ['home', 'daily', 'transfer', 'bind', 'tutorial', 'faq'] as const;
type Section = (typeof SECTIONS)[number];

const TITLES: Record<Section, MessageDescriptor> = {
  home: msg`Agent programme`,
  daily: msg`Daily earnings`,
  transfer: msg`Transfer earnings`,
  bind: msg`Link an agent`,
  tutorial: msg`Agent guide`,
  faq: msg`Agent questions`,
};

const TABS: Record<Section, MessageDescriptor> = {
  home: msg`Home`,
  daily: msg`Daily`,
  transfer: msg`Transfer`,
  bind: msg`Link`,
  tutorial: msg`Guide`,
  faq: msg`FAQ`,
};

function sectionOf(pathname: string): Section {
  const last = pathname.replace(/\/+$/, '').split('/').pop() ?? '';
  return (SECTIONS as readonly string[]).includes(last) ? (last as Section) : 'home';
}

/**
 * /thin/agent/* (SPEC §2; the first page of the agent-market build is #/thin/agent/home): the agent's home
 * (balance, level, team, link), daily earnings, transfers out of the agent balance, linking to an agent by
 * code, a guide and questions. One chunk; the reads are engine topics, transfer and link are page actions.
 */
export default function ThinAgentPages() {
  const { i18n } = useLingui();
  const { pathname } = useLocation();
  const section = sectionOf(pathname);
  return (
    <Page title={i18n._(TITLES[section])}>
      <AgentNav />
      <SectionBody section={section} />
    </Page>
  );
}

function AgentNav() {
  const { t, i18n } = useLingui();
  return (
    <nav className="agent-nav" aria-label={t`Agent programme`}>
      {SECTIONS.map((s) => (
        <NavLink key={s} to={`/thin/agent/${s}`} className="agent-nav-link">
          {i18n._(TABS[s])}
        </NavLink>
      ))}
    </nav>
  );
}

function SectionBody({ section }: { section: Section }) {
  const { t } = useLingui();
  const loggedIn = useSession(isLoggedIn);
  if (section === 'faq') return <Faq />;
  if (section === 'tutorial') return <Tutorial />;
  if (!loggedIn) return <LoginRequired>{t`Log in to see your agent earnings.`}</LoginRequired>;
  if (section === 'bind') return <Bind />;
  return (
    <AgentOnly>
      {section === 'daily' ? <History /> : section === 'transfer' ? <Transfer /> : <Home />}
    </AgentOnly>
  );
}

function Retry({ onRetry }: { onRetry(): void }) {
  const { t } = useLingui();
  return (
    <EmptyState
      title={t`The agent data could not be loaded`}
      action={
        <button type="button" className="button button-primary" onClick={onRetry}>
          {t`Try again`}
        </button>
      }
    >
      {t`Check your connection and try again.`}
    </EmptyState>
  );
}

function AgentOnly({ children }: { children: ReactNode }) {
  const { t } = useLingui();
  const info = useTopic('agentInfo', NO_PARAMS);
  if (!info.data && info.status === 'error') return <Retry onRetry={info.refresh} />;
  if (!info.data) return <PageSkeleton rows={5} />;
  if (!info.data.is_agent)
    return (
      <EmptyState
        title={t`You are not an agent yet`}
        action={
          <Link to="/thin/agent/tutorial" className="button button-primary">
            {t`Read the agent guide`}
          </Link>
        }
      >
        {t`Agents earn a share of their team's results every day. Ask support to become an agent; meanwhile, invite friends for cash rewards.`}
      </EmptyState>
    );
  return <>{children}</>;
}

function Home() {
  const { t } = useLingui();
  const money = useMoney();
  const info = useTopic('agentInfo', NO_PARAMS).data!;
  const wallet = useTopic('agentWallet', NO_PARAMS);
  const summary = useTopic('inviteSummary', NO_PARAMS);
  const cur = info.currency;
  const pct = (bps: number) => `${(bps / 100).toLocaleString()}%`;
  const balance = wallet.data?.balance;
  return (
    <div className="invite-page">
      <section className="invite-hero" aria-label={t`Agent balance`}>
        <p className="invite-hero-kicker">{t`Agent level ${info.level} · agent balance`}</p>
        <p className="invite-hero-amount">{balance === undefined ? '…' : money(balance, cur)}</p>
        <p className="invite-hero-note">{t`Commission of each day is added here; transfer it to your wallet or to a player of your team.`}</p>
        <div className="agent-hero-actions">
          <Link to="/thin/agent/transfer" className="button button-primary">
            {t`Transfer`}
          </Link>
          <Link to="/thin/agent/daily" className="button button-secondary">
            {t`Daily earnings`}
          </Link>
        </div>
      </section>
      <dl className="invite-stats">
        {info.team.map((n, i) => (
          <div key={i}>
            <dt>{t`Level ${i + 1} players`}</dt>
            <dd>{n}</dd>
          </div>
        ))}
      </dl>
      <dl className="invite-stats agent-stats-2">
        <div>
          <dt>{t`Earned in total`}</dt>
          <dd>{money(info.total_commission, cur)}</dd>
        </div>
        <div>
          <dt>{t`Latest day`}</dt>
          <dd>{info.last_day ? `+${money(info.last_day.commission, cur)}` : '—'}</dd>
        </div>
      </dl>
      <p className="invite-note">
        {t`Your rates: ${pct(info.rates_bps[0] ?? 0)} of level 1, ${pct(info.rates_bps[1] ?? 0)} of level 2 and ${pct(info.rates_bps[2] ?? 0)} of level 3.`}
      </p>
      {summary.data ? (
        <ShareBox
          code={summary.data.share.invite_code}
          link={`${window.location.origin}${summary.data.share.invite_path}`}
          text={summary.data.config.share_text
            .replaceAll('{code}', summary.data.share.invite_code)
            .replaceAll('{link}', `${window.location.origin}${summary.data.share.invite_path}`)}
          title={summary.data.config.share_title}
          channels={summary.data.config.channels}
        />
      ) : (
        <PageSkeleton rows={2} />
      )}
      {wallet.data && wallet.data.team.length > 0 && <Team wallet={wallet.data} />}
    </div>
  );
}

function Team({ wallet }: { wallet: AgentWallet }) {
  const { t } = useLingui();
  return (
    <section className="invite-card" aria-labelledby="agent-team">
      <h2 id="agent-team" className="invite-h2">
        {t`Your team`}
      </h2>
      <ul className="invite-list">
        {wallet.team.slice(0, 10).map((m) => (
          <li key={m.uid} className="invite-row">
            <div className="invite-row-main">
              <span className="invite-row-name">{m.name}</span>
            </div>
            <div className="invite-row-side">
              <span className="invite-status">{t`Level ${m.depth}`}</span>
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}

interface Pending {
  amount: number;
  target: TransferTarget;
  toUid?: number;
  name: string;
  requestId: string;
}

function Transfer() {
  const { t } = useLingui();
  const money = useMoney();
  const topic = useTopic('agentWallet', NO_PARAMS);
  const [to, setTo] = useState('self');
  const [amountText, setAmountText] = useState('');
  const [tried, setTried] = useState(false);
  const [confirm, setConfirm] = useState<Pending | null>(null);
  const [sending, setSending] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  if (!topic.data && topic.status === 'error') return <Retry onRetry={topic.refresh} />;
  if (!topic.data) return <PageSkeleton rows={5} />;
  const w = topic.data;
  const cur = w.currency;
  const amount = parseMajorToMinor(amountText, cur);
  const amountError = (() => {
    if (amount === null || amount <= 0)
      return amountText.trim() ? t`Enter a valid amount.` : t`Enter an amount.`;
    if (amount < w.min) return t`The minimum transfer is ${money(w.min, cur)}.`;
    if (amount > w.balance) return t`The amount is more than your agent balance.`;
    if (amount > w.max) return t`The most one transfer can move is ${money(w.max, cur)}.`;
    if (w.today + amount > w.daily_max) return t`This would pass your daily transfer limit.`;
    return null;
  })();
  const member = w.team.find((m) => String(m.uid) === to);

  const review = () => {
    setTried(true);
    setFailure(null);
    if (amountError || amount === null) return;
    setConfirm({
      amount,
      target: member ? 'player' : 'self',
      toUid: member?.uid,
      name: member ? member.name : t`your cash balance`,
      requestId: newRequestId(),
    });
  };

  const send = async (p: Pending) => {
    setSending(true);
    setFailure(null);
    try {
      const r = await transferCommission({
        amount: p.amount,
        target: p.target,
        ...(p.toUid ? { to_uid: p.toUid } : {}),
        request_id: p.requestId,
      });
      showToast(t`${money(r.transfer.amount, cur)} transferred to ${r.transfer.name}`);
      setConfirm(null);
      setAmountText('');
      setTried(false);
    } catch (err) {
      setFailure(agentErrorText(err));
      // A refusal ends this transfer; a lost connection keeps it (and its request id) for another try.
      const info = (err as { info?: { kind?: string } }).info;
      if (info?.kind !== 'network' && info?.kind !== 'timeout') setConfirm(null);
    } finally {
      setSending(false);
    }
  };

  return (
    <div className="invite-page">
      <section className="invite-card invite-receive" aria-label={t`Agent balance`}>
        <div>
          <span className="field-label">{t`Agent balance`}</span>
          <strong className="invite-receive-amount">{money(w.balance, cur)}</strong>
        </div>
        <span className="invite-status">{t`Today ${money(w.today, cur)} of ${money(w.daily_max, cur)}`}</span>
      </section>
      {failure && (
        <p className="form-failure" role="alert">
          {failure}
        </p>
      )}
      {confirm ? (
        <section className="invite-card agent-confirm" aria-labelledby="agent-confirm">
          <h2 id="agent-confirm" className="invite-h2">
            {t`Confirm the transfer`}
          </h2>
          <p className="agent-confirm-amount">{money(confirm.amount, cur)}</p>
          <p className="invite-note">{t`To ${confirm.name}. It cannot be undone.`}</p>
          <div className="agent-hero-actions">
            <button
              type="button"
              className="button button-primary"
              onClick={() => void send(confirm)}
              disabled={sending}
              aria-busy={sending}
            >
              {sending ? t`Sending…` : t`Confirm`}
            </button>
            <button
              type="button"
              className="button button-secondary"
              onClick={() => setConfirm(null)}
              disabled={sending}
            >
              {t`Back`}
            </button>
          </div>
        </section>
      ) : (
        <form
          className="invite-card agent-form"
          aria-label={t`Transfer earnings`}
          noValidate
          onSubmit={(e) => {
            e.preventDefault();
            review();
          }}
        >
          <div className="field">
            <label htmlFor="agent-to" className="field-label">
              {t`To`}
            </label>
            <div className="field-box">
              <select
                id="agent-to"
                className="field-input"
                value={to}
                onChange={(e) => setTo(e.target.value)}
              >
                <option value="self">{t`My cash balance`}</option>
                {w.team.map((m) => (
                  <option key={m.uid} value={String(m.uid)}>
                    {t`${m.name} (level ${m.depth})`}
                  </option>
                ))}
              </select>
            </div>
          </div>
          <Field
            label={t`Amount (${cur})`}
            value={amountText}
            onChange={(v) => setAmountText(v.replace(/[^\d.,]/g, ''))}
            inputMode="numeric"
            autoComplete="off"
            error={tried ? amountError : null}
            trailing={
              <button
                type="button"
                className="field-action"
                onClick={() => setAmountText(toMajor(w.transferable))}
                disabled={w.transferable === 0}
              >
                {t`All`}
              </button>
            }
          />
          <p className="field-hint">
            {t`From ${money(w.min, cur)} to ${money(w.max, cur)} a transfer, ${money(w.daily_max, cur)} a day.`}
          </p>
          <button type="submit" className="button button-primary button-block" disabled={w.balance < w.min}>
            {t`Review transfer`}
          </button>
        </form>
      )}
      <section className="invite-card" aria-labelledby="agent-recent">
        <h2 id="agent-recent" className="invite-h2">
          {t`Recent transfers`}
        </h2>
        {w.recent.length === 0 ? (
          <p className="invite-note">{t`No transfers yet.`}</p>
        ) : (
          <ul className="invite-list">
            {w.recent.map((r) => (
              <li key={r.id} className="invite-row">
                <div className="invite-row-main">
                  <span className="invite-row-name">
                    {r.target === 'self' ? t`To my cash balance` : t`To ${r.name}`}
                  </span>
                  <span className="invite-row-sub">{new Date(r.at).toLocaleString()}</span>
                </div>
                <div className="invite-row-side">
                  <span className="invite-milestone">-{money(r.amount, cur)}</span>
                </div>
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}

function Bind() {
  const { t } = useLingui();
  const [params] = useSearchParams();
  const topic = useTopic('agentBindInfo', NO_PARAMS);
  const [code, setCode] = useState(params.get('code') ?? '');
  const [tried, setTried] = useState(false);
  const [pending, setPending] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  if (!topic.data && topic.status === 'error') return <Retry onRetry={topic.refresh} />;
  if (!topic.data) return <PageSkeleton rows={3} />;
  const info = topic.data;
  if (info.bound)
    return (
      <div className="invite-page">
        <section className="invite-hero">
          <p className="invite-hero-kicker">{info.inviter_is_agent ? t`Your agent` : t`Invited by`}</p>
          <p className="invite-hero-amount">{info.inviter}</p>
          <p className="invite-hero-note">{t`Your account is linked. A link is for good and cannot be changed.`}</p>
        </section>
      </div>
    );
  if (info.open_until === null)
    return (
      <EmptyState title={t`Linking is closed`}>
        {t`A code can only be entered in your first week.`}
      </EmptyState>
    );
  const codeError = code.trim() ? null : t`Enter the agent's code.`;
  const submit = async () => {
    setTried(true);
    setFailure(null);
    if (codeError) return;
    setPending(true);
    try {
      await bindAgent(code);
      showToast(t`Your account is linked to your agent`);
    } catch (err) {
      setFailure(agentErrorText(err));
    } finally {
      setPending(false);
    }
  };
  return (
    <div className="invite-page">
      <section className="invite-hero">
        <p className="invite-hero-kicker">{t`Link an agent`}</p>
        <p className="invite-hero-note">{t`Enter the code your agent gave you. You can do this once, until ${new Date(info.open_until).toLocaleDateString()}.`}</p>
      </section>
      <form
        className="invite-card agent-form"
        aria-label={t`Link an agent`}
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          void submit();
        }}
      >
        {failure && (
          <p className="form-failure" role="alert">
            {failure}
          </p>
        )}
        <Field
          label={t`Agent code`}
          value={code}
          onChange={(v) => setCode(v.toUpperCase())}
          autoComplete="off"
          maxLength={32}
          error={tried ? codeError : null}
        />
        <button
          type="submit"
          className="button button-primary button-block"
          disabled={pending}
          aria-busy={pending}
        >
          {pending ? t`Linking…` : t`Link`}
        </button>
      </form>
    </div>
  );
}

function Tutorial() {
  const { t } = useLingui();
  const brand = useBrand((s) => s.brand.name);
  const steps = [
    [t`Share your link`, t`Copy your agent link or code on the agent home and send it to friends.`],
    [
      t`Your team plays`,
      t`Friends who register with it join your team; their friends join it too, up to three levels.`,
    ],
    [
      t`Earn every day`,
      t`After each day (UTC) closes, ${brand} adds your share of your team's settled bets to your agent balance.`,
    ],
    [
      t`Transfer`,
      t`Move your balance to your own wallet or to a player of your team, within the daily limits.`,
    ],
    [t`Grow`, t`Level 2 from 10 players and level 3 from 50.`],
  ] as const;
  return (
    <div className="invite-page">
      <ol className="agent-steps">
        {steps.map(([title, body], i) => (
          <li key={i} className="invite-card agent-step">
            <span className="agent-step-number" aria-hidden="true">
              {i + 1}
            </span>
            <div>
              <h2 className="invite-h2">{title}</h2>
              <p className="invite-note">{body}</p>
            </div>
          </li>
        ))}
      </ol>
      <Link to="/thin/agent/home" className="button button-primary button-block">
        {t`Go to the agent home`}
      </Link>
    </div>
  );
}

function Faq() {
  const { t } = useLingui();
  const brand = useBrand((s) => s.brand.name);
  const items = [
    [
      t`What is an agent?`,
      t`An agent is a ${brand} player who earns a share of the results of the players they bring.`,
    ],
    [
      t`How is commission counted?`,
      t`Each day, your share of your team's settled bets is counted per level; the rates are on your agent home.`,
    ],
    [t`Which bets count?`, t`Settled bets with cash. Void, cancelled and free bets do not count.`],
    [
      t`When is it paid?`,
      t`Once a day, after the day closes (UTC), into your agent balance. Each day is paid once.`,
    ],
    [
      t`How do I get the money?`,
      t`On Transfer, move it to your own wallet or to a player of your team. Every transfer asks for a confirmation.`,
    ],
    [
      t`How do players join my team?`,
      t`They register with your link or code, or enter your code on Link within their first week.`,
    ],
  ] as const;
  return (
    <div className="invite-page">
      {items.map(([q, a], i) => (
        <details key={i} className="invite-card agent-faq">
          <summary className="agent-faq-q">{q}</summary>
          <p className="invite-note">{a}</p>
        </details>
      ))}
      <Link to="/faq/home" className="button button-secondary button-block">
        {t`More help`}
      </Link>
    </div>
  );
}
