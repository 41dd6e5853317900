import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/cn';
import { ChipStack } from '../../components/table/chip-rack';
import { segmentColors, WHEEL_BET_NUMBERS, type TWheelBetNumber } from './wheel-palette';

/** The spots of the money wheel: one per number, its pay, and the chips on it. */
export function WheelBetBoard({
  amountOn,
  winning,
  disabled,
  onPlace,
}: {
  amountOn: (number: TWheelBetNumber) => bigint;
  winning: number | null;
  disabled: boolean;
  onPlace: (number: TWheelBetNumber) => void;
}) {
  const { t } = useTranslation();
  return (
    <div className="grid w-full grid-cols-3 gap-2 sm:grid-cols-6" data-testid="wheel-show-board">
      {WHEEL_BET_NUMBERS.map((number) => {
        const [fill, edge] = segmentColors({ kind: 'number', value: number });
        const amount = amountOn(number);
        const won = winning === number;
        return (
          <button
            key={number}
            type="button"
            disabled={disabled}
            onClick={() => onPlace(number)}
            data-testid={`wheel-show-spot-${number}`}
            data-amount={amount.toString()}
            data-won={won}
            aria-label={t('Studio.wheel_show.place_on', { number })}
            className={cn(
              'relative flex h-20 cursor-pointer flex-col items-center justify-center rounded-xl border-2 font-black text-white shadow-[inset_0_-6px_12px_rgb(0_0_0/0.25)] transition-transform hover:-translate-y-0.5 disabled:cursor-not-allowed',
              won && 'ring-4 ring-gold-300 animate-pulse',
            )}
            style={{ background: `linear-gradient(180deg, ${fill}, ${edge})`, borderColor: edge }}
          >
            <span className="text-2xl leading-none [text-shadow:0_2px_2px_rgb(0_0_0/0.35)]">
              {number}
            </span>
            <span className="mt-1 text-[10px] font-bold opacity-90">
              {t('Studio.wheel_show.pays', { number })}
            </span>
            <ChipStack amount={amount} className="absolute -top-2 -right-2" />
          </button>
        );
      })}
    </div>
  );
}
