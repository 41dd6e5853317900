import { ShieldCheck } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { FairnessPanel } from './fairness-panel';

/** "Provably fair" on the game page's toolbar: opens the seeds, rounds and verifier panel. */
export function FairnessButton() {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button
        variant="outline"
        data-testid="game-fairness-button"
        aria-label={t('Fairness.button')}
        onClick={() => setOpen(true)}
        className="h-10 rounded-xl bg-surface-2 px-2.5 sm:px-3.5"
      >
        <ShieldCheck className="size-4.5 text-mint-400" />
        <span className="hidden sm:inline">{t('Fairness.button')}</span>
      </Button>
      <FairnessPanel open={open} onOpenChange={setOpen} />
    </>
  );
}
