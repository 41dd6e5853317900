import type { TBonusSettings } from '@aurum/contracts/bonuses';
import { Settings2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Card } from '@/components/ui/card';
import { Switch } from '@/components/ui/switch';
import { useSaveBonusSettings } from '../api/save-bonus-settings';

const channels = [
  { key: 'isWelcomeEnabledFiat', label: 'Bonuses.welcome_fiat', testId: 'welcome-fiat' },
  { key: 'isWelcomeEnabledCrypto', label: 'Bonuses.welcome_crypto', testId: 'welcome-crypto' },
] as const;

/** Whether fiat and crypto deposits earn the welcome bonus; saved as soon as one is flipped. */
export function WelcomeSwitches({ settings }: { settings: TBonusSettings | undefined }) {
  const { t } = useTranslation();
  const save = useSaveBonusSettings();
  return (
    <Card
      icon={Settings2}
      title={t('Bonuses.settings_title')}
      description={t('Bonuses.settings_description')}
    >
      <ul className="flex flex-col gap-3">
        {channels.map(({ key, label, testId }) => (
          <li
            key={key}
            className="flex items-center justify-between gap-3 rounded-xl bg-surface-2 px-4 py-3"
          >
            <span className="text-sm font-semibold text-fg">{t(label)}</span>
            <Switch
              testId={testId}
              label={t(label)}
              checked={settings?.[key] ?? false}
              disabled={settings === undefined || save.isPending}
              onCheckedChange={(checked) => save.mutate({ [key]: checked })}
            />
          </li>
        ))}
      </ul>
    </Card>
  );
}
