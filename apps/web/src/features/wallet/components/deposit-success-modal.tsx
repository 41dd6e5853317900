import { Check, Play } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@/components/ui/dialog';
import { paths } from '@/config/paths';
import { cn } from '@/lib/cn';
import { walletModalStore } from '@/lib/wallet-modal';
import { useDepositSuccess } from '../hooks/use-deposit-success';
import { formatMoney } from '../utils/format-money';
import { CelebrationBackdrop } from './celebration-backdrop';

/** Characters past which the headline amount gets a smaller size, to stay on one line. */
const LONG_AMOUNT = 11;

/** A deposit has been credited (spec 2 "deposit-success modal"); opened by the realtime event. */
export function DepositSuccessModal() {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const { deposit, close } = useDepositSuccess();
  if (!deposit) return null;

  const { originalAmount } = deposit;
  const amount = formatMoney(originalAmount, originalAmount.currency.displayFormat, i18n.language, {
    trimmed: true,
  });
  const playNow = () => {
    close();
    walletModalStore.close();
    void navigate(paths.home.getHref());
  };

  return (
    <Dialog open onOpenChange={(isOpen) => !isOpen && close()}>
      <DialogContent
        data-testid="deposit-success-modal"
        className="max-w-[400px] overflow-hidden p-0"
      >
        <div className="relative isolate flex flex-col items-center px-6 pt-10 pb-6 text-center">
          <CelebrationBackdrop />
          <span className="relative mb-5 grid size-20 place-items-center">
            <span className="absolute inset-0 rounded-full bg-mint-400/30 blur-xl motion-safe:animate-glow-pulse" />
            <span className="relative grid size-20 place-items-center rounded-full bg-linear-to-b from-mint-300 to-mint-500 text-[#03150d] shadow-[0_10px_30px_-8px_rgb(47_240_160/0.6)] ring-4 ring-mint-400/15">
              <Check className="size-10" strokeWidth={3} />
            </span>
          </span>
          <DialogTitle className="text-xl sm:text-2xl">{t('DepositSuccess.title')}</DialogTitle>
          <p
            data-testid="deposit-success-amount"
            className={cn(
              'mt-3 text-gold-gradient leading-tight font-extrabold tracking-tight break-all tabular-nums',
              amount.length > LONG_AMOUNT ? 'text-[28px] sm:text-[32px]' : 'text-[40px]',
            )}
          >
            +{amount}
          </p>
          <span className="mt-3 rounded-full bg-surface-3/80 px-3 py-1 text-xs font-semibold text-muted ring-1 ring-line">
            {t(`Wallet.txn_type.${deposit.type}`)}
          </span>
          <DialogDescription className="mt-4 max-w-xs leading-relaxed">
            {t('DepositSuccess.description')}
          </DialogDescription>
        </div>
        <div className="flex flex-col gap-2 px-6 pb-6">
          <Button variant="primary" size="lg" data-testid="deposit-success-play" onClick={playNow}>
            <Play className="size-4.5 fill-current" />
            {t('DepositSuccess.play_now')}
          </Button>
          <Button variant="ghost" onClick={close}>
            {t('DepositSuccess.later')}
          </Button>
        </div>
      </DialogContent>
    </Dialog>
  );
}
