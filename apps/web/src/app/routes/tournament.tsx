import type { TTournamentDetail } from '@aurum/contracts/tournaments';
import { Gamepad2, Trophy } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { GameGrid, GameTileSkeleton } from '@/features/games/components/game-grid';
import { useGamesByIds } from '@/features/games/api/get-games-by-ids';
import { TournamentDetails } from '@/features/tournaments/components/tournament-details';
import { paths } from '@/config/paths';
import { RoutePage } from './route-page';

/** The games a casino tournament counts, from the catalogue, each leading to its page. */
function TournamentGames({ tournament }: { tournament: TTournamentDetail }) {
  const { t } = useTranslation();
  const { data, isPending } = useGamesByIds(tournament.gameIds);
  if (tournament.product !== 'casino' || tournament.gameIds.length === 0) return null;
  return (
    <section data-testid="tournament-games" className="flex flex-col gap-3">
      <h2 className="flex items-center gap-2 text-sm font-bold text-fg">
        <Gamepad2 aria-hidden className="size-4 text-gold-400" />
        {t('Tournaments.games_that_count')}
      </h2>
      {isPending ? (
        <div className="grid grid-cols-3 gap-3 sm:grid-cols-5 xl:grid-cols-6">
          {tournament.gameIds.slice(0, 6).map((id) => (
            <GameTileSkeleton key={id} />
          ))}
        </div>
      ) : (
        <GameGrid games={data ?? []} />
      )}
    </section>
  );
}

export function TournamentRoute() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  return (
    <RoutePage
      title={t('Routes.tournament')}
      icon={Trophy}
      parents={[{ label: t('Routes.tournaments'), href: paths.tournaments.getHref() }]}
    >
      <TournamentDetails
        key={id}
        id={id}
        games={(tournament) => <TournamentGames tournament={tournament} />}
      />
    </RoutePage>
  );
}
