import {
  RG_LIMIT_KINDS,
  RG_PERIODS,
  type TRgLimitKind,
  type TRgPeriod,
} from '@aurum/contracts/responsible-gaming';
import { useState, type SyntheticEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import { showToast } from '@/lib/toast';
import { useUpdateResponsibleGaming } from '../api/update-responsible-gaming';
import { rgErrorMessage } from '../utils/rg-error';

const AMOUNT = /^\d{1,9}([.,]\d{1,2})?$/;

/** Sets a limit: a new or lower one applies at once; a higher one or an empty amount waits. */
export function RgLimitForm() {
  const { t } = useTranslation();
  const setLimit = useUpdateResponsibleGaming('setLimit');
  const [kind, setKind] = useState<TRgLimitKind>('deposit');
  const [period, setPeriod] = useState<TRgPeriod>('day');
  const [amount, setAmount] = useState('');
  const [invalid, setInvalid] = useState(false);

  const submit = (event: SyntheticEvent) => {
    event.preventDefault();
    const text = amount.trim();
    if (text !== '' && (!AMOUNT.test(text) || Number(text.replace(',', '.')) <= 0)) {
      setInvalid(true);
      return;
    }
    setInvalid(false);
    setLimit.mutate(
      { kind, period, amount: text === '' ? null : text.replace(',', '.') },
      {
        onSuccess: () => {
          setAmount('');
          showToast({ type: 'success', message: t('ResponsibleGaming.limit_saved') });
        },
        onError: (error) => showToast({ type: 'error', message: rgErrorMessage(t, error) }),
      },
    );
  };

  return (
    <form onSubmit={submit} className="grid gap-3 sm:grid-cols-[1fr_1fr_1fr_auto] sm:items-end">
      <FormField label={t('ResponsibleGaming.kind')}>
        <Select
          data-testid="rg-limit-kind"
          value={kind}
          onChange={(event) => setKind(event.target.value as TRgLimitKind)}
        >
          {RG_LIMIT_KINDS.map((value) => (
            <option key={value} value={value}>
              {t(`ResponsibleGaming.kinds.${value}`)}
            </option>
          ))}
        </Select>
      </FormField>
      <FormField label={t('ResponsibleGaming.period')}>
        <Select
          data-testid="rg-limit-period"
          value={period}
          onChange={(event) => setPeriod(event.target.value as TRgPeriod)}
        >
          {RG_PERIODS.map((value) => (
            <option key={value} value={value}>
              {t(`ResponsibleGaming.periods.${value}`)}
            </option>
          ))}
        </Select>
      </FormField>
      <FormField
        label={t('ResponsibleGaming.amount')}
        error={invalid ? t('Validation.invalid_amount') : undefined}
      >
        <Input
          data-testid="rg-limit-amount"
          inputMode="decimal"
          placeholder={t('ResponsibleGaming.amount_placeholder')}
          value={amount}
          onChange={(event) => setAmount(event.target.value)}
        />
      </FormField>
      <Button
        type="submit"
        variant="primary"
        data-testid="rg-limit-save"
        disabled={setLimit.isPending}
      >
        {t('ResponsibleGaming.save_limit')}
      </Button>
    </form>
  );
}
