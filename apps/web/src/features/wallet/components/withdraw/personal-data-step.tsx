import { UserRound } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { walletModalStore } from '@/lib/wallet-modal';
import { FlowStepLayout } from './flow-step-layout';

/**
 * Withdrawals need a complete profile (spec 8 "Personal-data screen"): the profile opens in
 * place of the wallet, and the draft is given up.
 */
export function PersonalDataStep({
  onReturn,
  onLeave,
}: {
  onReturn: () => void;
  /** Gives the draft up as the player leaves the wallet for the profile. */
  onLeave: () => void;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();

  const openProfile = () => {
    onLeave();
    walletModalStore.close();
    void navigate(paths.profile.getHref());
  };

  return (
    <FlowStepLayout
      icon={UserRound}
      tone="gold"
      title={t('VerifyModal.personal.title')}
      description={t('VerifyModal.personal.description')}
      actions={
        <>
          <Button
            variant="primary"
            size="lg"
            data-testid="personal-data-open-profile"
            onClick={openProfile}
          >
            {t('VerifyModal.personal.open_profile')}
          </Button>
          <Button variant="ghost" data-testid="personal-data-return" onClick={onReturn}>
            {t('VerifyModal.personal.return')}
          </Button>
        </>
      }
    />
  );
}
