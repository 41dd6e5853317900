import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@/components/ui/dialog';

/** Asks before a time-out or self-exclusion starts, saying what it ends and for how long. */
export function RgBreakDialog({
  open,
  title,
  consequences,
  busy,
  onConfirm,
  onClose,
}: {
  open: boolean;
  title: string;
  consequences: string;
  busy: boolean;
  onConfirm: () => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Dialog open={open} onOpenChange={(next) => !next && onClose()}>
      <DialogContent data-testid="rg-break-dialog">
        <DialogTitle>{title}</DialogTitle>
        <DialogDescription className="mt-3 leading-relaxed">{consequences}</DialogDescription>
        <div className="mt-6 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button variant="ghost" onClick={onClose}>
            {t('Shared.cancel')}
          </Button>
          <Button
            variant="primary"
            disabled={busy}
            onClick={onConfirm}
            data-testid="rg-break-confirm"
          >
            {t('ResponsibleGaming.break_confirm')}
          </Button>
        </div>
      </DialogContent>
    </Dialog>
  );
}
