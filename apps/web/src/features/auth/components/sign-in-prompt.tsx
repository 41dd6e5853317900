import { LockKeyhole } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { useAuthModal } from '../hooks/use-auth-modal';

/** Shown in place of content that only signed-in players can see. */
export function SignInPrompt({ description }: { description: string }) {
  const { t } = useTranslation();
  const { open } = useAuthModal();
  return (
    <EmptyState
      testId="sign-in-prompt"
      icon={LockKeyhole}
      title={t('Auth.sign_in_title')}
      description={description}
      action={
        <>
          <Button variant="primary" onClick={() => open('login')}>
            {t('Header.log_in')}
          </Button>
          <Button variant="outline" onClick={() => open('register')}>
            {t('Header.sign_up')}
          </Button>
        </>
      }
    />
  );
}
