import { useTranslation } from 'react-i18next';
import { PaymentMethodsEmpty } from './payment-methods-empty';

export function DepositTab() {
  const { t } = useTranslation();
  return <PaymentMethodsEmpty description={t('Wallet.no_deposit_methods')} />;
}
