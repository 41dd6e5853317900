const two = (value: number) => String(value).padStart(2, '0');

/** "2d 03:04:05" or "03:04:05" for whole seconds left. */
export function formatTimeLeft(seconds: number, dayUnit: string): string {
  const days = Math.floor(seconds / 86400);
  const clock = `${two(Math.floor((seconds % 86400) / 3600))}:${two(Math.floor((seconds % 3600) / 60))}:${two(seconds % 60)}`;
  return days > 0 ? `${days}${dayUnit} ${clock}` : clock;
}
