import type { TBonusTemplate } from '@aurum/contracts/bonuses';
import { CalendarClock } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Card } from '@/components/ui/card';
import { cn } from '@/lib/cn';
import { useBonusFormat } from '../hooks/use-bonus-format';
import { OfferSummary } from './offer-summary';

/** The bonus for a deposit once a day after the welcome steps, and when the next one unlocks. */
export function EverydayOffer({
  templates,
  unlocksAt,
}: {
  templates: TBonusTemplate[];
  unlocksAt: string | null;
}) {
  const { t } = useTranslation();
  const { dateTime } = useBonusFormat();
  const everyday = templates.find((template) => template.conditions.type === 'everyday');
  if (!everyday) return null;
  const ready = unlocksAt === null && everyday.status === 'active';
  return (
    <Card icon={CalendarClock} title={t('Bonuses.everyday_title')} testId="everyday-offer">
      <OfferSummary
        title={everyday.title}
        conditions={everyday.conditions}
        gistClassName="text-sm text-gold-300"
      />
      <p
        data-testid="everyday-state"
        className={cn(
          'rounded-xl px-3 py-2 text-sm font-semibold',
          ready ? 'bg-mint-500/10 text-mint-300' : 'bg-surface-2 text-muted',
        )}
      >
        {unlocksAt
          ? t('Bonuses.everyday_next', { time: dateTime(unlocksAt) })
          : ready
            ? t('Bonuses.everyday_ready')
            : t('Bonuses.everyday_after_welcome')}
      </p>
    </Card>
  );
}
