import type { TUserBonus } from '@aurum/contracts/bonuses';
import { useTranslation } from 'react-i18next';
import { showToast } from '@/lib/toast';
import { useRedeemPromoCode } from '../api/redeem-promo-code';
import { promoRefusalKeys } from '../utils/promo-refusal';

/**
 * Activates a promo code: on success a toast names the bonus (active now, or waiting for the
 * next deposit); a refusal comes back translated, for the caller to show where the code is.
 */
export function usePromoActivation(onActivated?: (bonus: TUserBonus) => void) {
  const { t } = useTranslation();
  const redeem = useRedeemPromoCode();
  const activate = async (code: string): Promise<{ refusal?: string }> => {
    try {
      const bonus = await redeem.mutateAsync(code);
      showToast({
        type: 'success',
        title: t('Bonuses.promo.activated_title'),
        message: t(
          bonus.status === 'pending'
            ? 'Bonuses.promo.activated_pending'
            : 'Bonuses.promo.activated',
          { title: bonus.title },
        ),
      });
      onActivated?.(bonus);
      return {};
    } catch (error) {
      return { refusal: t(promoRefusalKeys(error)) };
    }
  };
  return { activate, isPending: redeem.isPending };
}
