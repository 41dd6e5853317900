import { cn } from '@/lib/cn';

/** Confetti around the badge, kept clear of the text: [left %, top px, rotation deg, shape, colour]. */
const CONFETTI = [
  [7, 30, -24, 'h-3 w-1.5', 'bg-gold-300'],
  [15, 78, 38, 'size-2 rounded-full', 'bg-mint-400'],
  [22, 18, 12, 'h-1.5 w-3', 'bg-violet-400'],
  [26, 118, -50, 'h-2.5 w-1', 'bg-gold-500'],
  [9, 132, 20, 'size-1.5 rounded-full', 'bg-gold-200'],
  [74, 22, 28, 'h-3 w-1.5', 'bg-mint-300'],
  [80, 104, -16, 'size-1.5 rounded-full', 'bg-gold-200'],
  [84, 64, 62, 'h-1.5 w-3', 'bg-gold-400'],
  [92, 124, -34, 'h-2.5 w-1', 'bg-violet-400'],
  [66, 10, 8, 'size-2 rounded-full', 'bg-mint-400/80'],
] as const;

/** The deposit-success modal's festive top: slow golden rays, a warm glow and confetti. */
export function CelebrationBackdrop({ className }: { className?: string }) {
  return (
    <div aria-hidden className={cn('pointer-events-none absolute inset-0 -z-10', className)}>
      <div className="absolute inset-x-0 top-0 h-72 bg-[radial-gradient(ellipse_at_top,rgb(245_177_32/0.24),transparent_70%)]" />
      <div className="absolute top-20 left-1/2 size-[440px] -translate-1/2 [mask-image:radial-gradient(circle,black_18%,transparent_62%)]">
        <div className="size-full bg-[repeating-conic-gradient(rgb(255_219_122/0.08)_0deg_9deg,transparent_9deg_22.5deg)] motion-safe:animate-[spin_60s_linear_infinite]" />
      </div>
      <div className="absolute inset-x-12 top-0 h-px bg-linear-to-r from-transparent via-gold-300/70 to-transparent" />
      {CONFETTI.map(([left, top, rotate, shape, colour]) => (
        <span
          key={`${left}-${top}`}
          className={cn('absolute rounded-[2px] opacity-90', shape, colour)}
          style={{ left: `${left}%`, top, rotate: `${rotate}deg` }}
        />
      ))}
    </div>
  );
}
