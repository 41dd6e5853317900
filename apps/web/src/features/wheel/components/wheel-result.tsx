import { ACCOUNT_CURRENCY } from '@aurum/contracts/money';
import type { TWheelSpinResult } from '@aurum/contracts/wheel';
import { Frown, Gift, PartyPopper } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { CopyButton } from '@/components/ui/copy-button';
import { WheelNextSpin } from './wheel-next-spin';

/** "$5" for whole dollars, "$0.50" with cents, in the reader's locale. */
const formatUsd = (primaryValue: string, locale: string) => {
  const whole = /^\d+(\.0+)?$/.test(primaryValue);
  return new Intl.NumberFormat(locale, {
    style: 'currency',
    currency: ACCOUNT_CURRENCY,
    minimumFractionDigits: whole ? 0 : 2,
    maximumFractionDigits: 2,
  }).format(primaryValue as `${number}`);
};

/**
 * What the spin won (spec 4 "Wheel"): prize 0 is "no prize" with a close button; a prize shows
 * its heading, the promo code if one came, and a way to /bonuses when it is not main money.
 */
export function WheelResult({
  result,
  onClose,
  onGoToBonuses,
}: {
  result: TWheelSpinResult;
  onClose: () => void;
  onGoToBonuses: () => void;
}) {
  const { t, i18n } = useTranslation();
  const won = result.balanceType !== 'none' && (result.amount.value !== '0' || result.promo);

  if (!won) {
    return (
      <div
        data-testid="wheel-result"
        data-result="none"
        className="flex w-full flex-col items-center gap-3 text-center"
      >
        <span className="grid size-12 place-items-center rounded-2xl bg-surface-3 text-muted ring-1 ring-line">
          <Frown className="size-6" />
        </span>
        <p className="text-lg font-bold text-fg">{t('Wheel.result.none_title')}</p>
        <p className="max-w-xs text-sm text-muted">{t('Wheel.result.none_text')}</p>
        <WheelNextSpin nextSpinAt={result.nextSpinAt} />
        <Button
          data-testid="wheel-close"
          variant="secondary"
          size="lg"
          className="w-full"
          onClick={onClose}
        >
          {t('Shared.close')}
        </Button>
      </div>
    );
  }

  const amount =
    result.amount.value === '0' ? null : formatUsd(result.amount.primaryValue, i18n.language);
  return (
    <div
      data-testid="wheel-result"
      data-result={result.balanceType}
      className="flex w-full flex-col items-center gap-3 text-center"
    >
      <span className="grid size-12 place-items-center rounded-2xl bg-linear-to-b from-gold-300 to-gold-600 text-[#1c1303] shadow-gold">
        <PartyPopper className="size-6" />
      </span>
      <p data-testid="wheel-prize-heading" className="text-2xl font-extrabold tracking-tight">
        {amount ? (
          <span className="text-gold-gradient">{t('Wheel.result.won', { amount })}</span>
        ) : (
          <span className="text-gold-gradient">{t('Wheel.result.won_code')}</span>
        )}
      </p>
      <p className="max-w-xs text-sm text-muted">{t(`Wheel.result.${result.balanceType}_text`)}</p>
      {result.promo && (
        <div className="flex w-full items-center gap-2 rounded-xl border border-dashed border-gold-500/40 bg-gold-500/5 p-2 pl-4">
          <span className="flex min-w-0 flex-1 flex-col text-left">
            <span className="text-[11px] font-semibold tracking-wide text-muted uppercase">
              {t('Wheel.result.promo_code')}
            </span>
            <span
              data-testid="wheel-promo-code"
              className="truncate font-mono text-base font-bold text-gold-200"
            >
              {result.promo}
            </span>
          </span>
          <CopyButton
            text={result.promo}
            label={t('Wheel.result.copy_code')}
            testId="wheel-promo-copy"
          />
        </div>
      )}
      <WheelNextSpin nextSpinAt={result.nextSpinAt} />
      <div className="flex w-full flex-col gap-2">
        {result.balanceType !== 'main' && (
          <Button
            data-testid="wheel-go-bonuses"
            variant="primary"
            size="lg"
            onClick={onGoToBonuses}
          >
            <Gift className="size-4.5" />
            {t('Wheel.result.go_to_bonuses')}
          </Button>
        )}
        <Button
          data-testid="wheel-close"
          variant={result.balanceType === 'main' ? 'primary' : 'ghost'}
          size="lg"
          onClick={onClose}
        >
          {result.balanceType === 'main' ? t('Wheel.result.great') : t('Shared.close')}
        </Button>
      </div>
    </div>
  );
}
