import { ZClientSeed } from '@aurum/contracts/games';
import { ErrorDetail, ZValidationIssue } from '@aurum/contracts/http';
import { zodResolver } from '@hookform/resolvers/zod';
import { Dices, LoaderCircle } from 'lucide-react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { isApiError } from '@/lib/api-error';
import { translateIssue } from '@/lib/i18n/translate-issue';
import { showToast } from '@/lib/toast';
import { useSetClientSeed } from '../api/set-client-seed';
import { randomClientSeed } from '../utils/random-client-seed';

const ZClientSeedForm = z.object({ clientSeed: ZClientSeed });

/** The player's client seed: typed or drawn at random, saved for the rounds to come. */
export function ClientSeedForm({ clientSeed }: { clientSeed: string }) {
  const { t } = useTranslation();
  const save = useSetClientSeed();
  const { register, handleSubmit, setValue, setError, control, formState } = useForm({
    resolver: zodResolver(ZClientSeedForm),
    values: { clientSeed },
    resetOptions: { keepDirtyValues: true },
  });
  const unchanged = useWatch({ control, name: 'clientSeed' }).trim() === clientSeed;

  const onSubmit = handleSubmit(async (values) => {
    try {
      await save.mutateAsync(values);
      showToast({ type: 'success', message: t('Fairness.client_seed_saved') });
    } catch (error) {
      const issue = isApiError(error)
        ? z.array(ZValidationIssue).safeParse(error.params.fields).data?.[0]
        : undefined;
      const message =
        isApiError(error) && error.detail === ErrorDetail.validation
          ? (issue?.message ?? 'Validation.invalid_format')
          : 'Fairness.errors.save_failed';
      setError('clientSeed', { type: 'server', message });
    }
  });

  return (
    <form
      data-testid="fairness-client-seed-form"
      noValidate
      onSubmit={(event) => void onSubmit(event)}
      className="flex flex-col gap-2"
    >
      <FormField
        label={t('Fairness.client_seed')}
        error={translateIssue(t, formState.errors.clientSeed?.message)}
        hint={t('Fairness.client_seed_hint')}
      >
        <Input
          data-testid="fairness-client-seed-input"
          autoComplete="off"
          spellCheck={false}
          className="font-mono"
          {...register('clientSeed')}
        />
      </FormField>
      <div className="flex gap-2">
        <Button
          variant="outline"
          data-testid="fairness-random-seed"
          onClick={() =>
            setValue('clientSeed', randomClientSeed(), { shouldDirty: true, shouldValidate: true })
          }
        >
          <Dices className="size-4" />
          {t('Fairness.random_seed')}
        </Button>
        <Button
          type="submit"
          variant="primary"
          data-testid="fairness-save-seed"
          disabled={save.isPending || unchanged}
          className="flex-1"
        >
          {save.isPending && <LoaderCircle className="size-4 animate-spin" />}
          {t('Fairness.save_seed')}
        </Button>
      </div>
    </form>
  );
}
