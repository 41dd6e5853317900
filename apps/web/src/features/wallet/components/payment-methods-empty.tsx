import { CreditCard } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '@/components/ui/empty-state';

/** Deposit and withdraw say honestly that no payment method can be used yet. */
export function PaymentMethodsEmpty({ description }: { description: string }) {
  const { t } = useTranslation();
  return (
    <EmptyState
      testId="payment-methods-empty"
      icon={CreditCard}
      title={t('Wallet.no_methods_title')}
      description={description}
      className="py-10 sm:py-12"
    />
  );
}
