import type { TLocaleCode } from '@aurum/contracts/languages';
import { useTranslation } from 'react-i18next';
import { useUpdateMe } from '@/features/auth/api/update-me';
import { useSession } from '@/features/auth/hooks/use-session';
import { showToast } from '@/lib/toast';

/** A signed-in player's language choice is saved to their account as well as this browser. */
export function usePersistLanguage() {
  const { t } = useTranslation();
  const { isSignedIn } = useSession();
  const { mutate } = useUpdateMe();
  return (language: TLocaleCode) => {
    if (!isSignedIn) return;
    mutate(
      { language },
      {
        onError: () =>
          showToast({ type: 'error', message: t('Profile.errors.language_not_saved') }),
      },
    );
  };
}
