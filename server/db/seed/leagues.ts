/** The fixed part of the catalogue: sports, leagues, their sub-categories and teams. */
export interface TeamSeed {
  slug: string;
  name: string;
  short: string;
  color: string;
}

export interface LeagueSeed {
  id: string;
  title: string;
  short: string;
  sport: string;
  gender: 'male' | 'female' | 'mixed';
  /** Match stats are kept for these sports' games. */
  stats: boolean;
  subcategories: string[];
  teams: TeamSeed[];
}

const team = (name: string, short: string, color: string): TeamSeed => ({
  slug: name.toLowerCase().replace(/[^a-z0-9]+/g, '-'),
  name,
  short,
  color,
});

export const LEAGUES: LeagueSeed[] = [
  {
    id: 'lg-premier',
    title: 'Premier Division',
    short: 'PD',
    sport: 'football',
    gender: 'male',
    stats: true,
    subcategories: ['Regular Season', 'Playoffs', 'Youth'],
    teams: [
      team('Northside United', 'NSU', '#c2410c'),
      team('Riverside Rovers', 'RIV', '#1d4ed8'),
      team('Harbor City FC', 'HCF', '#0f766e'),
      team('Westfield Athletic', 'WES', '#7c3aed'),
    ],
  },
  {
    id: 'lg-womens',
    title: "Women's Super League",
    short: 'WSL',
    sport: 'football',
    gender: 'female',
    stats: true,
    subcategories: ['Regular Season', 'Cup'],
    teams: [
      team('Lakeside Ladies', 'LAK', '#db2777'),
      team('Eastbrook Women', 'EAS', '#059669'),
      team('Summit City WFC', 'SUM', '#ca8a04'),
      team('Valley Stars', 'VAL', '#4f46e5'),
    ],
  },
  {
    id: 'lg-metro',
    title: 'Metro Basketball League',
    short: 'MBL',
    sport: 'basketball',
    gender: 'male',
    stats: true,
    subcategories: ['Regular Season', 'Playoffs'],
    teams: [
      team('Metro Hawks', 'HAW', '#dc2626'),
      team('Capital Giants', 'CAP', '#2563eb'),
      team('Bay Bulls', 'BAY', '#ea580c'),
      team('Central Comets', 'COM', '#16a34a'),
    ],
  },
  {
    id: 'lg-northern',
    title: 'Northern Ice League',
    short: 'NIL',
    sport: 'ice_hockey',
    gender: 'male',
    stats: true,
    subcategories: ['Regular Season', 'Playoffs', 'Youth'],
    teams: [
      team('Frost Wolves', 'FRO', '#0ea5e9'),
      team('Glacier Bears', 'GLA', '#475569'),
      team('Polar Kings', 'POL', '#9333ea'),
      team('Timber Jacks', 'TIM', '#15803d'),
    ],
  },
  {
    id: 'lg-coastal',
    title: 'Coastal Volley Series',
    short: 'CVS',
    sport: 'volleyball',
    gender: 'mixed',
    stats: false,
    subcategories: ['Group Stage', 'Finals'],
    teams: [
      team('Sandbay Spikers', 'SAN', '#f59e0b'),
      team('Tidewater Blockers', 'TID', '#0891b2'),
      team('Dune Diggers', 'DUN', '#b45309'),
      team('Reef Aces', 'REE', '#e11d48'),
    ],
  },
  {
    id: 'lg-handball',
    title: 'Continental Handball Cup',
    short: 'CHC',
    sport: 'handball',
    gender: 'male',
    stats: false,
    subcategories: ['Group Stage', 'Knockout'],
    teams: [
      team('Alpine Hammers', 'ALP', '#b91c1c'),
      team('Baltic Sharks', 'BAL', '#1e40af'),
      team('Iberian Bulls', 'IBE', '#a16207'),
      team('Danube Dragons', 'DAN', '#047857'),
    ],
  },
];

export const teamId = (t: TeamSeed) => `tm-${t.slug}`;
export const subcategoryId = (league: LeagueSeed, title: string) => `${league.id}-${title.toLowerCase().replace(/[^a-z0-9]+/g, '-')}`;

/** Final and live scores by sport, so a basketball game does not end 2–1. */
export const SCORE_RANGES: Record<string, [number, number]> = {
  football: [0, 4],
  basketball: [68, 112],
  ice_hockey: [0, 6],
  volleyball: [0, 3],
  handball: [22, 36],
};
