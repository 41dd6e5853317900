import { sportBetsChannel } from '@aurum/contracts/sportsbook';
import { describe, expect, it } from 'vitest';
import { channelAccess, sportsbookChannel } from './channels';

const player = '3f2c1a9e-0b7d-4c55-9e21-6a0f8d3b2c11';

describe('channelAccess', () => {
  it.each([
    ['broadcast:last_bet', { kind: 'public' }],
    [sportsbookChannel('sbx:match:12'), { kind: 'public' }],
    ['sportsbook#sbx_match-3', { kind: 'public' }],
    [`balance#${player}`, { kind: 'private', globalId: player }],
    [sportBetsChannel(player), { kind: 'private', globalId: player }],
    ['sport_bets#sbx:match:12', { kind: 'unknown' }],
    ['sportsbook#', { kind: 'unknown' }],
    ['sportsbook#a b', { kind: 'unknown' }],
    [`sportsbook#${'x'.repeat(65)}`, { kind: 'unknown' }],
    ['sportsbook#1#2', { kind: 'unknown' }],
    [`sportsbooks#${player}`, { kind: 'unknown' }],
    ['balance#not-a-uuid', { kind: 'unknown' }],
    ['crash#classic', { kind: 'public' }],
    ['crash#Classic', { kind: 'unknown' }],
    ['crash#', { kind: 'unknown' }],
  ])('%s is %o', (channel, access) => {
    expect(channelAccess(channel)).toEqual(access);
  });
});
