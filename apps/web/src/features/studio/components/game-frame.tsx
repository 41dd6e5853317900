import type { TStudioSession } from '@aurum/contracts/studio';
import { Puzzle } from 'lucide-react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { BaccaratGame } from '../games/baccarat/baccarat-game';
import { BlackjackGame } from '../games/blackjack/blackjack-game';
import { CrashGame } from '../games/crash/crash-game';
import { DiceGame } from '../games/dice/dice-game';
import { KenoGame } from '../games/keno/keno-game';
import { LimboGame } from '../games/limbo/limbo-game';
import { MinesGame } from '../games/mines/mines-game';
import { PlinkoGame } from '../games/plinko/plinko-game';
import { RouletteGame } from '../games/roulette/roulette-game';
import { SlotsGame } from '../games/slots/slots-game';
import { VideoPokerGame } from '../games/video-poker/video-poker-game';
import { WheelShowGame } from '../games/wheel-show/wheel-show-game';
import { useBetAmount } from '../hooks/use-bet-amount';
import { useRoundController } from '../hooks/use-round-controller';
import { useTurbo } from '../hooks/use-turbo';
import { parseGameCode } from '../model/game-code';
import { themeOf } from '../model/themes';
import { FullFrameError } from './full-frame-error';
import { SessionError } from './session-error';
import { StudioContext, type TStudio } from './studio-context';
import { TopBar } from './top-bar';

/** The loaded frame: top bar and the session's game, sharing bet, balance and rounds. */
export function GameFrame({ session }: { session: TStudioSession }) {
  const { t } = useTranslation();
  const game = parseGameCode(session.game.code);
  const rounds = useRoundController(session);
  const bet = useBetAmount(session, rounds.balance);
  const [turbo] = useTurbo();

  useEffect(() => {
    document.title = session.game.title;
  }, [session.game.title]);

  if (rounds.fatal) return <SessionError error={rounds.fatal} />;
  if (!game) {
    return (
      <FullFrameError
        icon={Puzzle}
        detail="unsupported_game"
        title={t('Studio.session.unsupported_title')}
        message={t('Studio.session.unsupported')}
      />
    );
  }

  const studio: TStudio = {
    session,
    game,
    theme: themeOf(game.theme),
    currency: session.currency,
    turbo,
    bet,
    rounds,
  };
  return (
    <StudioContext.Provider value={studio}>
      <div className="flex h-full flex-col">
        <TopBar />
        <main className="min-h-0 flex-1 overflow-y-auto md:overflow-hidden scrollbar-thin">
          <GameView type={game.type} />
        </main>
      </div>
    </StudioContext.Provider>
  );
}

function GameView({ type }: { type: TStudio['game']['type'] }) {
  switch (type) {
    case 'dice':
      return <DiceGame />;
    case 'limbo':
      return <LimboGame />;
    case 'mines':
      return <MinesGame />;
    case 'plinko':
      return <PlinkoGame />;
    case 'roulette':
      return <RouletteGame />;
    case 'slot-lines':
    case 'slot-ways':
      return <SlotsGame />;
    case 'keno':
      return <KenoGame />;
    case 'video-poker':
      return <VideoPokerGame />;
    case 'wheel-show':
      return <WheelShowGame />;
    case 'baccarat':
      return <BaccaratGame />;
    case 'blackjack':
      return <BlackjackGame />;
    case 'crash':
      return <CrashGame />;
  }
}
