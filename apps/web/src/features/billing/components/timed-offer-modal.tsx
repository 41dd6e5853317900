import { Gift, Sparkles } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@/components/ui/dialog';
import { useWalletModal } from '@/lib/wallet-modal';
import { useBilling } from '../api/get-billing';
import { useMarkOfferShown } from '../api/mark-offer-shown';
import { useTimedOffer } from '../hooks/use-timed-offer';

interface TimedOfferModalProps {
  blocked: boolean;
  /**
   * The real welcome offer the first deposit gets ("+100% up to 500.00 USD"); without one the
   * offer never opens, so it never promises a bonus that does not exist.
   */
  offer: ReactNode | null;
}

/** The first-deposit offer of spec 4 "Timed modal"; rendered for signed-in players only. */
export function TimedOfferModal({ blocked, offer: welcomeOffer }: TimedOfferModalProps) {
  const { t } = useTranslation();
  const billing = useBilling();
  const { mutate: markShown } = useMarkOfferShown();
  const { open: openWallet } = useWalletModal();
  const offer = useTimedOffer({
    billing: welcomeOffer === null ? undefined : billing.data,
    blocked,
    onShown: () => markShown(),
  });

  const deposit = () => {
    offer.close();
    openWallet('deposit');
  };

  return (
    <Dialog open={offer.isOpen} onOpenChange={(isOpen) => !isOpen && offer.close()}>
      <DialogContent data-testid="timed-modal" className="max-w-[400px] overflow-hidden p-0">
        <div className="relative flex flex-col items-center gap-4 bg-[radial-gradient(ellipse_at_top,rgb(245_177_32/0.28),transparent_70%)] px-6 pt-9 pb-6 text-center">
          <span className="relative grid size-20 place-items-center rounded-3xl bg-linear-to-b from-gold-300 to-gold-600 text-[#1c1303] shadow-gold">
            <Gift className="size-10" strokeWidth={1.8} />
            <Sparkles className="absolute -top-2 -right-2 size-6 text-gold-200" />
          </span>
          <DialogTitle className="text-2xl">{t('TimedOffer.title')}</DialogTitle>
          <DialogDescription className="max-w-xs leading-relaxed">
            {t('TimedOffer.description')}
          </DialogDescription>
          <p
            data-testid="timed-modal-offer"
            className="rounded-2xl border border-gold-500/40 bg-gold-500/10 px-4 py-2.5 text-xl font-extrabold text-gold-300"
          >
            {welcomeOffer}
          </p>
        </div>
        <div className="flex flex-col gap-2 px-6 pb-6">
          <Button variant="primary" size="lg" data-testid="timed-modal-deposit" onClick={deposit}>
            {t('TimedOffer.deposit')}
          </Button>
          <Button variant="ghost" onClick={offer.close}>
            {t('TimedOffer.later')}
          </Button>
        </div>
      </DialogContent>
    </Dialog>
  );
}
