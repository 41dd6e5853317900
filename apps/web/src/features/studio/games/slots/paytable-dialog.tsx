import type { TSlotRules } from '@aurum/games';
import { BookOpen } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogTitle,
  DialogTrigger,
} from '@/components/ui/dialog';
import { cn } from '@/lib/cn';
import { PAYING_SYMBOLS, SCATTER, WILD, type TPayline } from '../../model/slots';
import type { TTheme } from '../../model/themes';
import { SlotSymbol } from './slot-symbol';

const times = (coins: number, betCoins: number) =>
  `${String(Math.floor((coins / betCoins) * 100) / 100)}×`;

/** The rules of the slot: what each symbol pays, wild and scatter, the paylines or ways. */
export function PaytableDialog({
  title,
  rules,
  paylines,
  ways,
  theme,
}: {
  title: string;
  rules: TSlotRules | null;
  paylines: readonly TPayline[] | null;
  ways: boolean;
  theme: TTheme;
}) {
  const { t } = useTranslation();
  return (
    <Dialog>
      <DialogTrigger asChild>
        <button
          type="button"
          data-testid="slot-paytable"
          className="flex h-7 cursor-pointer items-center gap-1.5 rounded-lg border border-line bg-surface/80 px-2.5 text-[11px] font-bold text-muted transition-colors hover:text-fg"
        >
          <BookOpen className="size-3.5" />
          {t('Studio.slots.paytable')}
        </button>
      </DialogTrigger>
      <DialogContent side="sheet" className="gap-0 p-0">
        <div className="border-b border-line px-5 py-4">
          <DialogTitle>{title}</DialogTitle>
          <DialogDescription>
            {ways
              ? t('Studio.slots.ways_rules', { count: Math.pow(rules?.rows ?? 3, 5) })
              : t('Studio.slots.lines_rules', { count: paylines?.length ?? 0 })}
          </DialogDescription>
        </div>
        <div className="flex flex-col gap-4 overflow-y-auto px-5 py-4 scrollbar-thin">
          {rules && (
            <table className="w-full text-sm">
              <thead>
                <tr className="text-[11px] text-subtle uppercase">
                  <th className="pb-2 text-left font-semibold">{t('Studio.slots.symbol')}</th>
                  <th className="pb-2 text-right font-semibold">×3</th>
                  <th className="pb-2 text-right font-semibold">×4</th>
                  <th className="pb-2 text-right font-semibold">×5</th>
                </tr>
              </thead>
              <tbody>
                {PAYING_SYMBOLS.filter((symbol) => symbol in rules.paytable).map((symbol) => (
                  <tr key={symbol} className="border-t border-line/60">
                    <td className="py-1.5">
                      <span className="block size-10 [container-type:inline-size]">
                        <SlotSymbol symbol={symbol} theme={theme} />
                      </span>
                    </td>
                    {(rules.paytable[symbol] ?? []).map((coins, index) => (
                      <td key={index} className="text-right font-semibold tabular-nums">
                        {times(coins, rules.betCoins)}
                      </td>
                    ))}
                  </tr>
                ))}
              </tbody>
            </table>
          )}
          <div className="flex items-center gap-3 rounded-xl bg-surface-2 p-3">
            <span className="block size-11 shrink-0 [container-type:inline-size]">
              <SlotSymbol symbol={WILD} theme={theme} />
            </span>
            <p className="text-xs text-muted">{t('Studio.slots.wild_rule')}</p>
          </div>
          <div className="flex items-center gap-3 rounded-xl bg-surface-2 p-3">
            <span className="block size-11 shrink-0 [container-type:inline-size]">
              <SlotSymbol symbol={SCATTER} theme={theme} />
            </span>
            <p className="text-xs text-muted">
              {t('Studio.slots.scatter_rule', {
                pays: rules
                  ? [3, 4, 5]
                      .map((count) => times(rules.scatterPays[count] ?? 0, rules.betCoins))
                      .join(' / ')
                  : '—',
                spins: rules?.freeSpins ?? 0,
                multiplier: rules?.freeMultiplier ?? 1,
              })}
            </p>
          </div>
          {paylines && (
            <div className="flex flex-col gap-2">
              <span className="text-xs font-semibold text-muted">{t('Studio.slots.paylines')}</span>
              <div className="grid grid-cols-5 gap-2">
                {paylines.map((line, index) => (
                  <div
                    key={index}
                    className="flex flex-col items-center gap-1 rounded-lg bg-surface-2 p-1.5"
                  >
                    <div className="grid grid-cols-5 gap-px">
                      {Array.from({ length: 3 * 5 }, (_, cell) => {
                        const row = Math.floor(cell / 5);
                        const reel = cell % 5;
                        return (
                          <span
                            key={cell}
                            className={cn(
                              'size-1.5 rounded-[2px] bg-surface-3',
                              line[reel] === row && 'bg-gold-400',
                            )}
                          />
                        );
                      })}
                    </div>
                    <span className="text-[10px] font-bold text-subtle">{index + 1}</span>
                  </div>
                ))}
              </div>
            </div>
          )}
        </div>
      </DialogContent>
    </Dialog>
  );
}
