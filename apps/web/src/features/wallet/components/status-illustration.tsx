import type { LucideIcon } from 'lucide-react';
import { cn } from '@/lib/cn';

const tones = {
  gold: {
    glow: 'bg-gold-400/25',
    ring: 'border-gold-400/30',
    orbit: 'bg-gold-300 shadow-[0_0_12px_2px_rgb(252_201_69/0.7)]',
    badge:
      'bg-linear-to-b from-gold-300 to-gold-600 text-[#1c1303] shadow-[0_10px_30px_-8px_rgb(245_177_32/0.6)] ring-gold-400/15',
  },
  mint: {
    glow: 'bg-mint-400/25',
    ring: 'border-mint-400/30',
    orbit: 'bg-mint-300 shadow-[0_0_12px_2px_rgb(47_240_160/0.7)]',
    badge:
      'bg-linear-to-b from-mint-300 to-mint-500 text-[#03150d] shadow-[0_10px_30px_-8px_rgb(47_240_160/0.6)] ring-mint-400/15',
  },
  danger: {
    glow: 'bg-danger/25',
    ring: 'border-danger/30',
    orbit: 'bg-[#ff8fa3]',
    badge:
      'bg-linear-to-b from-[#ff8fa3] to-danger text-[#2a0710] shadow-[0_10px_30px_-8px_rgb(255_84_112/0.55)] ring-danger/15',
  },
  muted: {
    glow: 'bg-muted/15',
    ring: 'border-line',
    orbit: 'bg-muted',
    badge: 'bg-linear-to-b from-surface-3 to-surface-2 text-muted ring-line',
  },
} as const;

interface StatusIllustrationProps {
  icon: LucideIcon;
  tone: keyof typeof tones;
  /** In progress: a ripple and a dot circling the badge. */
  active?: boolean;
  className?: string;
}

/** The round badge heading the wallet's status views (pending, error, unavailable). */
export function StatusIllustration({
  icon: Icon,
  tone,
  active = false,
  className,
}: StatusIllustrationProps) {
  const colors = tones[tone];
  return (
    <span aria-hidden className={cn('relative grid size-28 place-items-center', className)}>
      <span
        className={cn(
          'absolute inset-4 rounded-full blur-xl motion-safe:animate-glow-pulse',
          colors.glow,
        )}
      />
      <span className={cn('absolute inset-0 rounded-full border', colors.ring)} />
      {active && (
        <>
          <span
            className={cn(
              'absolute inset-3 rounded-full border motion-safe:animate-ping [animation-duration:2.4s]',
              colors.ring,
            )}
          />
          <span className="absolute inset-0 motion-safe:animate-spin [animation-duration:3.2s]">
            <span
              className={cn(
                'absolute top-0 left-1/2 size-2 -translate-x-1/2 -translate-y-1/2 rounded-full',
                colors.orbit,
              )}
            />
          </span>
        </>
      )}
      <span
        className={cn('relative grid size-16 place-items-center rounded-full ring-4', colors.badge)}
      >
        <Icon className="size-7" strokeWidth={2.25} />
      </span>
    </span>
  );
}
