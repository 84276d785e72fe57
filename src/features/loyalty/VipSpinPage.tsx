import { useId, useMemo, useState } from 'react';
import { Link } from 'react-router-dom';
import { useLingui } from '@lingui/react/macro';
import type { SpinRecord, VipSpinInfo, VipSpinMarquee } from '../../../core/contract/schemas/loyalty';
import { wheelRotation } from '../../../core/loyalty/wheel';
import { isLoggedIn, useSession } from '../../app/stores/session';
import { useTopic } from '../../platform/engine-bridge';
import { EmptyState } from '../../ui/EmptyState';
import { Page } from '../../ui/Page';
import { LoginRequired } from '../account/LoginRequired';
import { NO_PARAMS, drawSpin, useMoney, useSpinError } from './loyalty-api';
import { TopicState } from './LoyaltyStates';

const MARQUEE = { limit: 12 };
/** The VIP spin's client seed rule (core/contract/schemas/loyalty.ts VipSpinDrawSchema). */
const CLIENT_SEED = /^[0-9A-Za-z_-]{1,64}$/;
const WINNERS = { limit: 50 };

const reducedMotion = () =>
  typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;

/** The /game-verify link of a spin: its revealed seeds, filled in. */
export function verifyLink(s: SpinRecord): string {
  const q = new URLSearchParams({
    game: 'vip_spin',
    server_seed: s.server_seed,
    client_seed: s.client_seed,
    nonce: String(s.nonce),
  });
  return `/game-verify?${q.toString()}`;
}

/** /vip-roulette: the VIP wheel, spins left, the fairness commitment, my spins and recent wins. */
export default function VipSpinPage() {
  const { t } = useLingui();
  const loggedIn = useSession(isLoggedIn);
  return (
    <Page title={t`VIP spin`} className="loyalty-page">
      {loggedIn ? <Wheel /> : <LoginRequired>{t`Log in to spin the VIP wheel.`}</LoginRequired>}
      <Marquee />
    </Page>
  );
}

function Wheel() {
  const topic = useTopic('vipSpin', NO_PARAMS);
  const info = topic.data;
  if (!info)
    return <TopicState status={topic.status === 'error' ? 'error' : 'loading'} retry={topic.refresh} />;
  return <WheelCard info={info} />;
}

function WheelCard({ info }: { info: VipSpinInfo }) {
  const { t } = useLingui();
  const money = useMoney();
  const [rotation, setRotation] = useState(0);
  const [spinning, setSpinning] = useState(false);
  const [landed, setLanded] = useState<SpinRecord | null>(null);
  const [pending, setPending] = useState<SpinRecord | null>(null);
  const [error, setError] = useState('');
  const spinError = useSpinError();
  const [seed, setSeed] = useState(info.client_seed);
  const seedId = useId();
  const seedValid = CLIENT_SEED.test(seed);
  const n = info.segments.length;
  const size = 360 / n;

  const finish = (spin: SpinRecord) => {
    setSpinning(false);
    setPending(null);
    setLanded(spin);
  };

  const spin = async () => {
    if (spinning || !seedValid) return;
    setError('');
    setLanded(null);
    setSpinning(true);
    try {
      const result = await drawSpin(seed !== info.client_seed ? seed : undefined);
      const to = wheelRotation(result.spin.segment, n, rotation);
      if (reducedMotion()) {
        setRotation(to);
        finish(result.spin);
      } else {
        setPending(result.spin);
        setRotation(to);
      }
    } catch (err) {
      setSpinning(false);
      setError(spinError(err));
    }
  };

  const colors = ['var(--wheel-a)', 'var(--wheel-b)'];
  const gradient = info.segments
    .map((_, i) => `${colors[i % 2]} ${i * size}deg ${(i + 1) * size}deg`)
    .join(', ');

  return (
    <>
      <section className="loyalty-card spin-card" aria-label={t`VIP wheel`}>
        <div className="spin-head">
          <p className="vip-badge" aria-hidden="true">
            VIP
            <strong>{info.level}</strong>
          </p>
          <div>
            <h2 className="vip-level">{t`Spins left: ${info.balance}`}</h2>
            <p className="loyalty-note">
              {info.level >= 30
                ? t`Every VIP level you reach adds spins.`
                : t`Spins at the next VIP level: ${info.next_level_spins}`}
            </p>
          </div>
        </div>
        <div className="spin-stage">
          <span className="spin-pointer" aria-hidden="true" />
          <div
            className={spinning ? 'spin-wheel spinning' : 'spin-wheel'}
            data-testid="vip-wheel"
            data-rotation={rotation}
            style={{ transform: `rotate(${rotation}deg)`, background: `conic-gradient(${gradient})` }}
            onTransitionEnd={() => pending && finish(pending)}
            role="img"
            aria-label={t`Wheel with ${n} prizes`}
          >
            {info.segments.map((s) => (
              <span
                key={s.index}
                className="spin-label"
                style={{ transform: `rotate(${(s.index + 0.5) * size}deg)` }}
              >
                <span>{money(s.amount, info.currency)}</span>
              </span>
            ))}
          </div>
        </div>
        <button
          type="button"
          className="button button-primary spin-button"
          onClick={() => void spin()}
          disabled={spinning || info.balance <= 0 || !seedValid}
        >
          {spinning ? t`Spinning…` : t`Spin`}
        </button>
        {info.balance <= 0 && !spinning && (
          <p className="loyalty-note">
            {t`No spins left. Reach the next VIP level for more.`} <Link to="/vip-club">{t`VIP club`}</Link>
          </p>
        )}
        {error && (
          <p className="field-error" role="alert">
            {error}
          </p>
        )}
        <div aria-live="polite">
          {landed && (
            <div className="spin-result" data-testid="spin-result">
              <p className="loyalty-amount">{t`You won ${money(landed.amount, landed.currency)}`}</p>
              <Link to={verifyLink(landed)} className="fair-link">
                {t`Verify this spin`}
              </Link>
            </div>
          )}
        </div>
      </section>
      <section className="loyalty-card" aria-label={t`Fairness`}>
        <h2 className="loyalty-h2">{t`Provably fair`}</h2>
        <p className="loyalty-note">
          {t`The next spin uses the server seed with this SHA-256 hash. After the spin the seed is shown, and you can check the result yourself.`}
        </p>
        <dl className="spin-seeds">
          <dt>{t`Server seed hash`}</dt>
          <dd className="mono">{info.server_seed_hash}</dd>
          <dt>{t`Client seed`}</dt>
          <dd className="mono">{info.client_seed}</dd>
          <dt>{t`Nonce`}</dt>
          <dd className="mono">{info.nonce}</dd>
        </dl>
        <label htmlFor={seedId} className="field-label spin-seed-label">
          {t`Your client seed for the next spin`}
        </label>
        <input
          id={seedId}
          className="game-input mono spin-seed-input"
          value={seed}
          maxLength={64}
          autoComplete="off"
          spellCheck={false}
          aria-invalid={!seedValid}
          aria-describedby={`${seedId}-hint`}
          onChange={(e) => setSeed(e.target.value.trim())}
        />
        <p id={`${seedId}-hint`} className={seedValid ? 'loyalty-fine' : 'field-error'}>
          {seedValid
            ? seed === info.client_seed
              ? t`Change it to mix your own randomness into the next spin.`
              : t`The next spin uses this client seed.`
            : t`Use 1 to 64 letters, digits, dashes or underscores.`}
        </p>
      </section>
      <MySpins info={info} />
    </>
  );
}

function MySpins({ info }: { info: VipSpinInfo }) {
  const { t } = useLingui();
  const money = useMoney();
  return (
    <section className="loyalty-card" aria-label={t`Your spins`}>
      <h2 className="loyalty-h2">{t`Your spins`}</h2>
      {info.draw_list.length ? (
        <ul className="loyalty-list">
          {info.draw_list.map((s) => (
            <li key={s.id} className="loyalty-item">
              <div>
                <p className="loyalty-item-title">{money(s.amount, s.currency)}</p>
                <p className="loyalty-fine">
                  {t`Segment ${s.segment + 1}`} · {new Date(s.created_at).toLocaleString()}
                </p>
              </div>
              <Link to={verifyLink(s)} className="button button-small" aria-label={t`Verify spin ${s.nonce}`}>
                {t`Verify`}
              </Link>
            </li>
          ))}
        </ul>
      ) : (
        <p className="loyalty-note">{t`You have not spun the wheel yet.`}</p>
      )}
    </section>
  );
}

function WinList({ data }: { data: VipSpinMarquee }) {
  const { t } = useLingui();
  const money = useMoney();
  if (!data.marquee_list.length)
    return <EmptyState title={t`No winners yet`}>{t`Wins of the VIP wheel show here.`}</EmptyState>;
  return (
    <ul className="loyalty-list spin-winners">
      {data.marquee_list.map((w, i) => (
        <li key={`${w.created_at}-${i}`} className="rank-row">
          <span className="rank-name">{w.name}</span>
          <span className="rank-amount">{money(w.amount, w.currency)}</span>
        </li>
      ))}
    </ul>
  );
}

function Marquee() {
  const { t } = useLingui();
  const topic = useTopic('vipSpinMarquee', MARQUEE);
  return (
    <section className="loyalty-card" aria-label={t`Recent wins`}>
      <h2 className="loyalty-h2">{t`Recent wins`}</h2>
      {topic.data ? (
        <WinList data={topic.data} />
      ) : (
        <TopicState status={topic.status === 'error' ? 'error' : 'loading'} retry={topic.refresh} rows={3} />
      )}
      <Link to="/vip-roulette/user-list" className="loyalty-more">
        {t`All winners`}
      </Link>
    </section>
  );
}

/** /vip-roulette/user-list: the last 50 wins of the VIP wheel, names masked. */
export function VipSpinWinnersPage() {
  const { t } = useLingui();
  const topic = useTopic('vipSpinMarquee', WINNERS);
  const data = useMemo(() => topic.data, [topic.data]);
  return (
    <Page title={t`VIP spin winners`} className="loyalty-page">
      <section className="loyalty-card" aria-label={t`Winners`}>
        {data ? (
          <WinList data={data} />
        ) : (
          <TopicState status={topic.status === 'error' ? 'error' : 'loading'} retry={topic.refresh} />
        )}
      </section>
      <Link to="/vip-roulette" className="button loyalty-back">
        {t`Spin the wheel`}
      </Link>
    </Page>
  );
}
