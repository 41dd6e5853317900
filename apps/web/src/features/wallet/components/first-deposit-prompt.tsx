import { ArrowDownToLine, Sparkles } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@/components/ui/dialog';

interface FirstDepositPromptProps {
  open: boolean;
  /** Back to the wallet, on its deposit tab. */
  onDeposit: () => void;
  /** Closes the wallet after all. */
  onClose: () => void;
  /** The prompt itself was dismissed (Escape, its close button): the wallet stays open. */
  onDismiss: () => void;
}

/** Asked when a player who never deposited closes the wallet (spec 4 "Closing the wallet"). */
export function FirstDepositPrompt({
  open,
  onDeposit,
  onClose,
  onDismiss,
}: FirstDepositPromptProps) {
  const { t } = useTranslation();
  return (
    <Dialog open={open} onOpenChange={(isOpen) => !isOpen && onDismiss()}>
      <DialogContent
        data-testid="first-deposit-prompt"
        className="max-w-[380px] overflow-hidden p-0"
      >
        <div className="relative isolate flex flex-col items-center px-6 pt-9 pb-5 text-center">
          <div
            aria-hidden
            className="absolute inset-x-0 top-0 -z-10 h-48 bg-[radial-gradient(ellipse_at_top,rgb(245_177_32/0.22),transparent_70%)]"
          />
          <span className="relative mb-5 grid size-16 place-items-center">
            <span className="absolute inset-0 rounded-2xl bg-gold-400/30 blur-xl" />
            <span className="relative grid size-16 place-items-center rounded-2xl bg-linear-to-b from-gold-300 to-gold-600 text-[#1c1303] shadow-gold ring-4 ring-gold-400/15">
              <Sparkles className="size-8" strokeWidth={2.2} />
            </span>
          </span>
          <DialogTitle className="text-xl">{t('WalletDeposit.prompt_title')}</DialogTitle>
          <DialogDescription className="mt-2 max-w-xs leading-relaxed">
            {t('WalletDeposit.prompt_description')}
          </DialogDescription>
        </div>
        <div className="flex flex-col gap-2 px-6 pb-6">
          <Button
            variant="primary"
            size="lg"
            data-testid="first-deposit-prompt-deposit"
            onClick={onDeposit}
          >
            <ArrowDownToLine className="size-4.5" />
            {t('WalletDeposit.prompt_deposit')}
          </Button>
          <Button variant="ghost" data-testid="first-deposit-prompt-close" onClick={onClose}>
            {t('WalletDeposit.prompt_close')}
          </Button>
        </div>
      </DialogContent>
    </Dialog>
  );
}
