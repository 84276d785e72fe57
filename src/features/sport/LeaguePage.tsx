import { LeagueMatchesPage } from './LeagueMatches';

/** /league?leagueId= (or state { leagueId, leagueName }): one league's live and upcoming matches. */
export default function LeaguePage() {
  return <LeagueMatchesPage />;
}
