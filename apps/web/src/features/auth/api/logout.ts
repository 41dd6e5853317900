import { authEndpoints } from '@aurum/contracts/auth';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { paths } from '@/config/paths';
import { apiRequest } from '@/lib/api-client';
import { clearPlayerSessionStorage } from '@/lib/player-session-storage';
import { showToast } from '@/lib/toast';
import { walletModalStore } from '@/lib/wallet-modal';
import { useApplySession } from '../hooks/use-apply-session';

export function logout() {
  return apiRequest(authEndpoints.logout);
}

/** Ends the session, forgets the player's data in this tab and returns to the main page. */
export function useLogout() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const applySession = useApplySession();
  return useMutation({
    mutationFn: logout,
    onSuccess: async () => {
      walletModalStore.close();
      clearPlayerSessionStorage();
      // Leave a protected page first, so it does not ask the player to sign in again.
      await navigate(paths.home.getHref());
      applySession(null);
    },
    onError: () => showToast({ type: 'error', message: t('Auth.logout_failed') }),
  });
}
