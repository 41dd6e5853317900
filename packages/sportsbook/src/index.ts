/** @aurum/sportsbook: the sportsbook's maths. Pure functions, no I/O, no floating point in money. */
export * from './rational';
export * from './specifiers';
export * from './settlement';
export * from './lines';
export * from './markets';
export * from './results';
export * from './combinations';
export * from './settle';
export * from './odds';
export * from './cashout';
