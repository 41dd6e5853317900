import type { TFiatMethod } from '@aurum/contracts/wallet';
import { zodResolver } from '@hookform/resolvers/zod';
import { ArrowUpFromLine } from 'lucide-react';
import { useMemo, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { translateIssue } from '@/lib/i18n/translate-issue';
import { useFiatWithdrawAmount } from '../../hooks/use-fiat-withdraw-amount';
import type { TFiatWithdrawDraft } from '../../model/fiat-withdraw-draft';
import { currencyLabel } from '../../utils/crypto-amount';
import { formatFiatNumber, trimZeros, type TFiatSide } from '../../utils/fiat-method';
import {
  fiatWithdrawFormSchema,
  toFiatWithdrawDraft,
  type TFiatWithdrawFormOutput,
  type TFiatWithdrawFormValues,
} from '../../utils/fiat-withdraw-form';
import {
  isNameRequired,
  needsLatinName,
  savedName,
  withdrawDetailFields,
  type TDetailField,
} from '../../utils/fiat-withdraw-method';
import { phoneCountryFor, type TPaymentFieldKind } from '../../utils/payment-fields';
import { FiatMethodHeader } from '../deposit/fiat-method-header';
import { PaymentField } from '../payment-field';
import { FiatWithdrawAmountField } from './fiat-withdraw-amount-field';
import { FiatWithdrawFeeSummary } from './fiat-withdraw-fee-summary';
import { FiatWithdrawNotes } from './fiat-withdraw-notes';
import { SavedDetailsPicker, type TSavedDetailSet } from './saved-details-picker';
import { SubbankPicker } from './subbank-picker';

interface FiatWithdrawFormProps {
  method: TFiatMethod;
  side: TFiatSide;
  /** Detail sets used before, newest first: the first one fills the form. */
  savedSets: readonly TSavedDetailSet[];
  onSubmit: (draft: TFiatWithdrawDraft) => void;
}

/** A saved value as the field shows it typed: a card number in groups of four digits. */
const shownValue = (kind: TPaymentFieldKind, value = '') =>
  kind === 'card' && /^\d+$/.test(value) ? value.replace(/(\d{4})(?=\d)/g, '$1 ') : value;

/** The form's first values: empty, or the name and details of the newest saved set. */
function initialValues(
  set: TSavedDetailSet | undefined,
  fields: readonly TDetailField[],
): TFiatWithdrawFormValues {
  return {
    amount: '',
    subbankId: '',
    name: set ? savedName(set.details) : '',
    details: Object.fromEntries(
      fields.map(({ kind }) => [kind, shownValue(kind, set?.details[kind])]),
    ),
  };
}

/**
 * A fiat withdrawal (spec 5): the receiving bank when there are several, the name (which fills
 * the full-name fields), the method's detail fields, and an amount within the method's limits
 * and, with its fee, within the balance. A saved detail set fills the form.
 */
export function FiatWithdrawForm({ method, side, savedSets, onSubmit }: FiatWithdrawFormProps) {
  const { t, i18n } = useTranslation();
  const fields = useMemo(() => withdrawDetailFields(method, side), [method, side]);
  const schema = useMemo(() => fiatWithdrawFormSchema(method, side), [method, side]);
  const [savedId, setSavedId] = useState(savedSets[0]?.id ?? null);
  const form = useForm<TFiatWithdrawFormValues, unknown, TFiatWithdrawFormOutput>({
    resolver: zodResolver(schema),
    defaultValues: initialValues(savedSets[0], fields),
    mode: 'onTouched',
  });
  const { control, formState, handleSubmit, register, setValue, trigger } = form;
  const [amount, subbankId] = useWatch({ control, name: ['amount', 'subbankId'] });

  const typed = amount.trim();
  const wellFormed = schema.shape.amount.safeParse(typed).success;
  const { balance, issue, figures, max } = useFiatWithdrawAmount(
    method,
    side,
    wellFormed ? typed : null,
  );
  const currency = currencyLabel(method.currency.displayFormat) || method.currency.code;
  const amountError =
    translateIssue(t, formState.errors.amount?.message) ??
    (issue
      ? t(issue.message, {
          amount: formatFiatNumber(issue.bound, method.currency, i18n.language),
          currency,
        })
      : undefined);
  const canSubmit = formState.isValid && !issue && balance.kind !== 'loading';

  const pickSaved = (set: TSavedDetailSet) => {
    setSavedId(set.id);
    const touch = { shouldDirty: true, shouldTouch: true };
    setValue('name', savedName(set.details), touch);
    for (const { kind } of fields) {
      setValue(`details.${kind}`, shownValue(kind, set.details[kind]), touch);
    }
    void trigger(['name', 'details']);
  };

  const submit = handleSubmit((values) => {
    if (canSubmit) onSubmit(toFiatWithdrawDraft(values, method, side));
  });

  const latin = needsLatinName(side);
  return (
    <form
      data-testid="fiat-withdraw-form"
      noValidate
      onSubmit={(event) => void submit(event)}
      className="flex flex-col gap-5"
    >
      <FiatMethodHeader method={method} />
      <FiatWithdrawNotes method={method} />
      {savedSets.length > 1 && (
        <SavedDetailsPicker sets={savedSets} selected={savedId} onPick={pickSaved} />
      )}
      {side.subbanks.length > 0 && (
        <SubbankPicker
          subbanks={side.subbanks}
          selected={subbankId}
          onSelect={(id) => setValue('subbankId', id, { shouldValidate: true, shouldTouch: true })}
          error={translateIssue(t, formState.errors.subbankId?.message)}
        />
      )}
      <PaymentField
        kind="name"
        control={control}
        name="name"
        required={isNameRequired(method)}
        label={t('WalletFiatWithdraw.name')}
        hint={t(latin ? 'WalletFiatWithdraw.name_latin_hint' : 'WalletFiatWithdraw.name_hint')}
      />
      {fields.map(({ kind, required }) => (
        <PaymentField
          key={kind}
          kind={kind}
          control={control}
          name={`details.${kind}`}
          required={required}
          defaultCountry={kind === 'phone' ? phoneCountryFor(method.currency.code) : undefined}
        />
      ))}
      <FiatWithdrawAmountField
        method={method}
        side={side}
        balance={balance}
        error={amountError}
        maxAmount={max}
        onMax={(value) =>
          setValue('amount', trimZeros(value), {
            shouldValidate: true,
            shouldDirty: true,
            shouldTouch: true,
          })
        }
        {...register('amount')}
      />
      <FiatWithdrawFeeSummary method={method} figures={figures} />
      <Button
        type="submit"
        variant="primary"
        size="lg"
        data-testid="fiat-withdraw-submit"
        disabled={!canSubmit || formState.isSubmitting}
      >
        <ArrowUpFromLine className="size-4.5" />
        {t('WalletFiatWithdraw.submit')}
      </Button>
    </form>
  );
}
