import type { TFiatMethod } from '@aurum/contracts/wallet';
import { useTranslation } from 'react-i18next';
import { Alert } from '@/components/ui/alert';
import { isSteamMethod } from '../../utils/fiat-method';
import { needsEmailHint, OPTIONAL_FEE_CURRENCY } from '../../utils/fiat-withdraw-method';

/**
 * What a player should know before withdrawing with this method (spec 9): Steam pays out in CIS
 * countries only, PLN payouts may carry an optional fee, e-wallets find the player by e-mail.
 */
export function FiatWithdrawNotes({ method }: { method: TFiatMethod }) {
  const { t } = useTranslation();
  const steam = isSteamMethod(method);
  const optionalFee = method.currency.code === OPTIONAL_FEE_CURRENCY;
  const emailHint = needsEmailHint(method);
  if (!steam && !optionalFee && !emailHint) return null;
  return (
    <div className="flex flex-col gap-2">
      {steam && (
        <Alert tone="warning" testId="fiat-withdraw-steam-note">
          {t('WalletFiatWithdraw.steam_cis_only')}
        </Alert>
      )}
      {optionalFee && (
        <Alert testId="fiat-withdraw-optional-fee">{t('WalletFiatWithdraw.optional_fee')}</Alert>
      )}
      {emailHint && (
        <Alert testId="fiat-withdraw-email-hint">
          {t('WalletFiatWithdraw.email_hint', { name: method.name })}
        </Alert>
      )}
    </div>
  );
}
