/** What the bet bench's two kinds of round share: the players and the one selection they bet on. */
export interface Player {
  uid: number;
  cookie: string;
}

export interface Selection {
  matchId: number;
  marketId: number;
  ty: number;
  oddsMilli: number;
  marketType: number;
}
