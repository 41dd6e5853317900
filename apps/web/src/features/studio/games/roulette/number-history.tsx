import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/cn';
import { pocketColor } from '../../model/roulette';

const TONE = {
  red: 'bg-linear-to-b from-[#e0334d] to-[#b01c33] text-white',
  black: 'bg-linear-to-b from-[#2a3044] to-[#1a1f2e] text-white',
  green: 'bg-linear-to-b from-[#17b374] to-[#0e8655] text-white',
};

/** The number the ball landed on, big, and the ones before it. */
export function NumberHistory({ current, history }: { current: number | null; history: number[] }) {
  const { t } = useTranslation();
  return (
    <div className="flex min-w-0 flex-col items-center gap-3">
      <div
        data-testid="roulette-number"
        className={cn(
          'grid size-16 place-items-center rounded-2xl border-2 border-white/10 font-mono text-3xl font-black tabular-nums shadow-xl sm:size-20 sm:text-4xl',
          current === null ? 'bg-surface-2 text-subtle' : TONE[pocketColor(current)],
          current !== null && 'animate-[studio-pop_360ms_ease-out]',
        )}
        key={current ?? 'none'}
      >
        {current ?? '–'}
      </div>
      <div className="flex flex-col items-center gap-1.5">
        <span className="text-[10px] font-bold tracking-wider text-subtle uppercase">
          {t('Studio.roulette.history')}
        </span>
        <ol
          className="flex max-w-[150px] flex-wrap justify-center gap-1 sm:max-w-[220px]"
          data-testid="roulette-history"
        >
          {history.slice(0, 10).map((number, index) => (
            <li
              key={`${index}-${number}`}
              className={cn(
                'grid size-6 place-items-center rounded-md text-[10px] font-bold tabular-nums sm:size-7 sm:text-xs',
                TONE[pocketColor(number)],
              )}
            >
              {number}
            </li>
          ))}
        </ol>
      </div>
    </div>
  );
}
