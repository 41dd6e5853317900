import { GameErrorDetail } from '@aurum/contracts/games';
import { Coins, LogIn, RotateCw, ServerCrash } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { isApiError } from '@/lib/api-error';
import { launchErrorDetail } from '../../utils/launch-error';
import { StageMessage } from './stage-message';

interface GameLaunchErrorProps {
  error: unknown;
  onRetry: () => void;
  onSignIn: () => void;
  /** Offered when demo is refused to a player: play for real instead. */
  onPlayReal?: () => void;
}

/** The game could not be started: why, in the player's words, and what they can do. */
export function GameLaunchError({ error, onRetry, onSignIn, onPlayReal }: GameLaunchErrorProps) {
  const { t } = useTranslation();
  const detail = launchErrorDetail(error);
  return (
    <StageMessage
      testId="game-launch-error"
      data={{ 'data-detail': detail }}
      tone="danger"
      icon={ServerCrash}
      title={t('Games.launch_failed')}
      description={t(`Games.errors.${detail}`, isApiError(error) ? error.params : {})}
      actions={
        <>
          {detail === GameErrorDetail.signInRequired && (
            <Button variant="primary" onClick={onSignIn}>
              <LogIn className="size-4" />
              {t('Header.log_in')}
            </Button>
          )}
          {detail === GameErrorDetail.demoUnavailable && onPlayReal && (
            <Button variant="primary" onClick={onPlayReal}>
              <Coins className="size-4" />
              {t('Games.mode.play_real')}
            </Button>
          )}
          <Button variant="outline" onClick={onRetry} data-testid="game-launch-retry">
            <RotateCw className="size-4" />
            {t('Shared.retry')}
          </Button>
        </>
      }
    />
  );
}
