import { useTranslation } from 'react-i18next';
import { ChipRack } from '../../components/table/chip-rack';
import { useStudio } from '../../components/studio-context';

/** Chips stack into the bet; Clear empties it (the next chip starts it again). */
export function BlackjackChips({ disabled }: { disabled: boolean }) {
  const { t } = useTranslation();
  const { bet } = useStudio();
  return (
    <div className="flex flex-col gap-1.5">
      <div className="flex items-center justify-between">
        <span className="text-xs font-semibold text-muted">{t('Studio.blackjack.chips')}</span>
        <button
          type="button"
          data-testid="bj-clear"
          disabled={disabled}
          onClick={() => bet.setText('0')}
          className="h-7 cursor-pointer rounded-lg bg-surface-3 px-2 text-xs font-bold text-muted hover:text-fg disabled:cursor-not-allowed disabled:opacity-50"
        >
          {t('Studio.blackjack.clear')}
        </button>
      </div>
      <ChipRack
        testId="bj-chips"
        disabled={disabled}
        onPick={(value) => bet.setMinor((bet.minor ?? 0n) + value)}
      />
    </div>
  );
}
