import { Link } from 'react-router-dom';
import { useLingui } from '@lingui/react/macro';
import type { FreeRound } from '../../../core/contract/schemas/free-rounds';
import { useSettings } from '../../app/stores/settings';
import { useTopic } from '../../platform/engine-bridge';
import { EmptyState } from '../../ui/EmptyState';
import { Page } from '../../ui/Page';
import { PageSkeleton } from '../../ui/PageSkeleton';
import { useMoney } from '../wallet/money';
import { LoggedIn } from './LoggedIn';
import { NO_PARAMS } from './promo-api';
import { FREE_ROUND_GAME_NAMES } from './promo-texts';
import './promotions.css';

/** The game room of a grant: its in-house game, playing the grant's free spins. */
export const freeRoundsRoomUrl = (g: Pick<FreeRound, 'id' | 'game_id'>) =>
  `/game-room?platform=inhouse&game_id=${encodeURIComponent(g.game_id)}&free_round=${g.id}`;

function FreeRoundCard({ grant }: { grant: FreeRound }) {
  const { t, i18n } = useLingui();
  const money = useMoney();
  const locale = useSettings((s) => s.locale);
  const game = FREE_ROUND_GAME_NAMES[grant.game_id];
  const name = game ? i18n._(game) : grant.game_id;
  const date = (ms: number) => new Date(ms).toLocaleDateString(locale, { day: 'numeric', month: 'short' });
  const percent = grant.total > 0 ? Math.round((grant.used / grant.total) * 100) : 0;
  const left = grant.left;
  const total = grant.total;
  return (
    <article className={`promo-card free-round-card free-round-state-${grant.state}`} aria-label={name}>
      <header className="promo-card-head">
        <div>
          <h3 className="promo-card-title">{name}</h3>
          <p className="promo-card-amount" data-testid="free-rounds-left">
            {t`${left} of ${total} free spins left`}
          </p>
        </div>
        <span className="promo-badge">
          {grant.state === 1 ? t`Active` : grant.state === 2 ? t`Used` : t`Expired`}
        </span>
      </header>
      <div
        className="promo-progress"
        role="progressbar"
        aria-label={t`Free spins used`}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
      >
        <span style={{ width: `${percent}%` }} />
      </div>
      <dl className="free-round-facts">
        <div>
          <dt>{t`Bet per spin`}</dt>
          <dd>{money(grant.stake, grant.currency)}</dd>
        </div>
        <div>
          <dt>{t`Value left`}</dt>
          <dd>{money(grant.value, grant.currency)}</dd>
        </div>
        <div>
          <dt>{t`Won so far`}</dt>
          <dd>{money(grant.won, grant.currency)}</dd>
        </div>
        <div>
          <dt>{grant.state === 3 ? t`Expired on` : t`Expires on`}</dt>
          <dd>{date(grant.expires_at)}</dd>
        </div>
      </dl>
      <p className="promo-card-note">
        {t`Wins go to your bonus balance and unlock after wagering ${grant.wager_multiple}× the win.`}
      </p>
      {grant.state === 1 && (
        <div className="promo-actions">
          <Link
            to={freeRoundsRoomUrl(grant)}
            className="button button-primary"
            aria-label={t`Play ${name} free spins`}
          >
            {t`Play`}
          </Link>
        </div>
      )}
    </article>
  );
}

function FreeRoundsList() {
  const { t } = useLingui();
  const topic = useTopic('freeRounds', NO_PARAMS);
  if (!topic.data && topic.status === 'error')
    return (
      <EmptyState
        title={t`Could not load your free spins`}
        action={
          <button type="button" className="button button-primary" onClick={topic.refresh}>
            {t`Try again`}
          </button>
        }
      />
    );
  if (!topic.data) return <PageSkeleton rows={3} />;
  const { available, unavailable, freeGameTotal } = topic.data;
  if (available.list.length + unavailable.list.length === 0)
    return (
      <EmptyState
        title={t`No free spins yet`}
        action={
          <Link to="/promotion" className="button button-primary">
            {t`See promotions`}
          </Link>
        }
      >
        {t`Free spins you receive from promotions are listed here.`}
      </EmptyState>
    );
  return (
    <>
      <section className="promo-summary" aria-label={t`Free spins summary`}>
        <div>
          <p className="promo-summary-label">{t`Free spins left`}</p>
          <p className="promo-summary-value" data-testid="free-rounds-total">
            {freeGameTotal}
          </p>
        </div>
        <div className="promo-summary-links">
          <Link to="/promotion/free-rounds/rule">{t`Free spins rules`}</Link>
        </div>
      </section>
      {available.list.length > 0 && (
        <div className="promo-list">
          {available.list.map((g) => (
            <FreeRoundCard key={g.id} grant={g} />
          ))}
        </div>
      )}
      {unavailable.list.length > 0 && (
        <>
          <h2 className="free-round-heading">{t`Used and expired`}</h2>
          <div className="promo-list">
            {unavailable.list.map((g) => (
              <FreeRoundCard key={g.id} grant={g} />
            ))}
          </div>
        </>
      )}
    </>
  );
}

/** /promotion/free-rounds: the player's free spins of our slot, with a Play button into the game room. */
export default function FreeRoundsPage() {
  const { t } = useLingui();
  return (
    <Page title={t`Free rounds`}>
      <LoggedIn>
        <FreeRoundsList />
      </LoggedIn>
    </Page>
  );
}
