import type { TFiatMethod } from '@aurum/contracts/wallet';
import { zodResolver } from '@hookform/resolvers/zod';
import { ArrowDownToLine, LoaderCircle } from 'lucide-react';
import { useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import {
  paymentFieldList,
  paymentFieldsSchema,
  phoneCountryFor,
  toExternalFields,
  type TPaymentFieldKind,
} from '../../utils/payment-fields';
import type { TFiatSide } from '../../utils/fiat-method';
import { PaymentField } from '../payment-field';

/** Short fields (an expiry month and year, a CVC) sit two to a row. */
const HALF_WIDTH = new Set<TPaymentFieldKind>([
  'expiration_month',
  'expiration_year',
  'month',
  'year',
  'cvc',
]);

interface PaymentDetailsFormProps {
  method: TFiatMethod;
  buy: TFiatSide;
  busy: boolean;
  onSubmit: (fields: Partial<Record<TPaymentFieldKind, string>>) => void;
}

/** The payer's details a method asks for (spec 4), each checked by its kind (spec 5). */
export function PaymentDetailsForm({ method, buy, busy, onSubmit }: PaymentDetailsFormProps) {
  const { t } = useTranslation();
  const fields = useMemo(() => paymentFieldList(buy.externalDetailsFields), [buy]);
  const schema = useMemo(() => paymentFieldsSchema(fields), [fields]);
  const form = useForm({
    resolver: zodResolver(schema),
    defaultValues: Object.fromEntries(fields.map(({ kind }) => [kind, ''])),
    mode: 'onTouched',
  });
  const submit = form.handleSubmit((values) => onSubmit(toExternalFields(values)));

  return (
    <form
      data-testid="fiat-additional-details"
      noValidate
      onSubmit={(event) => void submit(event)}
      className="flex flex-col gap-4"
    >
      <div className="grid grid-cols-2 gap-4">
        {fields.map(({ kind, required }) => (
          <div key={kind} className={HALF_WIDTH.has(kind) ? 'col-span-1' : 'col-span-2'}>
            <PaymentField
              kind={kind}
              control={form.control}
              name={kind}
              required={required}
              defaultCountry={phoneCountryFor(method.currency.code)}
            />
          </div>
        ))}
      </div>
      <Button
        type="submit"
        variant="primary"
        size="lg"
        data-testid="fiat-details-submit"
        disabled={busy}
        className="mt-1"
      >
        {busy ? (
          <LoaderCircle className="size-4.5 animate-spin" />
        ) : (
          <ArrowDownToLine className="size-4.5" />
        )}
        {t('WalletFiat.deposit')}
      </Button>
    </form>
  );
}
