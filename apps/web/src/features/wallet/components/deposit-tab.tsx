import type { ReactNode } from 'react';
import { CurrencySelect } from './currency-select';
import { PaymentMethods } from './payment-methods';

/** Offers, the display currency and the deposit methods. */
export function DepositTab({ banners }: { banners?: ReactNode }) {
  return (
    <div className="flex flex-col gap-5">
      {banners}
      <CurrencySelect />
      <PaymentMethods side="deposit" />
    </div>
  );
}
