import { ArrowUpRight, Headset } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { TelegramIcon } from '@/components/ui/brand-icons';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@/components/ui/dialog';
import { env } from '@/config/env';
import { useSupportModal } from '../hooks/use-support-modal';
import { SupportEmailChannel } from './support-email-channel';

export function SupportModal() {
  const { t } = useTranslation();
  const { isOpen, close } = useSupportModal();
  return (
    <Dialog open={isOpen} onOpenChange={(open) => !open && close()}>
      <DialogContent data-testid="support-modal" className="max-w-[440px] overflow-hidden p-0">
        <div className="flex flex-col items-center gap-3 bg-[radial-gradient(ellipse_at_top,rgb(245_177_32/0.16),transparent_70%)] px-6 pt-8 pb-5 text-center">
          <span className="grid size-14 place-items-center rounded-2xl bg-linear-to-b from-gold-300 to-gold-600 text-[#1c1303] shadow-gold">
            <Headset className="size-7" />
          </span>
          <DialogTitle className="text-xl">{t('Support.title')}</DialogTitle>
          <DialogDescription className="max-w-xs">{t('Support.description')}</DialogDescription>
        </div>
        <div className="flex flex-col gap-2.5 px-5 pb-6">
          <a
            href={env.support.telegramBot}
            target="_blank"
            rel="noopener noreferrer"
            className="group flex items-center gap-3.5 rounded-xl border border-line bg-surface-2 p-3.5 transition-colors hover:border-sky-400/40 hover:bg-surface-3"
          >
            <span className="grid size-11 shrink-0 place-items-center rounded-xl bg-[#229ED9] text-white">
              <TelegramIcon className="size-5.5" />
            </span>
            <span className="flex min-w-0 flex-1 flex-col">
              <span className="font-semibold text-fg">{t('Support.telegram_title')}</span>
              <span className="text-[13px] leading-snug text-muted">
                {t('Support.telegram_description')}
              </span>
            </span>
            <ArrowUpRight className="size-5 text-subtle transition-colors group-hover:text-fg" />
          </a>
          <SupportEmailChannel email={env.support.email} />
        </div>
      </DialogContent>
    </Dialog>
  );
}
