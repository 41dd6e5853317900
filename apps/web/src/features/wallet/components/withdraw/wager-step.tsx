import { Dices, Play } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { walletModalStore } from '@/lib/wallet-modal';
import { useBalance } from '../../api/get-balance';
import { formatAccountAmount } from '../../utils/crypto-amount';
import { wagerProgress, type TWagerBlock } from '../../utils/wager-block';
import { FlowStepLayout } from './flow-step-layout';

/** Withdrawals open once deposits are wagered (spec 8 "Wager screen"): how much is left. */
export function WagerStep({
  wager,
  onReturn,
  onLeave,
}: {
  wager: TWagerBlock | null;
  onReturn: () => void;
  /** Gives the draft up as the player leaves the wallet to play. */
  onLeave: () => void;
}) {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const balance = useBalance();
  const money = (value: string) =>
    wager ? formatAccountAmount(value, wager.currency, balance.data, i18n.language) : value;

  const play = () => {
    onLeave();
    walletModalStore.close();
    void navigate(paths.home.getHref());
  };

  return (
    <FlowStepLayout
      icon={Dices}
      tone="violet"
      title={t('VerifyModal.wager.title')}
      description={t('VerifyModal.wager.description')}
      actions={
        <>
          <Button variant="primary" size="lg" data-testid="wager-play" onClick={play}>
            <Play className="size-4.5 fill-current" />
            {t('VerifyModal.wager.play')}
          </Button>
          <Button variant="ghost" data-testid="wager-return" onClick={onReturn}>
            {t('VerifyModal.wager.return')}
          </Button>
        </>
      }
    >
      {wager && (
        <div className="flex flex-col items-center gap-3 rounded-2xl border border-line bg-surface-2/70 px-4 py-4">
          <span className="text-xs font-medium tracking-wide text-subtle uppercase">
            {t('VerifyModal.wager.remaining')}
          </span>
          <span
            data-testid="wager-remaining"
            className="text-gold-gradient text-[28px] leading-none font-extrabold tracking-tight tabular-nums"
          >
            {money(wager.remaining)}
          </span>
          <div
            role="progressbar"
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={Math.round(wagerProgress(wager) * 100)}
            className="h-2 w-full overflow-hidden rounded-full bg-surface-3"
          >
            <span
              className="block h-full rounded-full bg-linear-to-r from-violet-500 to-gold-400"
              style={{ width: `${wagerProgress(wager) * 100}%` }}
            />
          </div>
          <span className="text-xs text-muted tabular-nums">
            {t('VerifyModal.wager.progress', {
              wagered: money(wager.wagered),
              required: money(wager.required),
            })}
          </span>
        </div>
      )}
    </FlowStepLayout>
  );
}
