import { Headset } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { useSupportModal } from '../hooks/use-support-modal';

/** "Support 24/7" card (164 px tall) with a button opening the support modal. */
export function SupportCard() {
  const { t } = useTranslation();
  const { open } = useSupportModal();
  return (
    <div className="relative flex h-[164px] shrink-0 flex-col justify-between overflow-hidden rounded-2xl border border-gold-500/15 bg-linear-to-br from-[#2a2110] via-[#181521] to-surface-2 p-4">
      <span
        aria-hidden
        className="absolute -top-10 -right-8 size-32 rounded-full bg-gold-500/20 blur-2xl"
      />
      <Headset
        aria-hidden
        className="absolute top-3 right-3 size-16 rotate-[-8deg] text-gold-400/25"
        strokeWidth={1.5}
      />
      <div className="relative flex flex-col gap-1 pr-12">
        <p className="text-base font-bold text-fg">{t('Support.card_title')}</p>
        <p className="text-[13px] leading-snug text-muted">{t('Support.card_text')}</p>
      </div>
      <Button variant="primary" size="sm" className="relative h-9 w-full" onClick={open}>
        {t('Support.write')}
      </Button>
    </div>
  );
}
