/**
 * The crash chain's seed of the journeys' server (CRASH_CHAIN_SEED): with it a journey computes
 * the crash point of every round ahead and waits for one that flies long enough.
 */
export const E2E_CRASH_SEED = 'c4a5e2e0'.repeat(8);
