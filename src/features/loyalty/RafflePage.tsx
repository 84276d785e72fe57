import { Link } from 'react-router-dom';
import { useLingui } from '@lingui/react/macro';
import type { Raffle } from '../../../core/contract/schemas/loyalty';
import { isLoggedIn, useSession } from '../../app/stores/session';
import { useSettings } from '../../app/stores/settings';
import { useTopic } from '../../platform/engine-bridge';
import { EmptyState } from '../../ui/EmptyState';
import { Page } from '../../ui/Page';
import { NO_PARAMS, useMoney } from './loyalty-api';
import { TopicState } from './LoyaltyStates';

function useDateTime(): (ms: number) => string {
  const locale = useSettings((s) => s.locale);
  return (ms) =>
    new Intl.DateTimeFormat(locale, {
      day: 'numeric',
      month: 'short',
      hour: '2-digit',
      minute: '2-digit',
    }).format(new Date(ms));
}

/**
 * /raffle (issue #17): the week's raffle (tickets from deposits and turnover, the prizes, the draw time and
 * the published hash of the seed that will draw it) and the last drawn raffles with their winners (names
 * masked) and the revealed seed. The engine topic `raffle`.
 */
export default function RafflePage() {
  const { t } = useLingui();
  const topic = useTopic('raffle', NO_PARAMS);
  const data = topic.data;
  return (
    <Page title={t`Raffle`} className="loyalty-page">
      {!data ? (
        <TopicState status={topic.status === 'error' ? 'error' : 'loading'} retry={topic.refresh} />
      ) : (
        <>
          {data.current ? (
            <Current raffle={data.current} />
          ) : (
            <EmptyState
              title={t`No raffle is running right now.`}
            >{t`The next raffle opens soon.`}</EmptyState>
          )}
          <section className="loyalty-card" aria-label={t`Past draws`}>
            <h2 className="loyalty-h2">{t`Past draws`}</h2>
            {data.past.length ? (
              data.past.map((r) => <Past key={r.id} raffle={r} />)
            ) : (
              <p className="loyalty-note">{t`No raffle has been drawn yet.`}</p>
            )}
          </section>
        </>
      )}
    </Page>
  );
}

function Prizes({ raffle }: { raffle: Raffle }) {
  const { t } = useLingui();
  const money = useMoney();
  return (
    <ol className="rank-prizes" aria-label={t`Prizes`}>
      {raffle.prizes.map((p, i) => (
        <li key={i}>
          <span className="rank-no">{i + 1}</span>
          <span>{money(p, raffle.currency)}</span>
        </li>
      ))}
    </ol>
  );
}

function Current({ raffle }: { raffle: Raffle }) {
  const { t } = useLingui();
  const money = useMoney();
  const when = useDateTime();
  const loggedIn = useSession(isLoggedIn);
  return (
    <section className="loyalty-card raffle-card" aria-label={t`This week's raffle`}>
      <h2 className="loyalty-h2">{t`This week's raffle`}</h2>
      <p className="loyalty-note">
        {t`Tickets count from ${when(raffle.start)} to ${when(raffle.end)}. Draw: ${when(raffle.draw_at)}.`}
      </p>
      <div className="raffle-tickets">
        <span className="loyalty-fine">{t`Your tickets`}</span>
        {loggedIn ? (
          <strong data-testid="raffle-my-tickets">{raffle.my_tickets ?? 0}</strong>
        ) : (
          <Link to="/loginb" className="button button-small button-primary">
            {t`Log in to see your tickets`}
          </Link>
        )}
      </div>
      <p className="loyalty-note">
        {t`1 ticket for every ${money(raffle.deposit_unit, raffle.currency)} deposited and every ${money(raffle.turnover_unit, raffle.currency)} wagered this week. Each player wins at most one prize.`}
      </p>
      <Prizes raffle={raffle} />
      <dl className="spin-seeds">
        <dt>{t`Seed hash (SHA-256)`}</dt>
        <dd className="mono">{raffle.server_seed_hash}</dd>
      </dl>
      <p className="loyalty-fine">
        {t`The draw's seed is fixed now and shown after the draw: check that its SHA-256 matches this hash.`}
      </p>
    </section>
  );
}

/**
 * The /game-verify link of a drawn raffle's place: its revealed seed, the raffle id (the HMAC message's
 * first part), the place and the number of tickets; the page draws the place's tickets in the browser.
 */
export function raffleVerifyLink(r: Raffle, place: number): string {
  const q = new URLSearchParams({
    game: 'raffle',
    server_seed: r.server_seed,
    client_seed: r.id,
    nonce: String(place),
    tickets: String(r.tickets ?? 0),
  });
  return `/game-verify?${q.toString()}`;
}

function Past({ raffle }: { raffle: Raffle }) {
  const { t } = useLingui();
  const money = useMoney();
  const when = useDateTime();
  return (
    <article className="raffle-past" aria-label={t`Draw of ${when(raffle.draw_at)}`}>
      <h3 className="rank-winners-title">{t`Draw of ${when(raffle.draw_at)}`}</h3>
      <p className="loyalty-fine">{t`Tickets in the draw: ${raffle.tickets ?? 0}`}</p>
      {raffle.winners.length ? (
        <ul className="loyalty-list spin-winners" aria-label={t`Winners`}>
          {raffle.winners.map((w) => (
            <li key={w.place} className={w.is_me ? 'rank-row rank-me' : 'rank-row'}>
              <span className="rank-no">{w.place}</span>
              <span className="rank-name">
                {w.name}
                {w.is_me ? ` · ${t`You`}` : ''}
                <span className="loyalty-fine raffle-ticket">{t`Ticket #${w.ticket}`}</span>
                <Link className="loyalty-fine raffle-verify" to={raffleVerifyLink(raffle, w.place)}>
                  {t`Verify place ${w.place}`}
                </Link>
              </span>
              <span className="rank-amount">{money(w.amount, w.currency)}</span>
            </li>
          ))}
        </ul>
      ) : (
        <p className="loyalty-note">{t`No tickets were earned in this raffle.`}</p>
      )}
      <dl className="spin-seeds">
        <dt>{t`Seed (revealed)`}</dt>
        <dd className="mono">{raffle.server_seed}</dd>
        <dt>{t`Seed hash`}</dt>
        <dd className="mono">{raffle.server_seed_hash}</dd>
      </dl>
      <p className="loyalty-fine">
        {t`Place k's ticket: HMAC-SHA256(seed, "${raffle.id}:k:round"), read as in the games' provably fair scheme, below the number of tickets; players in account order hold consecutive tickets.`}
      </p>
    </article>
  );
}
