import type { TTransaction } from '@aurum/contracts/wallet';
import { zodResolver } from '@hookform/resolvers/zod';
import { LoaderCircle, Send } from 'lucide-react';
import { Controller, useForm, useWatch, type DefaultValues } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input, inputClass } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import { isApiError } from '@/lib/api-error';
import { cn } from '@/lib/cn';
import { translateIssue } from '@/lib/i18n/translate-issue';
import { showToast } from '@/lib/toast';
import { walletPendingStore } from '@/lib/wallet-modal';
import { useCreateDispute } from '../../api/create-dispute';
import { currencyLabel } from '../../utils/crypto-amount';
import {
  CHANGE_INVOICE,
  DISPUTE_PROBLEMS,
  disputeFormSchema,
  toDisputeBody,
  type TDisputeFormOutput,
  type TDisputeFormValues,
} from '../../utils/dispute-form';
import { showServerError } from '../../utils/show-server-error';
import { AmountInput } from '../withdraw/amount-input';
import { DisputeImageField } from './dispute-image-field';
import { DisputeOptionPicker } from './dispute-option-picker';

/** The order left the statuses a dispute may start from (it settled meanwhile). */
const NOT_DISPUTABLE = 'order_not_disputable';

/** Nothing chosen yet: no option, the problem select on its placeholder. */
const EMPTY_DISPUTE: DefaultValues<TDisputeFormValues> = {
  name: '',
  amount: '',
  image: null,
  comment: '',
  problem: '',
};

interface DisputeFormProps {
  orderId: string;
  /** The order as the history listed it, for the amount's currency; unknown when not listed. */
  transaction: TTransaction | undefined;
}

/**
 * A dispute of a deposit order (spec 5): the payer's name, what to do, the amount actually paid
 * (changed invoice only), a proof image, the problem and a comment. Sent, the pending view
 * (dispute) opens.
 */
export function DisputeForm({ orderId, transaction }: DisputeFormProps) {
  const { t } = useTranslation();
  const dispute = useCreateDispute();
  const form = useForm<TDisputeFormValues, unknown, TDisputeFormOutput>({
    resolver: zodResolver(disputeFormSchema),
    defaultValues: EMPTY_DISPUTE,
    mode: 'onTouched',
  });
  const { control, register, formState, handleSubmit } = form;
  const { errors } = formState;
  const option = useWatch({ control, name: 'acceptOption' });
  const error = (message: string | undefined) => translateIssue(t, message);

  const submit = handleSubmit(async (values) => {
    try {
      await dispute.mutateAsync({ orderId, body: toDisputeBody(values) });
    } catch (failure) {
      if (isApiError(failure) && failure.detail === NOT_DISPUTABLE) {
        showToast({ type: 'error', message: t('Dispute.not_disputable') });
      } else {
        showServerError(failure, { fallbackKey: 'Dispute.error' });
      }
      return;
    }
    walletPendingStore.open('dispute');
  });

  const currency = transaction
    ? currencyLabel(transaction.originalAmount.currency.displayFormat) ||
      transaction.originalAmount.currency.code
    : '';
  return (
    <form
      data-testid="dispute-form"
      noValidate
      onSubmit={(event) => void submit(event)}
      className="flex flex-col gap-5"
    >
      <FormField
        label={t('Dispute.name')}
        error={error(errors.name?.message)}
        hint={t('Dispute.name_hint')}
      >
        <Input
          data-testid="dispute-name"
          autoComplete="name"
          placeholder={t('Dispute.name_placeholder')}
          {...register('name')}
        />
      </FormField>
      <Controller
        control={control}
        name="acceptOption"
        render={({ field, fieldState }) => (
          <DisputeOptionPicker
            name={field.name}
            value={field.value}
            onChange={field.onChange}
            onBlur={field.onBlur}
            error={error(fieldState.error?.message)}
          />
        )}
      />
      {option === CHANGE_INVOICE && (
        <FormField
          label={t('Dispute.amount')}
          error={error(errors.amount?.message)}
          hint={t('Dispute.amount_hint')}
        >
          <AmountInput data-testid="dispute-amount" postfix={currency} {...register('amount')} />
        </FormField>
      )}
      <FormField label={t('Dispute.problem')} error={error(errors.problem?.message)}>
        <Select data-testid="dispute-problem" {...register('problem')}>
          <option value="" disabled>
            {t('Dispute.problem_placeholder')}
          </option>
          {DISPUTE_PROBLEMS.map((problem) => (
            <option key={problem} value={problem}>
              {t(`Dispute.problems.${problem}`)}
            </option>
          ))}
        </Select>
      </FormField>
      <Controller
        control={control}
        name="image"
        render={({ field, fieldState }) => (
          <DisputeImageField
            value={field.value}
            onChange={(image) => {
              field.onChange(image);
              // A picked (or refused) file says so at once.
              field.onBlur();
            }}
            onBlur={field.onBlur}
            error={error(fieldState.error?.message)}
          />
        )}
      />
      <FormField label={t('Dispute.comment')} error={error(errors.comment?.message)}>
        <textarea
          data-testid="dispute-comment"
          rows={4}
          maxLength={2000}
          placeholder={t('Dispute.comment_placeholder')}
          className={cn(inputClass, 'h-auto min-h-24 resize-y py-3 leading-relaxed sm:h-auto')}
          {...register('comment')}
        />
      </FormField>
      <Button
        type="submit"
        variant="primary"
        size="lg"
        data-testid="dispute-submit"
        disabled={!formState.isValid || formState.isSubmitting}
      >
        {formState.isSubmitting ? (
          <LoaderCircle className="size-4.5 animate-spin" />
        ) : (
          <Send className="size-4.5" />
        )}
        {t('Dispute.submit')}
      </Button>
    </form>
  );
}
