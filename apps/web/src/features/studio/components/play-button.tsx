import { LoaderCircle } from 'lucide-react';
import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';
import { useStudio } from './studio-context';

/** The big primary action of a game; shows the error of the last attempt under it. */
export function PlayButton({
  label,
  onClick,
  disabled,
  variant = 'play',
  testId = 'studio-play',
  pending,
}: {
  label: ReactNode;
  onClick: () => void;
  disabled?: boolean;
  variant?: 'play' | 'cashout';
  testId?: string;
  /** Defaults to "a round is in flight". */
  pending?: boolean;
}) {
  const { rounds } = useStudio();
  const spinning = pending ?? rounds.busy;
  return (
    // On phones the action comes first under the stage, where the thumb is.
    <div className="flex flex-col gap-2 max-md:-order-1">
      <button
        type="button"
        data-testid={testId}
        disabled={disabled ?? rounds.busy}
        onClick={onClick}
        className={cn(
          'relative flex h-13 w-full cursor-pointer items-center justify-center gap-2 overflow-hidden rounded-xl text-[15px] font-extrabold tracking-wide uppercase transition-[filter,transform,opacity] duration-150 select-none hover:brightness-110 active:scale-[0.985] disabled:cursor-not-allowed disabled:opacity-60 disabled:hover:brightness-100',
          variant === 'play'
            ? 'bg-linear-to-b from-mint-400 to-mint-500 text-[#03150d] shadow-[0_10px_30px_-10px_rgb(47_240_160/0.7)]'
            : 'bg-linear-to-b from-gold-300 via-gold-400 to-gold-600 text-[#1c1303] shadow-gold',
        )}
      >
        <span
          aria-hidden
          className="absolute inset-x-0 top-0 h-1/2 bg-linear-to-b from-white/25 to-transparent"
        />
        {spinning && <LoaderCircle className="size-5 animate-spin" />}
        <span className="relative">{label}</span>
      </button>
      <p
        role="alert"
        data-testid="studio-notice"
        className="min-h-4 text-center text-xs leading-4 font-medium text-danger"
      >
        {rounds.notice}
      </p>
    </div>
  );
}
