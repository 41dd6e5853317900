import { Ban } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';
import type { TBlockReason } from '../../utils/launch-error';
import { StageMessage } from './stage-message';

/** A game blacklisted for the player's country or currency: shown, with why, never hidden. */
export function GameBlocked({ reason }: { reason: TBlockReason }) {
  const { t } = useTranslation();
  return (
    <StageMessage
      testId="game-blocked"
      data={{ 'data-reason': reason }}
      tone="danger"
      icon={Ban}
      title={t(`Games.blocked.${reason}`)}
      description={t(`Games.blocked_description.${reason}`)}
      actions={
        <Button variant="primary" asChild>
          <Link to={paths.home.getHref()}>{t('Games.pick_another')}</Link>
        </Button>
      }
    />
  );
}
