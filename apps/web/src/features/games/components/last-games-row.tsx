import { History } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { paths } from '@/config/paths';
import { useLastGames } from '../api/get-last-games';
import { GameRowView, ROW_SIZE } from './game-row';

/** The signed-in player's recently played games on the home page; nothing until they play. */
export function LastGamesRow() {
  const { t } = useTranslation();
  const query = useLastGames(ROW_SIZE);
  // A failed history is not worth a home-page error, and a player who never played should not
  // see a row flash up and vanish: the row appears once there is something in it.
  if ((query.data?.pages[0]?.items.length ?? 0) === 0) return null;
  return (
    <GameRowView
      id="last"
      testId="home-last-games"
      title={t('Routes.games_last')}
      icon={History}
      href={paths.gamesLast.getHref()}
      query={query}
    />
  );
}
