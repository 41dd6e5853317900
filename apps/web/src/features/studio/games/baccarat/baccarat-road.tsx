import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/cn';

export interface TRoadEntry {
  result: 'player' | 'banker' | 'tie';
  playerPair: boolean;
  bankerPair: boolean;
}

const ROWS = 6;
const COLOR = { player: 'bg-[#2f6fe0]', banker: 'bg-[#d7263d]', tie: 'bg-[#1f9d5c]' } as const;
const LETTER = { player: 'P', banker: 'B', tie: 'T' } as const;

/** The bead road: every hand in order, column by column, six to a column. */
export function BaccaratRoad({
  entries,
  columns,
}: {
  entries: readonly TRoadEntry[];
  columns: number;
}) {
  const { t } = useTranslation();
  const shown = entries.slice(-ROWS * columns);
  return (
    <div className="flex shrink-0 flex-col gap-1" data-testid="baccarat-road">
      <span className="text-[10px] font-bold tracking-wider text-fg/70 uppercase">
        {t('Studio.baccarat.road')}
      </span>
      <div className="relative self-start overflow-hidden rounded-lg border border-white/15 bg-[#f7f3ea] p-1">
        <ol
          className="grid grid-flow-col gap-0.5"
          style={{
            gridTemplateRows: `repeat(${ROWS}, 0.875rem)`,
            gridTemplateColumns: `repeat(${columns}, 0.875rem)`,
          }}
        >
          {Array.from({ length: ROWS * columns }, (_, index) => {
            const entry = shown[index];
            return (
              <li
                key={index}
                className="grid aspect-square place-items-center border border-black/5"
              >
                {entry && (
                  <span
                    data-result={entry.result}
                    className={cn(
                      'relative grid size-3 place-items-center rounded-full text-[7px] leading-none font-black text-white',
                      COLOR[entry.result],
                    )}
                  >
                    {t(`Studio.baccarat.letter_${LETTER[entry.result]}`)}
                    {entry.playerPair && (
                      <span className="absolute -top-0.5 -left-0.5 size-1.5 rounded-full bg-[#2f6fe0] ring-1 ring-white" />
                    )}
                    {entry.bankerPair && (
                      <span className="absolute -right-0.5 -bottom-0.5 size-1.5 rounded-full bg-[#d7263d] ring-1 ring-white" />
                    )}
                  </span>
                )}
              </li>
            );
          })}
        </ol>
        {entries.length === 0 && (
          <span className="absolute inset-0 grid place-items-center text-xs font-semibold text-black/45">
            {t('Studio.baccarat.no_road')}
          </span>
        )}
      </div>
    </div>
  );
}
