import * as DialogPrimitive from '@radix-ui/react-dialog';
import { Ticket } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { DialogContent } from '@/components/ui/dialog';
import { DESKTOP_MEDIA_QUERY } from '@/components/ui/breakpoints';
import { useMediaQuery } from '@/hooks/use-media-query';
import { betSlip, useBetSlip } from '../hooks/use-bet-slip';
import { BetSlip } from './bet-slip';

/** The slip beside the sportsbook on desktop; on phones a button with a count opens a drawer. */
export function BetSlipDock() {
  const { t } = useTranslation();
  const desktop = useMediaQuery(DESKTOP_MEDIA_QUERY);
  const { selections, open } = useBetSlip();

  if (desktop)
    return (
      <aside
        data-testid="bet-slip-panel"
        aria-label={t('Sportsbook.slip.title')}
        className="sticky top-20 flex max-h-[calc(100dvh-6rem)] w-[340px] shrink-0 flex-col overflow-y-auto rounded-2xl border border-line bg-surface p-3"
      >
        <BetSlip />
      </aside>
    );

  return (
    <DialogPrimitive.Root open={open} onOpenChange={betSlip.setOpen}>
      <DialogPrimitive.Trigger
        data-testid="bet-slip-open"
        aria-label={t('Sportsbook.slip.open', { count: selections.length })}
        className="fixed right-4 bottom-[calc(5rem+var(--inset-bottom))] z-40 grid size-14 cursor-pointer place-items-center rounded-full bg-linear-to-b from-gold-300 to-gold-500 text-[#1c1303] shadow-gold"
      >
        <Ticket className="size-6" />
        {selections.length > 0 && (
          <span
            data-testid="bet-slip-count"
            className="absolute -top-1 -right-1 grid size-6 place-items-center rounded-full bg-danger text-xs font-bold text-white"
          >
            {selections.length}
          </span>
        )}
      </DialogPrimitive.Trigger>
      <DialogContent
        side="right"
        aria-describedby={undefined}
        className="overflow-y-auto p-4 pt-12"
      >
        <DialogPrimitive.Title className="sr-only">
          {t('Sportsbook.slip.title')}
        </DialogPrimitive.Title>
        <BetSlip />
      </DialogContent>
    </DialogPrimitive.Root>
  );
}
