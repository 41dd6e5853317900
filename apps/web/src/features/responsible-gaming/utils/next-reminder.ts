/** Milliseconds until the next whole multiple of `every` since `start`. */
export function untilNextReminder(start: number, every: number, now: number): number {
  const passed = Math.max(0, now - start);
  return (Math.floor(passed / every) + 1) * every - passed;
}
