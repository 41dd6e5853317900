import { ArrowRight, ScrollText } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@/components/ui/dialog';
import { paths } from '@/config/paths';
import { bonusDrawerStore } from '@/lib/bonus-drawer';
import { useBonusConditions } from '../hooks/use-bonus-conditions';
import { useBonusFormat } from '../hooks/use-bonus-format';
import { conditionLines, contributions } from '../utils/condition-lines';

const humanize = (key: string) => key.charAt(0).toUpperCase() + key.slice(1).replace(/-/g, ' ');

/** Every condition of an offer or grant in plain words, and the games it is wagered in. */
export function BonusConditionsModal() {
  const { t } = useTranslation();
  const { money, offerGist } = useBonusFormat();
  const { bonus, close } = useBonusConditions();
  const lines = bonus ? conditionLines(bonus.conditions, money) : [];
  const weights = bonus ? contributions(bonus.conditions) : [];

  return (
    <Dialog open={bonus !== null} onOpenChange={(open) => !open && close()}>
      <DialogContent
        data-testid="bonus-conditions"
        className="flex max-h-[90dvh] flex-col gap-0 overflow-hidden p-0"
      >
        {bonus && (
          <>
            <div className="flex items-start gap-3 border-b border-line/70 px-5 pt-5 pb-4 pr-12">
              <span className="grid size-10 shrink-0 place-items-center rounded-xl bg-gold-500/12 text-gold-300 ring-1 ring-gold-500/25">
                <ScrollText className="size-5" />
              </span>
              <div className="min-w-0">
                <DialogTitle className="text-base leading-tight">{bonus.title}</DialogTitle>
                <DialogDescription className="mt-0.5 font-semibold text-gold-300">
                  {offerGist(bonus.conditions) || t('Bonuses.conditions.title')}
                </DialogDescription>
              </div>
            </div>
            <div className="flex flex-col gap-5 overflow-y-auto px-5 py-4">
              <ul className="flex flex-col gap-2" aria-label={t('Bonuses.conditions.title')}>
                {lines.map(({ key, values }) => (
                  <li
                    key={key}
                    data-testid="bonus-condition"
                    className="flex gap-2.5 text-sm leading-snug text-fg"
                  >
                    <span
                      aria-hidden
                      className="mt-1.5 size-1.5 shrink-0 rounded-full bg-gold-400"
                    />
                    {t(`Bonuses.conditions.${key}`, values)}
                  </li>
                ))}
              </ul>
              <section className="flex flex-col gap-2">
                <h3 className="text-xs font-semibold tracking-wide text-subtle uppercase">
                  {t('Bonuses.conditions.contribution_title')}
                </h3>
                <ul className="grid grid-cols-2 gap-2 text-sm">
                  {weights.map(({ type, percent }) => (
                    <li
                      key={type}
                      data-testid="bonus-contribution"
                      className="flex items-center justify-between gap-2 rounded-lg bg-surface-2 px-3 py-2"
                    >
                      <span className="truncate text-muted">
                        {t(`Bonuses.game_types.${type}`, { defaultValue: humanize(type) })}
                      </span>
                      <span className="font-semibold text-fg tabular-nums">{percent}%</span>
                    </li>
                  ))}
                  <li className="col-span-2 flex items-center justify-between gap-2 rounded-lg bg-surface-2 px-3 py-2">
                    <span className="truncate text-muted">
                      {t('Bonuses.conditions.other_games')}
                    </span>
                    <span className="font-semibold text-fg tabular-nums">100%</span>
                  </li>
                </ul>
              </section>
            </div>
            <div className="border-t border-line/70 p-4">
              <Button variant="outline" className="w-full" asChild>
                <Link
                  data-testid="bonus-games-link"
                  to={paths.bonusGames.getHref(bonus.id)}
                  onClick={() => {
                    close();
                    bonusDrawerStore.close();
                  }}
                >
                  {t('Bonuses.play')}
                  <ArrowRight className="size-4" />
                </Link>
              </Button>
            </div>
          </>
        )}
      </DialogContent>
    </Dialog>
  );
}
