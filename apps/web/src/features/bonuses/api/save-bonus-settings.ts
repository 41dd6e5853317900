import { bonusEndpoints, type TLoyaltyBody } from '@aurum/contracts/bonuses';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { apiRequest } from '@/lib/api-client';
import { isApiError, UNEXPECTED_ERROR_DETAIL } from '@/lib/api-error';
import { showToast } from '@/lib/toast';
import { getBonusSettingsQueryOptions } from './get-bonus-settings';
import { getBonusesQueryOptions } from './get-bonuses';
import { DEPOSIT_QUOTE_KEY } from './get-deposit-quote';

export function saveBonusSettings(body: TLoyaltyBody) {
  return apiRequest(bonusEndpoints.saveSettings, { body });
}

/**
 * Saves a welcome switch or the preferred personal bonus. The answer is the new settings; the
 * bonus list is refetched too, since what the next deposit earns may have changed (spec 4).
 */
export function useSaveBonusSettings() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const settingsKey = getBonusSettingsQueryOptions().queryKey;
  return useMutation({
    mutationFn: saveBonusSettings,
    onSuccess: (settings) => queryClient.setQueryData(settingsKey, settings),
    onError: (error) => {
      const detail = isApiError(error) ? error.detail : UNEXPECTED_ERROR_DETAIL;
      showToast({
        type: 'error',
        message: t([`Bonuses.errors.${detail}`, `Errors.${detail}`, 'Errors.unexpected_error']),
        errorKey: detail,
        errorTime: new Date(),
      });
    },
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: settingsKey }),
        queryClient.invalidateQueries({ queryKey: getBonusesQueryOptions().queryKey }),
        queryClient.invalidateQueries({ queryKey: DEPOSIT_QUOTE_KEY }),
      ]),
  });
}
