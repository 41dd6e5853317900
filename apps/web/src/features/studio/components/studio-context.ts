import type { TStudioSession } from '@aurum/contracts/studio';
import type { TGameCode } from '@aurum/games';
import { createContext, useContext } from 'react';
import type { TBetAmount } from '../hooks/use-bet-amount';
import type { TRoundController } from '../hooks/use-round-controller';
import type { TCurrency } from '../model/format';
import type { TTheme } from '../model/themes';

/** Everything a game needs from the frame around it. */
export interface TStudio {
  session: TStudioSession;
  game: TGameCode;
  theme: TTheme;
  currency: TCurrency;
  turbo: boolean;
  bet: TBetAmount;
  rounds: TRoundController;
}

export const StudioContext = createContext<TStudio | null>(null);

export function useStudio(): TStudio {
  const studio = useContext(StudioContext);
  if (!studio) throw new Error('useStudio must be used inside the studio game frame');
  return studio;
}
