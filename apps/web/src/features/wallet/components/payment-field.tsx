import type { ComponentProps } from 'react';
import { useController, type Control, type FieldPath, type FieldValues } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import PhoneInput, { type Country } from 'react-phone-number-input';
import enCountries from 'react-phone-number-input/locale/en';
import ruCountries from 'react-phone-number-input/locale/ru';
import 'react-phone-number-input/style.css';
import { CountryFlag } from '@/components/ui/country-flag';
import { FormField } from '@/components/ui/form-field';
import { Input, inputClass } from '@/components/ui/input';
import { translateIssue } from '@/lib/i18n/translate-issue';
import { cn } from '@/lib/cn';
import type { TPaymentFieldKind } from '../utils/payment-fields';

type TInputProps = Pick<
  ComponentProps<'input'>,
  'inputMode' | 'autoComplete' | 'maxLength' | 'type' | 'autoCapitalize'
> & { mono?: boolean };

/** How each kind is typed: the keyboard a phone shows, what the browser may fill in. */
const INPUTS: Record<Exclude<TPaymentFieldKind, 'phone'>, TInputProps> = {
  name: { autoComplete: 'name' },
  first_name: { autoComplete: 'given-name' },
  last_name: { autoComplete: 'family-name' },
  full_name: { autoComplete: 'name' },
  holder: { autoComplete: 'cc-name', autoCapitalize: 'characters' },
  full_name_latin: { autoComplete: 'name' },
  email: { type: 'email', inputMode: 'email', autoComplete: 'email' },
  card: { inputMode: 'numeric', autoComplete: 'cc-number', maxLength: 19, mono: true },
  cvc: { inputMode: 'numeric', autoComplete: 'cc-csc', maxLength: 4, mono: true },
  month: { inputMode: 'numeric', autoComplete: 'cc-exp-month', maxLength: 2, mono: true },
  year: { inputMode: 'numeric', autoComplete: 'cc-exp-year', maxLength: 4, mono: true },
  expiration_month: {
    inputMode: 'numeric',
    autoComplete: 'cc-exp-month',
    maxLength: 2,
    mono: true,
  },
  expiration_year: {
    inputMode: 'numeric',
    autoComplete: 'cc-exp-year',
    maxLength: 4,
    mono: true,
  },
  person_id: { inputMode: 'numeric', autoComplete: 'off', maxLength: 12, mono: true },
  account_number_online_banking_ph: { autoComplete: 'off', maxLength: 40, mono: true },
};

/** A card number as typed: digits only, in groups of four ("4111 1111 1111 1111"). */
const groupCardDigits = (text: string) =>
  text
    .replace(/\D/g, '')
    .slice(0, 16)
    .replace(/(\d{4})(?=\d)/g, '$1 ');

const DIGITS_ONLY = new Set<TPaymentFieldKind>([
  'cvc',
  'month',
  'year',
  'expiration_month',
  'expiration_year',
  'person_id',
]);

function FlagIcon({ country }: { country: string }) {
  return <CountryFlag code={country} className="h-4 w-6 rounded-[3px]" />;
}

interface PaymentFieldProps<TValues extends FieldValues, TOutput> {
  kind: TPaymentFieldKind;
  control: Control<TValues, unknown, TOutput>;
  name: FieldPath<TValues>;
  /** `false` marks the label "optional"; the check itself is the form schema's. */
  required?: boolean;
  /** The phone picker's first country (ISO code), e.g. from the method's currency. */
  defaultCountry?: string;
  /** Replaces the kind's own label. */
  label?: string;
  hint?: string;
}

/**
 * One payment detail field by kind (spec 3 "Payment form field kinds"): its label, keyboard and
 * autofill; a card groups its digits, numeric kinds keep digits only, a phone gets a country
 * picker. Validate it with `paymentFieldSchema(kind, {required})`. Test id `payment-field-{kind}`.
 */
export function PaymentField<TValues extends FieldValues, TOutput>({
  kind,
  control,
  name,
  required = true,
  defaultCountry,
  label,
  hint,
}: PaymentFieldProps<TValues, TOutput>) {
  const { t, i18n } = useTranslation();
  const {
    field: { ref, name: fieldName, value, onBlur, onChange },
    fieldState,
  } = useController({ control, name });
  const error = translateIssue(t, fieldState.error?.message);
  const text = typeof value === 'string' ? value : '';
  const title = label ?? t(`WalletFiat.fields.${kind}`);
  const fieldLabel = required ? (
    title
  ) : (
    <>
      {title} <span className="text-subtle">{t('WalletFiat.optional')}</span>
    </>
  );
  const testId = `payment-field-${kind}`;

  if (kind === 'phone') {
    return (
      <FormField label={fieldLabel} error={error} hint={hint}>
        <PhoneInput
          data-testid={testId}
          international
          defaultCountry={defaultCountry as Country | undefined}
          labels={i18n.language.startsWith('ru') ? ruCountries : enCountries}
          flagComponent={FlagIcon}
          autoComplete="tel"
          value={text}
          onChange={(phone) => onChange(phone ?? '')}
          onBlur={onBlur}
          name={fieldName}
          className={cn(
            inputClass,
            'gap-2.5 pr-3.5 focus-within:border-gold-500/60 focus-within:bg-surface-3/60',
            '[&_.PhoneInputCountrySelectArrow]:text-muted [&_.PhoneInputInput]:h-full [&_.PhoneInputInput]:bg-transparent [&_.PhoneInputInput]:outline-none',
            error && 'border-danger/70',
          )}
        />
      </FormField>
    );
  }

  const { mono, ...inputProps } = INPUTS[kind];
  const sanitize = (value: string) =>
    kind === 'card'
      ? groupCardDigits(value)
      : DIGITS_ONLY.has(kind)
        ? value.replace(/\D/g, '')
        : value;
  return (
    <FormField label={fieldLabel} error={error} hint={hint}>
      <Input
        data-testid={testId}
        spellCheck={false}
        placeholder={t(`WalletFiat.placeholders.${kind}`)}
        className={cn(mono && 'font-mono tracking-wide')}
        {...inputProps}
        name={fieldName}
        ref={ref}
        value={text}
        onBlur={onBlur}
        onChange={(event) => onChange(sanitize(event.target.value))}
      />
    </FormField>
  );
}
