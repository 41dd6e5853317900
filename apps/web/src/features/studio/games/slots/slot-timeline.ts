/** When each spin of a slot round starts, when its reels have stopped and when it is done. */
export interface TSpinStep {
  start: number;
  /** Time of the first reel; each next reel takes `staggerMs` longer. */
  spinMs: number;
  staggerMs: number;
  /** All reels stopped: the wins light up. */
  stopped: number;
  end: number;
}

const BASE_SPIN_MS = 600;
const BASE_STAGGER_MS = 160;
const WIN_SHOW_MS = 550;
const NO_WIN_MS = 120;
const BANNER_MS = 550;
/** All free spins together: a round with many plays them fast, so it settles in about 5 s. */
const FREE_BUDGET_MS = 2_000;
const FREE_MAX_MS = 800;

/**
 * The schedule of a round's spins: the base spin, a banner when free spins were won, then the
 * free spins sharing a fixed budget. `banner` is when the free-spins banner shows, if any.
 */
export function slotTimeline(spins: readonly { wins: readonly unknown[] }[], reels: number) {
  const steps: TSpinStep[] = [];
  const baseStopped = BASE_SPIN_MS + BASE_STAGGER_MS * (reels - 1);
  const baseEnd = baseStopped + ((spins[0]?.wins.length ?? 0) > 0 ? WIN_SHOW_MS : NO_WIN_MS);
  steps.push({
    start: 0,
    spinMs: BASE_SPIN_MS,
    staggerMs: BASE_STAGGER_MS,
    stopped: baseStopped,
    end: baseEnd,
  });
  const free = spins.length - 1;
  if (free <= 0) return { steps, banner: null, total: baseEnd };

  const per = Math.min(FREE_MAX_MS, FREE_BUDGET_MS / free);
  let clock = baseEnd + BANNER_MS;
  for (let index = 1; index <= free; index++) {
    const spinMs = per * 0.5;
    const staggerMs = per * 0.05;
    const stopped = clock + spinMs + staggerMs * (reels - 1);
    steps.push({ start: clock, spinMs, staggerMs, stopped, end: clock + per });
    clock += per;
  }
  return { steps, banner: baseEnd, total: clock };
}
