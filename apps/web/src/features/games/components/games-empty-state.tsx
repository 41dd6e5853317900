import { Gamepad2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '@/components/ui/empty-state';

/** What a games list shows while the catalogue has nothing for it. */
export function GamesEmptyState({ size = 'page' }: { size?: 'compact' | 'page' }) {
  const { t } = useTranslation();
  return (
    <EmptyState
      size={size}
      icon={Gamepad2}
      title={t('Games.empty_title')}
      description={t('Games.empty_description')}
    />
  );
}
