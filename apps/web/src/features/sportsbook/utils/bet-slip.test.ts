import { describe, expect, it } from 'vitest';
import {
  acceptOddsChanges,
  emptySlip,
  followMarket,
  hasOddsChanges,
  markOddsChanges,
  setMarketLocked,
  slipProblem,
  toggleSelection,
  type TSlipState,
  withSelections,
} from './bet-slip';

const pick = (eventId: string, marketId: string, outcomeId: string, odds = 2000) => ({
  eventId,
  eventName: `Event ${eventId}`,
  marketId,
  marketName: '1X2',
  outcomeId,
  outcomeName: outcomeId,
  odds,
});

const withPicks = (kind: TSlipState['kind'], ...picks: ReturnType<typeof pick>[]) =>
  picks.reduce((state, next) => toggleSelection(state, next).state, { ...emptySlip, kind });

describe('toggleSelection', () => {
  it('adds a pick, and takes it off on a second click', () => {
    const added = toggleSelection(emptySlip, pick('e1', 'm1', 'home'));
    expect(added.state.selections).toHaveLength(1);
    expect(added.refused).toBeNull();
    const removed = toggleSelection(added.state, pick('e1', 'm1', 'home'));
    expect(removed.state.selections).toEqual([]);
  });

  it('takes two picks of one event on singles, refuses the second on a combo or system', () => {
    expect(
      withPicks('single', pick('e1', 'm1', 'home'), pick('e1', 'm2', 'over')).selections,
    ).toHaveLength(2);
    const combo = withPicks('combo', pick('e1', 'm1', 'home'));
    const second = toggleSelection(combo, pick('e1', 'm2', 'over'));
    expect(second.refused).toBe('same_event_legs');
    expect(second.state).toBe(combo);
    const system = withPicks('system', pick('e1', 'm1', 'home'));
    expect(toggleSelection(system, pick('e1', 'm1', 'away')).refused).toBe('same_event_legs');
  });

  it('keeps k of a system bet below n', () => {
    const four = withPicks(
      'system',
      pick('e1', 'm1', 'home'),
      pick('e2', 'm2', 'home'),
      pick('e3', 'm3', 'home'),
      pick('e4', 'm4', 'home'),
    );
    const three = toggleSelection({ ...four, systemSize: 3 }, pick('e4', 'm4', 'home')).state;
    expect(three.systemSize).toBe(2);
  });
});

describe('slipProblem', () => {
  it.each([
    ['single', [], 'too_few_legs'],
    ['single', [pick('e1', 'm1', 'home')], null],
    ['combo', [pick('e1', 'm1', 'home')], 'too_few_legs'],
    ['combo', [pick('e1', 'm1', 'home'), pick('e2', 'm2', 'away')], null],
    ['system', [pick('e1', 'm1', 'home'), pick('e2', 'm2', 'away')], 'too_few_legs'],
  ] as const)('%s with %j legs: %s', (kind, picks, problem) => {
    expect(slipProblem(withPicks(kind, ...picks))).toBe(problem);
  });

  it('names legs of one event after switching singles to a combo, and locked legs', () => {
    const singles = withPicks('single', pick('e1', 'm1', 'home'), pick('e1', 'm2', 'over'));
    expect(slipProblem({ ...singles, kind: 'combo' })).toBe('same_event_legs');
    expect(slipProblem(setMarketLocked(singles, 'm2', true))).toBe('locked_legs');
    const unlocked = setMarketLocked(setMarketLocked(singles, 'm2', true), 'm2', false);
    expect(slipProblem(unlocked)).toBeNull();
  });
});

describe('odds changes', () => {
  it('marks moved legs, then takes the new odds when accepted', () => {
    const slip = withPicks('combo', pick('e1', 'm1', 'home', 1850), pick('e2', 'm2', 'away', 2100));
    const marked = markOddsChanges(slip, [
      { marketId: 'm1', outcomeId: 'home', odds: 1800 },
      { marketId: 'm2', outcomeId: 'away', odds: 2100 },
    ]);
    expect(hasOddsChanges(marked)).toBe(true);
    expect(marked.selections.map((s) => [s.odds, s.changedOdds])).toEqual([
      [1850, 1800],
      [2100, null],
    ]);
    const accepted = acceptOddsChanges(marked);
    expect(hasOddsChanges(accepted)).toBe(false);
    expect(accepted.selections.map((s) => s.odds)).toEqual([1800, 2100]);
  });
});

describe('followMarket', () => {
  const market = (odds: number, status = 'active') => ({
    id: 'm1',
    status,
    outcomes: [{ id: 'home', odds, active: true }],
  });
  const slip = (oddsPolicy: TSlipState['oddsPolicy']) => ({
    ...withPicks('single', pick('e1', 'm1', 'home', 2000), pick('e2', 'm2', 'home', 1500)),
    oddsPolicy,
  });
  const leg = (state: TSlipState) => state.selections[0];

  it.each([
    // policy, new odds, odds after, waiting for acceptance
    ['none', 2100, 2000, 2100],
    ['none', 1900, 2000, 1900],
    ['higher', 2100, 2100, null],
    ['higher', 1900, 2000, 1900],
    ['any', 1900, 1900, null],
    ['none', 2000, 2000, null],
  ] as const)('%s takes %i as %i (waiting: %s)', (policy, now, odds, waiting) => {
    expect(leg(followMarket(slip(policy), market(now)))).toMatchObject({
      odds,
      changedOdds: waiting,
    });
  });

  it('locks a leg while its market is suspended, and leaves other markets alone', () => {
    const suspended = followMarket(slip('none'), market(2000, 'suspended'));
    expect(suspended.selections.map((s) => s.locked)).toEqual([true, false]);
    expect(leg(followMarket(suspended, market(2000)))?.locked).toBe(false);
    const other = slip('none');
    expect(followMarket(other, { ...market(2500), id: 'm9' })).toBe(other);
  });
});

describe('withSelections', () => {
  it('keeps the kind while legs remain, fitting k of a system bet', () => {
    const system = {
      ...withPicks(
        'system',
        pick('e1', 'm1', 'home'),
        pick('e2', 'm2', 'home'),
        pick('e3', 'm3', 'home'),
        pick('e4', 'm4', 'home'),
      ),
      systemSize: 3,
    };
    const fewer = withSelections(system, system.selections.slice(0, 3));
    expect(fewer.kind).toBe('system');
    expect(fewer.systemSize).toBe(2);
  });

  it('goes back to a single once the slip is empty, keeping the odds policy', () => {
    const combo = {
      ...withPicks('combo', pick('e1', 'm1', 'home'), pick('e2', 'm2', 'away')),
      oddsPolicy: 'higher' as const,
    };
    const emptied = withSelections(combo, []);
    expect(emptied).toMatchObject({ selections: [], kind: 'single', oddsPolicy: 'higher' });
  });
});
