import { LeagueMatchesPage } from './LeagueMatches';

/**
 * /az-filter-match?leagueId=: the league picked in the A-Z list or search. Same list as /league; the layout
 * shows the bet slip entry on both (route-meta).
 */
export default function AzMatchPage() {
  return <LeagueMatchesPage />;
}
