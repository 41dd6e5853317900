import { ArrowUpRight, Crown, Gem, Headset, Megaphone, type LucideIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { TelegramIcon } from '@/components/ui/brand-icons';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@/components/ui/dialog';
import { useVipDrawer } from '../hooks/use-vip-drawer';

/** Only what the platform gives VIP players today: the manager, personal bonuses, VIP offers. */
const PERKS: { key: string; icon: LucideIcon }[] = [
  { key: 'manager', icon: Headset },
  { key: 'bonuses', icon: Gem },
  { key: 'offers', icon: Megaphone },
];

/** The VIP club: what it gives, and a way to the personal manager when one is assigned. */
export function VipDrawer({ managerUsername }: { managerUsername: string | null }) {
  const { t } = useTranslation();
  const { isOpen, close } = useVipDrawer();
  return (
    <Dialog open={isOpen} onOpenChange={(open) => !open && close()}>
      <DialogContent side="right" data-testid="vip-drawer" className="overflow-y-auto p-0">
        <div className="relative flex flex-col items-center gap-3 overflow-hidden px-6 pt-10 pb-7 text-center">
          <span
            aria-hidden
            className="absolute inset-0 bg-[radial-gradient(80%_70%_at_50%_0%,rgb(245_177_32/0.32),transparent_70%)]"
          />
          <span className="relative grid size-20 place-items-center rounded-full bg-linear-to-br from-gold-200 via-gold-400 to-gold-700 text-[#1c1303] shadow-gold">
            <Crown className="size-10" strokeWidth={1.8} />
          </span>
          <DialogTitle className="relative text-2xl">{t('Vip.title')}</DialogTitle>
          <DialogDescription className="relative max-w-xs leading-relaxed">
            {t('Vip.description')}
          </DialogDescription>
        </div>
        <ul className="flex flex-col gap-2.5 px-5">
          {PERKS.map(({ key, icon: Icon }) => (
            <li
              key={key}
              className="flex gap-3.5 rounded-2xl border border-gold-500/15 bg-surface-2 p-4"
            >
              <span className="grid size-10 shrink-0 place-items-center rounded-xl bg-gold-500/12 text-gold-300 ring-1 ring-gold-500/25">
                <Icon className="size-5" />
              </span>
              <span className="flex min-w-0 flex-col gap-0.5">
                <span className="font-semibold text-fg">{t(`Vip.perks.${key}.title`)}</span>
                <span className="text-[13px] leading-snug text-muted">
                  {t(`Vip.perks.${key}.text`)}
                </span>
              </span>
            </li>
          ))}
        </ul>
        <div className="mt-auto flex flex-col gap-2 px-5 pt-6 pb-6">
          {managerUsername ? (
            <Button variant="primary" size="lg" asChild>
              <a
                data-testid="vip-manager-link"
                href={`https://t.me/${encodeURIComponent(managerUsername)}`}
                target="_blank"
                rel="noopener noreferrer"
              >
                <TelegramIcon className="size-5" />
                {t('Vip.contact_manager')}
                <ArrowUpRight className="size-4" />
              </a>
            </Button>
          ) : (
            <p className="rounded-xl border border-dashed border-line px-4 py-3 text-center text-[13px] text-muted">
              {t('Vip.manager_pending')}
            </p>
          )}
        </div>
      </DialogContent>
    </Dialog>
  );
}
