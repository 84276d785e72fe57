import { useState } from 'react';
import { Link } from 'react-router-dom';
import { useLingui } from '@lingui/react/macro';
import type { RainGrab, RainInfo, RainReveal } from '../../../core/contract/schemas/loyalty';
import { isLoggedIn, useSession } from '../../app/stores/session';
import { useTopic } from '../../platform/engine-bridge';
import { Page } from '../../ui/Page';
import { LoginRequired } from '../account/LoginRequired';
import { useNow } from '../sport/use-ticker';
import { NO_PARAMS, grabPacket, useMoney, useRainError } from './loyalty-api';
import { TopicState } from './LoyaltyStates';

/** Packets falling at once; a tapped one is replaced by a new one. */
const PACKETS = 8;

/** `h:mm:ss` (or `m:ss`) until `to`. */
export function clock(ms: number): string {
  const s = Math.max(0, Math.ceil(ms / 1000));
  const h = Math.floor(s / 3600);
  const m = Math.floor((s % 3600) / 60);
  const sec = String(s % 60).padStart(2, '0');
  return h > 0 ? `${h}:${String(m).padStart(2, '0')}:${sec}` : `${m}:${sec}`;
}

/**
 * /red-packet-rain (issue #17): while a rain is live the packets fall and each is a button; a tap asks the
 * server for the packet (it decides the prize and the caps), the prize shows on the spot and in the
 * results. Between rains, a countdown to the next one. The rain's state is the engine topic
 * `redPacketRain` (refreshed after each packet); the countdown only re-renders the time left.
 */
export default function RainPage() {
  const { t } = useLingui();
  const loggedIn = useSession(isLoggedIn);
  return (
    <Page title={t`Red packet rain`} className="loyalty-page">
      {loggedIn ? <Rain /> : <LoginRequired>{t`Log in to catch red packets.`}</LoginRequired>}
      <section className="loyalty-card" aria-label={t`How it works`}>
        <h2 className="loyalty-h2">{t`How it works`}</h2>
        <ul className="rain-rules">
          <li>{t`Red packets rain at set times every day. Tap the falling packets to open them.`}</li>
          <li>{t`Each packet holds a random cash prize, paid to your balance at once.`}</li>
          <li>{t`Each rain has a prize pool: when it is spent the rain ends.`}</li>
        </ul>
      </section>
    </Page>
  );
}

function Rain() {
  const topic = useTopic('redPacketRain', NO_PARAMS);
  if (!topic.data)
    return <TopicState status={topic.status === 'error' ? 'error' : 'loading'} retry={topic.refresh} />;
  return <RainCard info={topic.data} />;
}

function RainCard({ info }: { info: RainInfo }) {
  const { t } = useLingui();
  const money = useMoney();
  const now = useNow(true);
  const [grabs, setGrabs] = useState<RainGrab[]>([]);
  const [last, setLast] = useState<RainGrab | null>(null);
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);
  const [serial, setSerial] = useState(0);
  const rainError = useRainError();
  const live = info.active && now < info.end;
  const started = info.start <= now;
  const left = Math.max(0, info.per_player - info.opened);

  const open = async () => {
    if (busy) return;
    setBusy(true);
    setError('');
    try {
      const g = await grabPacket();
      setLast(g);
      setGrabs((list) => [g, ...list]);
      setSerial((n) => n + 1);
    } catch (err) {
      setError(rainError(err));
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <section className="loyalty-card rain-card" aria-label={t`Red packet rain`}>
        <div className="rain-head">
          <div>
            <h2 className="vip-level">
              {live ? t`The rain is live!` : started ? t`This rain is over` : t`Next rain`}
            </h2>
            <p className="loyalty-note" data-testid="rain-countdown">
              {live
                ? t`Ends in ${clock(info.end - now)}`
                : !started
                  ? t`Starts in ${clock(info.start - now)}`
                  : info.next_start
                    ? t`Next rain in ${clock(info.next_start - now)}`
                    : ''}
            </p>
          </div>
          <div className="rain-pool">
            <span className="loyalty-fine">{t`Prize pool left`}</span>
            <strong>{money(info.budget_left, info.currency)}</strong>
          </div>
        </div>
        <p className="loyalty-note">
          {t`Prizes from ${money(info.min, info.currency)} to ${money(info.max, info.currency)} · ${info.per_player} packets per player`}
        </p>
        {live && left > 0 ? (
          <div className="rain-stage" role="group" aria-label={t`Falling red packets`}>
            {Array.from({ length: PACKETS }, (_, i) => (
              <button
                key={`${serial}-${i}`}
                type="button"
                className="rain-packet"
                style={{ left: `${4 + ((i * 37) % 84)}%`, animationDelay: `${(i * 0.45) % 3}s` }}
                disabled={busy}
                onClick={() => void open()}
                aria-label={t`Open red packet ${i + 1}`}
              >
                <span className="rain-packet-art" aria-hidden="true" />
              </button>
            ))}
          </div>
        ) : (
          <div className="rain-stage rain-idle">
            <span className="rain-packet-art" aria-hidden="true" />
            <p>
              {live
                ? t`You opened all your packets in this rain.`
                : t`Come back when the rain starts: the packets will fall here.`}
            </p>
          </div>
        )}
        {error && (
          <p className="field-error" role="alert">
            {error}
          </p>
        )}
        <div aria-live="polite">
          {last && (
            <div className="spin-result" data-testid="rain-prize" data-amount={last.amount}>
              <p className="loyalty-amount">{t`You won ${money(last.amount, last.currency)}`}</p>
            </div>
          )}
        </div>
      </section>
      <section className="loyalty-card" aria-label={t`Your results`}>
        <h2 className="loyalty-h2">{t`Your results`}</h2>
        <dl className="spin-seeds rain-totals">
          <dt>{t`Packets opened`}</dt>
          <dd data-testid="rain-opened">
            {info.opened} / {info.per_player}
          </dd>
          <dt>{t`Won in this rain`}</dt>
          <dd data-testid="rain-won">{money(info.won, info.currency)}</dd>
        </dl>
        {grabs.length ? (
          <ul className="loyalty-list rain-grabs">
            {grabs.map((g, i) => (
              <li key={`${g.opened}-${i}`} className="rank-row">
                <span className="rank-name">{t`Packet ${g.opened}`}</span>
                <span className="rank-amount">{money(g.amount, g.currency)}</span>
              </li>
            ))}
          </ul>
        ) : (
          <p className="loyalty-note">{t`Packets you open show here.`}</p>
        )}
      </section>
      <Fairness info={info} />
    </>
  );
}

/** The /game-verify link of a packet of an ended rain: its revealed seed, the packet's number and bounds. */
export function packetVerifyLink(r: RainReveal, n: number): string {
  const q = new URLSearchParams({
    game: 'red_packet',
    server_seed: r.server_seed,
    client_seed: r.seed,
    nonce: String(n),
    min: String(r.min),
    max: String(r.max),
  });
  return `/game-verify?${q.toString()}`;
}

/**
 * Provably fair packets: the hash of this rain's seed (fixed before it starts) and, for the player's last
 * ended rain, the revealed seed with a link to redo each packet's draw on /game-verify.
 */
function Fairness({ info }: { info: RainInfo }) {
  const { t } = useLingui();
  const money = useMoney();
  const r = info.last;
  return (
    <section className="loyalty-card" aria-label={t`Fairness`}>
      <h2 className="loyalty-h2">{t`Fairness`}</h2>
      <dl className="spin-seeds">
        <dt>{t`This rain's seed hash`}</dt>
        <dd className="mono">{info.server_seed_hash}</dd>
      </dl>
      <p className="loyalty-fine">
        {t`Every packet's prize is drawn from this rain's seed, fixed before it starts and shown when it ends: check that its SHA-256 matches this hash, then verify your packets.`}
      </p>
      {r && (
        <>
          <h3 className="rank-winners-title">{t`Your last rain`}</h3>
          <dl className="spin-seeds">
            <dt>{t`Seed (revealed)`}</dt>
            <dd className="mono">{r.server_seed}</dd>
            <dt>{t`Seed hash`}</dt>
            <dd className="mono">{r.server_seed_hash}</dd>
          </dl>
          <ul className="loyalty-list rain-grabs" aria-label={t`Your last rain`}>
            {r.packets.map((p) => (
              <li key={p.n} className="rank-row">
                <span className="rank-name">{t`Packet ${p.n}`}</span>
                <span className="rank-amount">{money(p.amount, r.currency)}</span>
                {p.n > 0 && (
                  <Link className="loyalty-fine raffle-verify" to={packetVerifyLink(r, p.n)}>
                    {t`Verify packet ${p.n}`}
                  </Link>
                )}
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}
