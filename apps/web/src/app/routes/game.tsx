import { Gamepad2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { GameUnavailable } from '@/features/games/components/game-unavailable';
import { RoutePage } from './route-page';

export function GameRoute() {
  const { t } = useTranslation();
  return (
    <RoutePage title={t('Routes.game')} icon={Gamepad2}>
      <GameUnavailable />
    </RoutePage>
  );
}
