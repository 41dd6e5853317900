/** @aurum/games: the in-house studio's provably-fair maths. Pure functions, no I/O. */
export * from './types';
export * from './errors';
export * from './fair';
export * from './codes';
export * from './registry';
export * from './rtp';
export * from './games/dice';
export * from './games/limbo';
export * from './games/mines';
export * from './games/plinko';
export * from './games/roulette';
export * from './games/slot-engine';
export * from './games/slot-lines';
export * from './games/slot-ways';
export * from './games/crash';
export * from './simulate';
