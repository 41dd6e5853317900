import { Navigate, useParams } from 'react-router';
import { paths } from '@/config/paths';

/** The session path of a game (spec 2) opens the game's page, which launches the session. */
export function GameSessionRoute() {
  const { id = '' } = useParams();
  return <Navigate to={paths.game.getHref(id)} replace />;
}
