import { LockKeyhole } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { StageMessage } from './stage-message';

/** A visitor on a game without demo: it is played for real money, so sign in or sign up first. */
export function GameSignInNeeded({ onSignIn }: { onSignIn: (view: 'login' | 'register') => void }) {
  const { t } = useTranslation();
  return (
    <StageMessage
      testId="game-sign-in"
      icon={LockKeyhole}
      title={t('Games.sign_in_title')}
      description={t('Games.sign_in_no_demo')}
      actions={
        <>
          <Button variant="primary" onClick={() => onSignIn('login')}>
            {t('Header.log_in')}
          </Button>
          <Button variant="outline" onClick={() => onSignIn('register')}>
            {t('Header.sign_up')}
          </Button>
        </>
      }
    />
  );
}
