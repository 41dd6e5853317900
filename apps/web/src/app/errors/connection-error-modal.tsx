import { useQueryClient } from '@tanstack/react-query';
import { RotateCw, WifiOff } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@/components/ui/dialog';
import { blockingErrorStore } from '@/lib/blocking-error';

/** Network failures or repeated server errors: say so, and try the failed calls again. */
export function ConnectionErrorModal() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();

  const retry = () => {
    blockingErrorStore.clear('connection');
    void queryClient.refetchQueries({
      type: 'active',
      predicate: (query) => query.state.status === 'error',
    });
  };

  return (
    <Dialog open onOpenChange={(open) => !open && blockingErrorStore.clear('connection')}>
      <DialogContent data-testid="connection-modal" className="z-[80] max-w-[400px] text-center">
        <div className="flex flex-col items-center gap-4 pt-2">
          <span className="grid size-16 place-items-center rounded-2xl border border-gold-500/30 bg-gold-500/10 text-gold-400">
            <WifiOff className="size-7" />
          </span>
          <DialogTitle className="text-xl">{t('Connection.title')}</DialogTitle>
          <DialogDescription className="leading-relaxed">
            {t('Connection.description')}
          </DialogDescription>
          <Button variant="primary" size="lg" className="mt-1 w-full" onClick={retry}>
            <RotateCw className="size-4.5" />
            {t('Shared.retry')}
          </Button>
        </div>
      </DialogContent>
    </Dialog>
  );
}
