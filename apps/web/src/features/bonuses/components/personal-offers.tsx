import type { TBonusSettings, TBonusTemplate } from '@aurum/contracts/bonuses';
import { Star } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Card } from '@/components/ui/card';
import { Switch } from '@/components/ui/switch';
import { useSaveBonusSettings } from '../api/save-bonus-settings';
import { OfferSummary } from './offer-summary';

/** A personal bonus is chosen for the next deposit of either kind, fiat or crypto. */
const isChosen = (id: string, settings: TBonusSettings | undefined) =>
  settings?.preferredFiat === id || settings?.preferredCrypto === id;

/** Bonuses given to this player, waiting for a deposit; one can be used on the next one. */
export function PersonalOffers({
  templates,
  settings,
}: {
  templates: TBonusTemplate[];
  settings: TBonusSettings | undefined;
}) {
  const { t } = useTranslation();
  const save = useSaveBonusSettings();
  const personal = templates.filter((template) => template.isPersonal);
  if (personal.length === 0) return null;
  const choose = (id: string, isEnabled: boolean) =>
    save.mutate({ preferredFiat: { id, isEnabled }, preferredCrypto: { id, isEnabled } });
  return (
    <Card
      icon={Star}
      title={t('Bonuses.personal_title')}
      description={t('Bonuses.personal_description')}
    >
      <ul className="flex flex-col gap-3">
        {personal.map((template) => (
          <li
            key={template.id}
            data-testid="personal-offer"
            className="flex flex-col gap-3 rounded-xl border border-violet-500/30 bg-violet-500/5 p-4 sm:flex-row sm:items-center sm:justify-between"
          >
            <OfferSummary
              title={template.title}
              conditions={template.conditions}
              gistClassName="text-sm text-violet-400"
            />
            <label className="flex items-center gap-3 text-sm font-semibold text-fg">
              {t('Bonuses.use_next_deposit')}
              <Switch
                testId="personal-offer-toggle"
                label={t('Bonuses.use_next_deposit')}
                checked={isChosen(template.id, settings)}
                disabled={settings === undefined || save.isPending}
                onCheckedChange={(checked) => choose(template.id, checked)}
              />
            </label>
          </li>
        ))}
      </ul>
    </Card>
  );
}
