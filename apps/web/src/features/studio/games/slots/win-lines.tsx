import type { TSlotWin } from '../../model/outcomes';
import type { TPayline } from '../../model/slots';

const COLORS = ['#fcc945', '#2ff0a0', '#ff5f9e', '#5ee2ff', '#b38bff', '#ff9a3d'];

/** The paylines that won, drawn across the reels through the cells they pay. */
export function WinLines({
  wins,
  paylines,
  reels,
  rows,
  roundKey,
}: {
  wins: readonly TSlotWin[];
  paylines: readonly TPayline[] | null;
  reels: number;
  rows: number;
  roundKey: string;
}) {
  if (!paylines) return null;
  const lines = wins.flatMap((win) => {
    const line = win.line === undefined ? undefined : paylines[win.line];
    return line ? [{ win, line }] : [];
  });
  if (lines.length === 0) return null;
  return (
    <svg
      aria-hidden
      data-testid="slot-win-lines"
      viewBox={`0 0 ${reels * 100} ${rows * 100}`}
      className="pointer-events-none absolute inset-0 size-full"
    >
      {lines.map(({ win, line }, index) => {
        const color = COLORS[index % COLORS.length];
        const points = line.map((row, reel) => `${reel * 100 + 50},${row * 100 + 50}`).join(' ');
        return (
          <polyline
            key={`${roundKey}-${win.line ?? index}`}
            points={points}
            fill="none"
            stroke={color}
            strokeWidth="5"
            strokeLinecap="round"
            strokeLinejoin="round"
            pathLength={1}
            strokeDasharray="1"
            strokeDashoffset="1"
            className="animate-[studio-dash_500ms_ease-out_forwards]"
            style={{ filter: `drop-shadow(0 0 4px ${color})`, animationDelay: `${index * 90}ms` }}
          />
        );
      })}
    </svg>
  );
}
