import type { TUserBonus } from '@aurum/contracts/wallet';
import { ACCOUNT_CURRENCY, formatMinor } from '@aurum/contracts/money';
import { Flame, Gift, LoaderCircle } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { formatAmount } from '@/lib/format-amount';
import { walletModalStore } from '@/lib/wallet-modal';
import { FlowStepLayout } from './flow-step-layout';

/** Grant money is held in the account currency. */

interface BonusBurnStepProps {
  /** The active grants the withdrawal would forfeit, each with the bonus money it holds. */
  bonuses: TUserBonus[];
  busy: boolean;
  onWithdrawAnyway: () => void;
  /** Gives the draft up as the player leaves the wallet for the bonuses. */
  onLeave: () => void;
}

/** A withdrawal cancels the active bonus (spec 4 "Withdraw"): keep playing, or go on. */
export function BonusBurnStep({ bonuses, busy, onWithdrawAnyway, onLeave }: BonusBurnStepProps) {
  const { t, i18n } = useTranslation();
  const money = ({ value, primaryPrecision }: TUserBonus['amount']) =>
    formatAmount(
      { primaryValue: formatMinor(BigInt(value), primaryPrecision), primaryPrecision },
      ACCOUNT_CURRENCY,
      i18n.language,
    );
  const navigate = useNavigate();

  const play = () => {
    onLeave();
    walletModalStore.close();
    void navigate(paths.bonuses.getHref());
  };

  return (
    <FlowStepLayout
      icon={Flame}
      tone="danger"
      title={t('WalletWithdraw.bonus_burn.title')}
      description={t('WalletWithdraw.bonus_burn.description')}
      children={
        <ul data-testid="bonus-burn-list" className="flex flex-col gap-1.5">
          {bonuses.map((bonus) => (
            <li
              key={bonus.id}
              data-testid="bonus-burn-item"
              className="flex items-center justify-between gap-3 rounded-xl border border-danger/25 bg-danger/8 px-3 py-2 text-sm"
            >
              <span className="min-w-0 truncate font-semibold text-fg">{bonus.title}</span>
              <span className="shrink-0 font-bold text-danger tabular-nums">
                −{money(bonus.amount)}
              </span>
            </li>
          ))}
        </ul>
      }
      actions={
        <>
          <Button
            variant="primary"
            size="lg"
            data-testid="bonus-burn-play"
            disabled={busy}
            onClick={play}
          >
            <Gift className="size-4.5" />
            {t('WalletWithdraw.bonus_burn.play')}
          </Button>
          <Button
            variant="ghost"
            data-testid="bonus-burn-continue"
            disabled={busy}
            onClick={onWithdrawAnyway}
          >
            {busy && <LoaderCircle className="size-4 animate-spin" />}
            {t('WalletWithdraw.bonus_burn.continue')}
          </Button>
        </>
      }
    />
  );
}
