import { Sparkles, TicketPercent, UserPlus } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@/components/ui/dialog';
import { usePromoCode } from '../api/get-promo-code';
import { usePromoActivation } from '../hooks/use-promo-activation';
import { PromoCodeDetails } from './promo-code-details';

interface TPromoCodeModalProps {
  code: string;
  /** `info`: "check" on the promo field; `link`: a `?promo=CODE` link was opened. */
  variant: 'info' | 'link';
  isSignedIn: boolean;
  onClose: () => void;
  /** Visitors: sign up with the code filled in. */
  onSignUp?: () => void;
}

/**
 * A code's terms before it is used (spec 2: promo-code info and promo-code-available modals):
 * a player activates it here, a visitor is offered the sign-up with the code.
 */
export function PromoCodeModal({
  code,
  variant,
  isSignedIn,
  onClose,
  onSignUp,
}: TPromoCodeModalProps) {
  const { t } = useTranslation();
  const query = usePromoCode(code);
  const activation = usePromoActivation(() => onClose());
  const [refusal, setRefusal] = useState<string | undefined>();
  const available = query.data?.state === 'available';
  const shownCode = query.data?.code ?? code.toUpperCase();

  const activate = async () => {
    setRefusal((await activation.activate(shownCode)).refusal);
  };

  return (
    <Dialog open onOpenChange={(isOpen) => !isOpen && onClose()}>
      <DialogContent
        data-testid={variant === 'link' ? 'promo-available-modal' : 'promo-info-modal'}
        className="max-h-[calc(100dvh-2rem)] overflow-y-auto"
      >
        <div className="flex flex-col gap-5">
          <div className="flex items-start gap-3 pr-8">
            <span className="grid size-10 shrink-0 place-items-center rounded-xl bg-gold-500/10 text-gold-400 ring-1 ring-gold-500/25">
              {variant === 'link' ? (
                <Sparkles className="size-5" />
              ) : (
                <TicketPercent className="size-5" />
              )}
            </span>
            <div className="min-w-0">
              <DialogTitle>
                {variant === 'link' && available
                  ? t('Bonuses.promo.available_title')
                  : t('Bonuses.promo.info_title', { code: shownCode })}
              </DialogTitle>
              <DialogDescription className="mt-0.5">
                {variant === 'link' && available
                  ? t('Bonuses.promo.available_description', { code: shownCode })
                  : t('Bonuses.promo.info_description')}
              </DialogDescription>
            </div>
          </div>
          <PromoCodeDetails query={query} />
          {refusal && (
            <p role="alert" data-testid="promo-modal-refusal" className="text-sm text-danger">
              {refusal}
            </p>
          )}
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <Button variant="outline" onClick={onClose}>
              {t('Shared.close')}
            </Button>
            {available && isSignedIn && (
              <Button
                variant="primary"
                data-testid="promo-modal-activate"
                disabled={activation.isPending}
                onClick={() => void activate()}
              >
                <Sparkles className="size-4" />
                {t('Bonuses.promo.activate')}
              </Button>
            )}
            {available && !isSignedIn && onSignUp && (
              <Button variant="primary" data-testid="promo-modal-sign-up" onClick={onSignUp}>
                <UserPlus className="size-4" />
                {t('Bonuses.promo.sign_up')}
              </Button>
            )}
          </div>
        </div>
      </DialogContent>
    </Dialog>
  );
}
