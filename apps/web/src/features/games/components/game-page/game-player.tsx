import type { TGame } from '@aurum/contracts/catalogue';
import { useState, type ReactNode } from 'react';
import { cn } from '@/lib/cn';
import { useLaunchGame } from '../../api/launch-game';
import { useFullscreen } from '../../hooks/use-fullscreen';
import { resolveGameStage, type TGameMode } from '../../utils/game-mode';
import { blockedBy } from '../../utils/launch-error';
import { FavoriteButton } from '../favorite-button';
import { FullscreenButton, FullscreenExitButton } from './fullscreen-button';
import { GameBlocked } from './game-blocked';
import { GameFrame } from './game-frame';
import { GameLaunchError } from './game-launch-error';
import { GameModeSwitch } from './game-mode-switch';
import { GameSignInNeeded } from './game-sign-in-needed';
import { GameStageLoading } from './game-stage-loading';

interface GamePlayerProps {
  game: TGame;
  /** Known before the player mounts: the mode, and so the first launch, depends on it. */
  isSignedIn: boolean;
  /** Opens sign-in (or sign-up) and brings the visitor back here. */
  onSignIn: (view: 'login' | 'register') => void;
  /** More controls on the toolbar (the fairness button). */
  actions?: ReactNode;
}

/**
 * The game itself: the mode switch and controls over the stage, which shows the game client
 * in a frame (launched for real for players, demo for visitors) or says why it cannot.
 */
export function GamePlayer({ game, isSignedIn, onSignIn, actions }: GamePlayerProps) {
  const [choice, setChoice] = useState<TGameMode | null>(null);
  const stage = resolveGameStage({ choice, isSignedIn, hasDemo: game.hasDemo });
  const mode = stage.kind === 'play' ? stage.mode : null;
  const launch = useLaunchGame(
    { gameId: game.id, demo: mode === 'demo' },
    { enabled: mode !== null && !game.blocked },
  );
  const { attach, mode: fullscreenMode, enter, exit } = useFullscreen<HTMLDivElement>();
  const blocked = game.blocked ?? blockedBy(launch.error);
  const url = !blocked && mode && launch.data ? launch.data.url : null;

  const selectMode = (next: TGameMode) => {
    if (next === 'real' && !isSignedIn) return onSignIn('login');
    setChoice(next);
  };

  const stageContent = () => {
    if (blocked) return <GameBlocked reason={blocked} />;
    if (stage.kind === 'sign-in') return <GameSignInNeeded onSignIn={onSignIn} />;
    if (launch.isError) {
      return (
        <GameLaunchError
          error={launch.error}
          onRetry={() => void launch.refetch()}
          onSignIn={() => onSignIn('login')}
          onPlayReal={isSignedIn ? () => setChoice('real') : undefined}
        />
      );
    }
    if (!url) return <GameStageLoading imageUrl={game.imageUrl} />;
    return <GameFrame key={url} url={url} title={game.title} imageUrl={game.imageUrl} />;
  };

  return (
    <section
      data-testid="game-player"
      data-mode={mode ?? undefined}
      className="flex flex-col gap-3"
    >
      <div className="flex items-center gap-2">
        <GameModeSwitch
          mode={mode}
          isSignedIn={isSignedIn}
          hasDemo={game.hasDemo}
          onSelect={selectMode}
        />
        <div className="ml-auto flex shrink-0 items-center gap-2">
          <FavoriteButton game={game} look="toolbar" testId="game-favorite" />
          {actions}
          <FullscreenButton disabled={!url} onClick={enter} />
        </div>
      </div>
      <div
        ref={attach}
        data-testid="game-stage"
        data-fullscreen={fullscreenMode ?? undefined}
        className={cn(
          'relative isolate w-full overflow-hidden bg-[#07090f]',
          fullscreenMode
            ? 'fixed inset-0 z-[70] h-dvh'
            : 'h-[calc(100dvh-19rem)] min-h-[440px] rounded-2xl border border-line/80 shadow-2xl shadow-black/50 sm:aspect-video sm:h-auto sm:max-h-[calc(100dvh-11rem)] sm:min-h-[360px]',
        )}
      >
        {stageContent()}
        {fullscreenMode && <FullscreenExitButton onClick={exit} />}
      </div>
    </section>
  );
}
