import { createRng, type TRng } from '../../../lib/seeded-random';
import type { TFeedCompetitor } from '../feed';
import {
  abbreviation,
  COUNTRIES,
  personName,
  placeName,
  syllableWord,
  teamName,
  type TTeamKind,
} from './names';

export interface TSandboxCompetitor extends TFeedCompetitor {
  /** Strength on a log scale around 0: pricing and play both read it. */
  rating: number;
}

export interface TSandboxTournament {
  id: string;
  name: string;
  sportId: number;
  category: { id: string; name: string; countryCode?: string };
  teams: TSandboxCompetitor[];
}

interface TSportPlan {
  sportId: number;
  teams: TTeamKind | 'person';
  tournaments: number;
  size: number;
  name: (rng: TRng, country: string) => string;
}

const pickForm = (rng: TRng, forms: string[], word: string) => rng.pick(forms).replace('{}', word);
const ESPORT_REGIONS = ['International', 'Europe', 'Asia', 'North America', 'CIS'];

export const SPORT_PLANS: readonly TSportPlan[] = [
  {
    sportId: 1,
    teams: 'club',
    tournaments: 8,
    size: 14,
    name: (rng) =>
      rng.pick([
        'Premier League',
        'First Division',
        'Super League',
        'Primera Liga',
        'National Cup',
        'Championship',
      ]),
  },
  {
    sportId: 2,
    teams: 'basketball',
    tournaments: 4,
    size: 12,
    name: (rng) => rng.pick(['Basketball League', 'Pro A', 'Super Basket', 'National Cup']),
  },
  {
    sportId: 4,
    teams: 'ice',
    tournaments: 4,
    size: 12,
    name: (rng) => rng.pick(['Hockey League', 'Elite Series', 'Ice Cup', 'Extraliga']),
  },
  {
    sportId: 5,
    teams: 'person',
    tournaments: 4,
    size: 24,
    name: (rng) =>
      pickForm(rng, ['{} Open', '{} Masters', '{} Challenger', '{} Classic'], placeName(rng)),
  },
  { sportId: 40, teams: 'person', tournaments: 1, size: 20, name: () => 'World Championship' },
  {
    sportId: 109,
    teams: 'esports',
    tournaments: 3,
    size: 12,
    name: (rng) =>
      pickForm(rng, ['{} Masters', '{} Pro League', '{} Major', '{} Cup'], syllableWord(rng)),
  },
  {
    sportId: 111,
    teams: 'esports',
    tournaments: 3,
    size: 12,
    name: (rng) =>
      pickForm(rng, ['{} Invitational', '{} League', '{} Championship'], syllableWord(rng)),
  },
];

function category(plan: TSportPlan, index: number, rng: TRng) {
  const id = `sbx:category:${plan.sportId}-${index}`;
  if (plan.sportId === 5) return { id, name: rng.pick(['ATP', 'WTA', 'Challenger', 'ITF']) };
  if (plan.sportId === 40) return { id, name: 'Formula 1' };
  if (plan.teams === 'esports') return { id, name: rng.pick(ESPORT_REGIONS) };
  const country = COUNTRIES[(index * 5 + plan.sportId) % COUNTRIES.length] ?? COUNTRIES[0];
  return { id, name: country.name, countryCode: country.code };
}

function competitor(
  plan: TSportPlan,
  id: string,
  rng: TRng,
  countryCode?: string,
): TSandboxCompetitor {
  const name = plan.teams === 'person' ? personName(rng) : teamName(rng, plan.teams);
  const code = countryCode ?? rng.pick(COUNTRIES).code;
  return {
    id,
    name,
    abbreviation: abbreviation(name),
    countryCode: code,
    rating: rng.range(-1, 1),
  };
}

/** Every sandbox tournament with its teams (or players, or drivers), the same for one seed. */
export function buildLeagues(seed: string): TSandboxTournament[] {
  const leagues: TSandboxTournament[] = [];
  for (const plan of SPORT_PLANS) {
    for (let t = 0; t < plan.tournaments; t++) {
      const rng = createRng(`${seed}:league:${plan.sportId}:${t}`);
      const cat = category(plan, t, rng);
      const id = `sbx:tournament:${plan.sportId}-${t}`;
      const teams = Array.from({ length: plan.size }, (_, i) =>
        competitor(plan, `sbx:competitor:${plan.sportId}-${t}-${i}`, rng, cat.countryCode),
      );
      leagues.push({
        id,
        name: plan.name(rng, cat.name),
        sportId: plan.sportId,
        category: cat,
        teams,
      });
    }
  }
  return leagues;
}
