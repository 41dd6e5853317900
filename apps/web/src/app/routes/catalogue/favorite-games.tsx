import { Heart } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { paths } from '@/config/paths';
import { useFavoriteGames } from '@/features/games/api/get-favorite-games';
import { GameList } from '@/features/games/components/game-list';

/** The signed-in player's favourite games, newest first; an invitation to heart some if none. */
export function FavoriteGames({ emptyDescription }: { emptyDescription: string }) {
  const { t } = useTranslation();
  const query = useFavoriteGames();
  return (
    <GameList
      query={query}
      placeholders={12}
      empty={
        <EmptyState
          testId="favorites-empty"
          icon={Heart}
          title={t('Favorites.empty_title')}
          description={emptyDescription}
          action={
            <Button variant="primary" asChild>
              <Link to={paths.categoryGames.getHref('popular')}>{t('Home.hero_secondary')}</Link>
            </Button>
          }
        />
      }
    />
  );
}
