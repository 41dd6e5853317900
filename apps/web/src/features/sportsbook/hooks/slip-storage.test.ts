import { beforeEach, describe, expect, it } from 'vitest';
import { betSlip } from './use-bet-slip';
import { loadSlip } from './slip-storage';

const pick = {
  eventId: 'e1',
  eventName: 'Arsenal - Chelsea',
  marketId: 'm1',
  marketType: '1x2',
  specifiers: '',
  marketName: '1X2',
  outcomeId: 'home',
  outcomeName: 'Arsenal',
  home: 'Arsenal',
  away: 'Chelsea',
  odds: 2100,
};

beforeEach(() => betSlip.reset());

describe('slip storage', () => {
  it('keeps the picks, kind, policy and stake over a reload', () => {
    betSlip.toggle(pick);
    betSlip.setOddsPolicy('any');
    betSlip.setStake('12.5');
    expect(loadSlip()).toMatchObject({
      selections: [
        {
          marketId: 'm1',
          outcomeId: 'home',
          odds: 2100,
          // What names the pick in the player's language is kept too.
          marketType: '1x2',
          specifiers: '',
          home: 'Arsenal',
          away: 'Chelsea',
        },
      ],
      kind: 'single',
      oddsPolicy: 'any',
      stake: '12.5',
    });
  });

  it('starts empty from storage it cannot read', () => {
    localStorage.setItem('sportsbook.slip', '{"selections":[{"odds":"high"}]}');
    expect(loadSlip().selections).toEqual([]);
    localStorage.setItem('sportsbook.slip', 'not json');
    expect(loadSlip().selections).toEqual([]);
  });
});
