import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/cn';
import { ChipStack } from '../../components/table/chip-rack';
import type { TBaccaratSpot } from '../../model/baccarat';

const LOOK: Record<TBaccaratSpot, string> = {
  'player-pair': 'border-[#2f6fe0]/70 bg-[#2f6fe0]/15',
  player: 'border-[#2f6fe0] bg-[#2f6fe0]/30',
  tie: 'border-[#1f9d5c] bg-[#1f9d5c]/25',
  banker: 'border-[#d7263d] bg-[#d7263d]/30',
  'banker-pair': 'border-[#d7263d]/70 bg-[#d7263d]/15',
};
const LABEL: Record<TBaccaratSpot, string> = {
  'player-pair': 'player_pair',
  player: 'player',
  tie: 'tie',
  banker: 'banker',
  'banker-pair': 'banker_pair',
};

/** The betting spots on the felt: pairs and tie on top, Player and Banker below. */
export function BaccaratBetBoard({
  amountOn,
  winning,
  superSix,
  disabled,
  onPlace,
}: {
  amountOn: (spot: TBaccaratSpot) => bigint;
  /** The spots that won the last hand, once it is over. */
  winning: ReadonlySet<TBaccaratSpot>;
  superSix: boolean;
  disabled: boolean;
  onPlace: (spot: TBaccaratSpot) => void;
}) {
  const { t } = useTranslation();
  const pays: Record<TBaccaratSpot, string> = {
    'player-pair': t('Studio.baccarat.pays_pair'),
    player: t('Studio.baccarat.pays_player'),
    tie: t('Studio.baccarat.pays_tie'),
    banker: t(superSix ? 'Studio.baccarat.pays_banker_super6' : 'Studio.baccarat.pays_banker'),
    'banker-pair': t('Studio.baccarat.pays_pair'),
  };
  const spot = (kind: TBaccaratSpot, big: boolean) => {
    const label = t(`Studio.baccarat.${LABEL[kind]}`);
    return (
      <button
        key={kind}
        type="button"
        disabled={disabled}
        onClick={() => onPlace(kind)}
        data-testid={`baccarat-spot-${kind}`}
        data-won={winning.has(kind)}
        aria-label={t('Studio.baccarat.place_on', { spot: label })}
        className={cn(
          'relative flex cursor-pointer flex-col items-center justify-center rounded-xl border-2 text-fg transition-colors hover:bg-white/10 disabled:cursor-not-allowed',
          big ? 'h-16 sm:h-20' : 'h-12',
          LOOK[kind],
          winning.has(kind) && 'ring-4 ring-gold-300',
        )}
      >
        <span className={cn('font-black uppercase', big ? 'text-lg sm:text-xl' : 'text-xs')}>
          {label}
        </span>
        <span className="text-[10px] font-semibold text-fg/70">{pays[kind]}</span>
        <ChipStack amount={amountOn(kind)} className="absolute -top-2 -right-1" />
      </button>
    );
  };
  return (
    <div className="flex w-full flex-col gap-2" data-testid="baccarat-board">
      <div className="grid grid-cols-3 gap-2">
        {spot('player-pair', false)}
        {spot('tie', false)}
        {spot('banker-pair', false)}
      </div>
      <div className="grid grid-cols-2 gap-2">
        {spot('player', true)}
        {spot('banker', true)}
      </div>
    </div>
  );
}
