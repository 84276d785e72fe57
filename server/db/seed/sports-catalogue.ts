/**
 * The demo sports catalogue: sports of SPEC §9 with their main market, and leagues with believable,
 * made-up team names (no real fixtures are implied). Ids are fixed so re-seeding finds the same rows.
 */
export interface SportDef {
  id: number;
  tabKey: string;
  name: string;
  hasDraw: boolean;
  /** SPEC §9 default market: soccer 1005, basketball 3004, tennis 5001; ours for the others. */
  mainMarketType: number;
  /** A second market shown behind "+N" (total goals/points), when the sport has one. */
  totalMarket?: { type: number; lines: readonly string[] };
  /** How many demo matches, and how many of them live when seeded. */
  matches: number;
  live: number;
  leagues: readonly LeagueDef[];
}

export interface LeagueDef {
  name: string;
  country: string;
  hot?: boolean;
  teams: readonly string[];
}

export const SPORTS: readonly SportDef[] = [
  {
    id: 1,
    tabKey: 'Soccer',
    name: 'Soccer',
    hasDraw: true,
    mainMarketType: 1005,
    totalMarket: { type: 1007, lines: ['2.5', '2.5', '3.5', '1.5'] },
    matches: 44,
    live: 5,
    leagues: [
      {
        name: 'Brazil Série A',
        country: 'BR',
        hot: true,
        teams: [
          'Atlético Serrano',
          'Porto Alegre Imperial',
          'Recife Marítimo',
          'Vila Paulista',
          'Goiânia Esporte',
          'Fortaleza Náutico',
          'Santos Litoral',
          'Minas União',
        ],
      },
      {
        name: 'Mexico Liga Premier',
        country: 'MX',
        hot: true,
        teams: [
          'Monterrey Norte',
          'Deportivo Tapatío',
          'Puebla Unidos',
          'Tijuana Frontera',
          'Atlético Querétaro',
          'Club Valle de Toluca',
        ],
      },
      {
        name: 'England Premier Division',
        country: 'GB',
        hot: true,
        teams: [
          'Northbridge United',
          'Kingsport City',
          'Ashford Rovers',
          'Harbour Town',
          'Millbrook Athletic',
          'Westfield Wanderers',
        ],
      },
      {
        name: 'Spain Primera',
        country: 'ES',
        teams: [
          'Real Costa Blanca',
          'Atlético Meseta',
          'Sporting Cantábrico',
          'CD Sierra Norte',
          'Valle del Ebro CF',
          'UD Levante Sur',
        ],
      },
      {
        name: 'Colombia Primera A',
        country: 'CO',
        teams: ['Atlético Andino', 'Deportivo Caribe', 'Independiente Cafetero', 'Club Magdalena'],
      },
    ],
  },
  {
    id: 3,
    tabKey: 'BasketBall',
    name: 'Basketball',
    hasDraw: false,
    mainMarketType: 3004,
    totalMarket: { type: 3007, lines: ['214.5', '221.5', '208.5', '226.5'] },
    matches: 22,
    live: 2,
    leagues: [
      {
        name: 'North American Pro League',
        country: 'US',
        hot: true,
        teams: [
          'Harbor City Mariners',
          'Capital Monarchs',
          'Lakeshore Storm',
          'Mountain Peaks',
          'Bayou Gators',
          'Steel City Forge',
          'Desert Coyotes',
          'Northern Lights',
        ],
      },
      {
        name: 'Liga Sudamericana de Básquet',
        country: 'AR',
        teams: ['Paulistano Basquete', 'Córdoba Atlético', 'Valdivia Sur', 'Montevideo Celeste'],
      },
    ],
  },
  {
    id: 5,
    tabKey: 'Tennis',
    name: 'Tennis',
    hasDraw: false,
    mainMarketType: 5001,
    matches: 18,
    live: 2,
    leagues: [
      {
        name: "Men's Tour — Clay Masters",
        country: 'ES',
        teams: [
          'Lucas Ferreira',
          'Mateo Álvarez',
          'Daniel Novak',
          'Hugo Laurent',
          'Kenji Morita',
          'Arjun Mehta',
          'Tomás Rivera',
          'Jonas Berg',
        ],
      },
      {
        name: "Women's Tour — Hard Court Open",
        country: 'US',
        teams: [
          'Sofia Marin',
          'Elena Petrova',
          'Camila Rocha',
          'Hana Kobayashi',
          'Lena Fischer',
          'Priya Nair',
        ],
      },
    ],
  },
  {
    id: 13,
    tabKey: 'Volleyball',
    name: 'Volleyball',
    hasDraw: false,
    mainMarketType: 13001,
    matches: 10,
    live: 1,
    leagues: [
      {
        name: 'Superliga Vôlei',
        country: 'BR',
        teams: [
          'Minas Vôlei Clube',
          'Rio Praia Vôlei',
          'Osasco Azul',
          'Campinas Vôlei',
          'Brasília Cerrado',
          'Curitiba Pinhais',
        ],
      },
    ],
  },
  {
    id: 15,
    tabKey: 'TableTennis',
    name: 'Table tennis',
    hasDraw: false,
    mainMarketType: 15001,
    matches: 12,
    live: 2,
    leagues: [
      {
        name: 'Liga Pro TT Ciudad de México',
        country: 'MX',
        teams: [
          'Diego Herrera',
          'Javier Castillo',
          'Andrés Molina',
          'Ricardo Vega',
          'Emilio Soto',
          'Pablo Ibarra',
        ],
      },
    ],
  },
  {
    id: 164,
    tabKey: 'Dota',
    name: 'Dota 2',
    hasDraw: false,
    mainMarketType: 164001,
    matches: 8,
    live: 1,
    leagues: [
      {
        name: 'Dota 2 Pro Circuit — Americas',
        country: '',
        teams: [
          'Andes Esports',
          'Nightfall Five',
          'Jaguar Squad',
          'Polar Vortex',
          'Crimson Ember',
          'Atlas Gaming',
        ],
      },
    ],
  },
  {
    id: 177,
    tabKey: 'EFootball',
    name: 'Esports football',
    hasDraw: true,
    mainMarketType: 177005,
    matches: 10,
    live: 2,
    leagues: [
      {
        name: 'eFootball Battle League — 8 min',
        country: '',
        teams: [
          'Brazil (Caio)',
          'Argentina (Nico)',
          'France (Max)',
          'Germany (Jonas)',
          'England (Sam)',
          'Portugal (Rui)',
        ],
      },
    ],
  },
];

/** Ids are derived, never stored elsewhere: league sportId*100+n, team sportId*1000+n, match sportId*10000+n. */
export const leagueId = (sportId: number, index: number) => sportId * 100 + index + 1;
export const teamId = (sportId: number, index: number) => sportId * 1000 + index + 1;
export const matchId = (sportId: number, index: number) => sportId * 10000 + index + 1;
export const marketId = (match: number, index: number) => match * 10 + index + 1;
export const optionId = (market: number, index: number) => market * 10 + index + 1;
