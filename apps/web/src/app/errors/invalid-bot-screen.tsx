import { Bot } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { FullScreenMessage, SupportBotButton } from './full-screen-message';

/** The mini-app was opened from a bot the platform does not know. */
export function InvalidBotScreen() {
  const { t } = useTranslation();
  return (
    <FullScreenMessage
      testId="invalid-bot-screen"
      icon={Bot}
      title={t('InvalidBot.title')}
      actions={<SupportBotButton label={t('InvalidBot.contact_support')} />}
    >
      <p className="text-sm leading-relaxed text-muted">{t('InvalidBot.description')}</p>
    </FullScreenMessage>
  );
}
