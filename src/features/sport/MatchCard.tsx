import { memo, useState } from 'react';
import { Link } from 'react-router-dom';
import { useLingui } from '@lingui/react/macro';
import type { Match } from '../../../core/contract';
import { formatOdds } from '../../../core/odds/american';
import { LockIcon } from '../../ui/icons';
import { Img } from '../../ui/Img';
import { showToast } from '../../ui/toast';
import type { OddsFormat } from '../../app/stores/settings';
import { clockSeconds, formatClock, isLive, oddsCells, score } from './match-view';
import { useNow } from './use-ticker';

interface Props {
  match: Match;
  oddsFormat: OddsFormat;
  locale: string;
}

/**
 * The clock counts on from the moment this card received the match's clock (SPEC §4: it ticks every second
 * while live); a new clock from the engine resets the base. Kept per card, so an update of one match does not
 * re-render the others.
 */
function LiveClock({ match }: { match: Match }) {
  const { t } = useLingui();
  const [base, setBase] = useState(() => ({ mc: match.mc, at: Date.now() }));
  if (base.mc !== match.mc) setBase({ mc: match.mc, at: Date.now() });
  const now = useNow(Boolean(match.mc?.r));
  const seconds = clockSeconds(match, now ? Math.max(0, now - base.at) : 0);
  const period = match.mc?.pe;
  return (
    <span className="match-live">
      <span className="live-dot" aria-hidden="true" />
      {t`Live`}
      {period ? ` · P${period}` : ''}
      {seconds !== null ? ` · ${formatClock(seconds)}` : ''}
    </span>
  );
}

/** SPEC §2 Match card: league, time or live clock and score, teams with crests, +N markets, main odds. */
export const MatchCard = memo(function MatchCard({ match, oddsFormat, locale }: Props) {
  const { t } = useLingui();
  const [home, away] = match.ts;
  const live = isLive(match);
  const sc = live ? score(match) : null;
  const cells = oddsCells(match);
  const start = new Date(match.bt);
  const when = start.toLocaleString(locale, { weekday: 'short', hour: '2-digit', minute: '2-digit' });
  const title = home && away ? `${home.na} – ${away.na}` : match.nm;
  return (
    <article className="match-card" aria-label={title}>
      <div className="match-head">
        <span className="match-league">{match.lg.na}</span>
        {live ? <LiveClock match={match} /> : <time dateTime={start.toISOString()}>{when}</time>}
      </div>
      <Link
        to="/match-detail"
        state={{ matchId: match.id, isComing: !live, matchType: match.sid }}
        className="match-teams"
      >
        {[home, away].map((team, i) =>
          team ? (
            <span key={team.id} className="match-team">
              <Img src={team.lurl} width="20" height="20" loading="lazy" />
              <span className="match-team-name">{team.na}</span>
              {sc && <span className="match-score">{sc[i]}</span>}
            </span>
          ) : null,
        )}
      </Link>
      <div className="match-foot">
        <div
          className="odds-row"
          style={{ gridTemplateColumns: `repeat(${Math.max(cells.length, 2)}, 1fr)` }}
        >
          {cells.map((cell) => {
            const text = formatOdds(cell.odds, oddsFormat);
            return cell.locked || text === null ? (
              <button
                key={cell.key}
                type="button"
                className="odds-button"
                disabled
                aria-label={t`${cell.label} locked`}
              >
                <span className="odds-label">{cell.label}</span>
                <LockIcon width="16" height="16" />
              </button>
            ) : (
              <button
                key={cell.key}
                type="button"
                className="odds-button"
                aria-label={t`${cell.label} at ${text}`}
                onClick={() => showToast(t`Betting opens soon. Your bet slip is empty for now.`)}
              >
                <span className="odds-label">{cell.label}</span>
                <span className="odds-value">{text}</span>
              </button>
            );
          })}
        </div>
        {match.tms > 0 && (
          <Link
            to="/match-detail"
            state={{ matchId: match.id, isComing: !live, matchType: match.sid }}
            className="match-more"
            aria-label={t`${match.tms} more markets`}
          >
            +{match.tms}
          </Link>
        )}
      </div>
    </article>
  );
});
