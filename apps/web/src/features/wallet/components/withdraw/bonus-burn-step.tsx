import { Flame, Gift, LoaderCircle } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { walletModalStore } from '@/lib/wallet-modal';
import { FlowStepLayout } from './flow-step-layout';

interface BonusBurnStepProps {
  busy: boolean;
  onWithdrawAnyway: () => void;
  /** Gives the draft up as the player leaves the wallet for the bonuses. */
  onLeave: () => void;
}

/** A withdrawal cancels the active bonus (spec 4 "Withdraw"): keep playing, or go on. */
export function BonusBurnStep({ busy, onWithdrawAnyway, onLeave }: BonusBurnStepProps) {
  const { t } = useTranslation();
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
