import { CircleCheck, Clock, LoaderCircle, type LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';

const TONES: Record<
  'waiting' | 'done' | 'expired',
  { icon: LucideIcon; badge: string; glyph: string }
> = {
  waiting: {
    icon: LoaderCircle,
    badge: 'bg-gold-500/12 ring-gold-500/30',
    glyph: 'animate-spin text-gold-400',
  },
  done: { icon: CircleCheck, badge: 'bg-mint-500/15 ring-mint-500/35', glyph: 'text-mint-400' },
  expired: { icon: Clock, badge: 'bg-red-500/12 ring-red-500/30', glyph: 'text-red-400' },
};

/** Where a sent deposit stands (waiting for the payment, credited, expired), centred. */
export function DepositStatePanel({
  state,
  testId,
  children,
}: {
  state: keyof typeof TONES;
  testId: string;
  children: ReactNode;
}) {
  const { icon: Icon, badge, glyph } = TONES[state];
  return (
    <div data-testid={testId} className="flex flex-col items-center gap-4 py-6 text-center">
      <span className={cn('grid size-14 place-items-center rounded-2xl ring-1', badge)}>
        <Icon className={cn('size-7', glyph)} />
      </span>
      {children}
    </div>
  );
}
