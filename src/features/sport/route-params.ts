/**
 * What /match-detail is about (SPEC §2: router state carries matchId, isComing and matchType). The query
 * string (?matchId=&isComing=&matchType=) is the fallback, so a reload, a shared link or a push opens the
 * same match. Pure, so the precedence is tested without a router.
 */
export interface DetailParams {
  matchId: number | null;
  isComing: boolean | null;
  matchType: number | null;
}

const positiveInt = (value: unknown): number | null => {
  const n = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  return typeof n === 'number' && Number.isSafeInteger(n) && n > 0 ? n : null;
};

const flag = (value: unknown): boolean | null => {
  if (typeof value === 'boolean') return value;
  if (value === 'true' || value === '1') return true;
  if (value === 'false' || value === '0') return false;
  return null;
};

export function readDetailParams(state: unknown, query: URLSearchParams): DetailParams {
  const s = state && typeof state === 'object' ? (state as Record<string, unknown>) : {};
  return {
    matchId: positiveInt(s.matchId) ?? positiveInt(query.get('matchId')),
    isComing: flag(s.isComing) ?? flag(query.get('isComing')),
    matchType: positiveInt(s.matchType) ?? positiveInt(query.get('matchType')),
  };
}

/** The league pages read ?leagueId= first-hand or from state { leagueId, leagueName }. */
export function readLeagueParams(
  state: unknown,
  query: URLSearchParams,
): { leagueId: number | null; leagueName: string | null } {
  const s = state && typeof state === 'object' ? (state as Record<string, unknown>) : {};
  return {
    leagueId: positiveInt(s.leagueId) ?? positiveInt(query.get('leagueId')),
    leagueName: typeof s.leagueName === 'string' && s.leagueName ? s.leagueName : null,
  };
}
