import { ZInterfaceAction } from '@aurum/contracts/games';
import { useNavigate } from 'react-router';
import { paths } from '@/config/paths';
import { realtimeChannels } from '@/lib/realtime/channels';
import { useRealtimeSubscription } from '@/lib/realtime/use-realtime';

/**
 * `interface_actions#{globalId}`: the platform asks the player's app to do something; an
 * `open_game` opens that game's page (e.g. a bot or an operator sent the player to a game).
 */
export function useOpenGameActions(globalId: string) {
  const navigate = useNavigate();
  useRealtimeSubscription(realtimeChannels.interfaceActions(globalId), (data) => {
    const action = ZInterfaceAction.safeParse(data);
    // `open_game` is the only action so far; the schema refuses any other.
    if (action.success) void navigate(paths.game.getHref(action.data.gameId));
  });
}
