import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { useAuthModal } from '../hooks/use-auth-modal';

/** "Log in" and "Sign up" for visitors who are not signed in. */
export function GuestActions() {
  const { t } = useTranslation();
  const { open } = useAuthModal();
  return (
    <div className="flex items-center gap-2">
      <Button
        data-testid="header-login"
        variant="secondary"
        className="h-9 px-3.5 sm:h-10 sm:px-4"
        onClick={() => open('login')}
      >
        {t('Header.log_in')}
      </Button>
      <Button
        data-testid="header-register"
        variant="primary"
        className="h-9 px-3.5 sm:h-10 sm:px-5"
        onClick={() => open('register')}
      >
        {t('Header.sign_up')}
      </Button>
    </div>
  );
}
