import { Gift, Star } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Skeleton } from '@/components/ui/skeleton';
import { Switch } from '@/components/ui/switch';
import { useDebouncedValue } from '@/hooks/use-debounced-value';
import { cn } from '@/lib/cn';
import type { TDepositBonusSlotProps } from '@/lib/deposit-bonus-slot';
import { useBonusSettings } from '../api/get-bonus-settings';
import { useBonuses } from '../api/get-bonuses';
import { useDepositQuote } from '../api/get-deposit-quote';
import { useSaveBonusSettings } from '../api/save-bonus-settings';
import { useBonusFormat } from '../hooks/use-bonus-format';
import { matchPercent } from '../utils/condition-lines';

const AMOUNT_DEBOUNCE_MS = 300;
const isAmount = (amount: string | undefined) =>
  amount !== undefined && /^\d+(\.\d+)?$/.test(amount);

/**
 * The cashier's bonus line (spec 4 "Bonus selection in wallet"): the bonus this deposit earns
 * ("+100% bonus: +50.00 USD") as the server picks it by the amount's bounds, the welcome switch
 * of this channel, and the choice of a pending personal bonus; each change is saved and the
 * offers refetched.
 */
export function DepositBonus({ channel, currency, amount }: TDepositBonusSlotProps) {
  const { t } = useTranslation();
  const { money } = useBonusFormat();
  const settled = useDebouncedValue(amount?.trim(), AMOUNT_DEBOUNCE_MS);
  const quote = useDepositQuote({
    channel,
    currency,
    ...(isAmount(settled) ? { amount: settled } : {}),
  });
  const settings = useBonusSettings();
  const bonuses = useBonuses();
  const save = useSaveBonusSettings();
  const welcomeKey = channel === 'fiat' ? 'isWelcomeEnabledFiat' : 'isWelcomeEnabledCrypto';
  const preferredKey = channel === 'fiat' ? 'preferredFiat' : 'preferredCrypto';
  const personal = (bonuses.data?.templates ?? []).filter((template) => template.isPersonal);
  const chosen = settings.data?.[preferredKey] ?? null;
  const busy = settings.data === undefined || save.isPending;

  if (quote.isPending)
    return <Skeleton data-testid="deposit-bonus-loading" className="h-16 rounded-2xl" />;
  if (quote.isError) return null;
  const { bonus, matches, bonusAmount } = quote.data;
  const percent = bonus ? matchPercent(bonus.conditions) : 0;

  return (
    <section
      data-testid="deposit-bonus"
      className="flex flex-col gap-2.5 rounded-2xl border border-gold-500/25 bg-gold-500/[0.06] p-3.5"
    >
      <div className="flex items-start gap-3">
        <span className="grid size-9 shrink-0 place-items-center rounded-xl bg-gold-500/15 text-gold-300">
          <Gift className="size-4.5" />
        </span>
        <div className="min-w-0 flex-1" aria-live="polite">
          {bonus && matches ? (
            <>
              <p data-testid="deposit-bonus-line" className="font-bold text-gold-200">
                {bonusAmount
                  ? t('Bonuses.deposit.gets_amount', { percent, amount: money(bonusAmount) })
                  : percent > 0
                    ? t('Bonuses.deposit.gets_percent', { percent })
                    : bonus.title}
              </p>
              <p className="truncate text-xs text-muted">
                {bonus.conditions.maxDeposit
                  ? t('Bonuses.deposit.range', {
                      min: money(bonus.conditions.minDeposit),
                      max: money(bonus.conditions.maxDeposit),
                    })
                  : t('Bonuses.deposit.from', { min: money(bonus.conditions.minDeposit) })}
              </p>
              <p className="truncate text-xs text-subtle">{bonus.title}</p>
            </>
          ) : bonus ? (
            <p data-testid="deposit-bonus-line" className="text-sm font-semibold text-fg">
              {bonus.conditions.maxDeposit
                ? t('Bonuses.deposit.outside_range', {
                    percent,
                    min: money(bonus.conditions.minDeposit),
                    max: money(bonus.conditions.maxDeposit),
                  })
                : t('Bonuses.deposit.outside_min', {
                    percent,
                    min: money(bonus.conditions.minDeposit),
                  })}
            </p>
          ) : (
            <p data-testid="deposit-bonus-line" className="text-sm text-muted">
              {t('Bonuses.deposit.none')}
            </p>
          )}
        </div>
      </div>
      <label className="flex items-center justify-between gap-3 rounded-xl bg-surface-2/80 px-3 py-2 text-sm font-semibold text-fg">
        {t('Bonuses.deposit.welcome_switch')}
        <Switch
          testId="deposit-welcome-switch"
          label={t('Bonuses.deposit.welcome_switch')}
          checked={settings.data?.[welcomeKey] ?? false}
          disabled={busy}
          onCheckedChange={(checked) => save.mutate({ [welcomeKey]: checked })}
        />
      </label>
      {personal.length > 0 && (
        <ul className="flex flex-col gap-1.5" aria-label={t('Bonuses.personal_title')}>
          {personal.map((template) => (
            <li key={template.id}>
              <label
                className={cn(
                  'flex items-center justify-between gap-3 rounded-xl px-3 py-2 text-sm',
                  chosen === template.id
                    ? 'bg-violet-500/15 ring-1 ring-violet-500/40'
                    : 'bg-surface-2/80',
                )}
              >
                <span className="flex min-w-0 items-center gap-2">
                  <Star className="size-4 shrink-0 text-violet-300" />
                  <span className="truncate font-semibold text-fg">{template.title}</span>
                </span>
                <Switch
                  testId="deposit-personal-switch"
                  label={t('Bonuses.deposit.use_personal', { title: template.title })}
                  checked={chosen === template.id}
                  disabled={busy}
                  onCheckedChange={(checked) =>
                    save.mutate({ [preferredKey]: { id: template.id, isEnabled: checked } })
                  }
                />
              </label>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
