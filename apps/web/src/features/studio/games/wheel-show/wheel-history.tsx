import { useTranslation } from 'react-i18next';
import { segmentColors } from './wheel-palette';

export interface TWheelLanding {
  number: number;
  multiplier: number;
}

/** The numbers the wheel stopped on lately, newest first, with their multiplier. */
export function WheelHistory({ history }: { history: readonly TWheelLanding[] }) {
  const { t } = useTranslation();
  return (
    <div className="flex flex-col items-center gap-1.5">
      <span className="text-[10px] font-bold tracking-wider text-muted uppercase">
        {t('Studio.wheel_show.history')}
      </span>
      <ol data-testid="wheel-show-history" className="flex min-h-7 flex-wrap justify-center gap-1">
        {history.length === 0 && (
          <li className="text-xs text-subtle">{t('Studio.wheel_show.no_history')}</li>
        )}
        {history.slice(0, 10).map((entry, index) => {
          const [fill, edge] = segmentColors({ kind: 'number', value: entry.number });
          return (
            <li
              key={index}
              className="grid h-7 min-w-7 place-items-center rounded-md border px-1.5 text-xs font-black text-white"
              style={{ background: fill, borderColor: edge }}
            >
              {entry.number}
              {entry.multiplier > 1 && <sup className="ml-0.5 text-[9px]">×{entry.multiplier}</sup>}
            </li>
          );
        })}
      </ol>
    </div>
  );
}
