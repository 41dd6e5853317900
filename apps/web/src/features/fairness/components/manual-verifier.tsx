import { zodResolver } from '@hookform/resolvers/zod';
import { Calculator } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input, inputClass } from '@/components/ui/input';
import { translateIssue } from '@/lib/i18n/translate-issue';
import { cn } from '@/lib/cn';
import {
  MANUAL_VERIFY_DEFAULTS,
  toVerifyInput,
  ZManualVerifyForm,
} from '../utils/manual-verify-form';
import { recomputeRound, type TRecomputeResult } from '../utils/verify-round';
import { ManualVerifyResult } from './manual-verify-result';

const textareaClass = cn(inputClass, 'h-auto min-h-20 py-2.5 font-mono text-[13px] sm:h-auto');

/** Any round, typed in by hand (or another tool's numbers): played again in the browser. */
export function ManualVerifier() {
  const { t } = useTranslation();
  const [result, setResult] = useState<TRecomputeResult | null>(null);
  const { register, handleSubmit, formState } = useForm({
    resolver: zodResolver(ZManualVerifyForm),
    defaultValues: MANUAL_VERIFY_DEFAULTS,
  });
  const { errors } = formState;
  const error = (message: string | undefined) => translateIssue(t, message);

  const onSubmit = handleSubmit((values) => {
    try {
      setResult({ kind: 'computed', value: recomputeRound(toVerifyInput(values)) });
    } catch (failure) {
      setResult({
        kind: 'failed',
        message: failure instanceof Error ? failure.message : String(failure),
      });
    }
  });

  return (
    <div className="flex flex-col gap-4">
      <p className="text-[13px] leading-snug text-muted">{t('Fairness.manual_description')}</p>
      <form
        data-testid="fairness-manual-form"
        noValidate
        onSubmit={(event) => void onSubmit(event)}
        className="flex flex-col gap-3.5"
      >
        <FormField
          label={t('Fairness.game_code')}
          hint={t('Fairness.game_code_hint')}
          error={error(errors.code?.message)}
        >
          <Input data-testid="fairness-manual-code" spellCheck={false} {...register('code')} />
        </FormField>
        <FormField label={t('Fairness.server_seed')} error={error(errors.serverSeed?.message)}>
          <Input
            data-testid="fairness-manual-server-seed"
            spellCheck={false}
            className="font-mono"
            {...register('serverSeed')}
          />
        </FormField>
        <FormField label={t('Fairness.client_seed')} error={error(errors.clientSeed?.message)}>
          <Input
            data-testid="fairness-manual-client-seed"
            spellCheck={false}
            className="font-mono"
            {...register('clientSeed')}
          />
        </FormField>
        <div className="grid grid-cols-2 gap-3">
          <FormField label={t('Fairness.nonce')} error={error(errors.nonce?.message)}>
            <Input data-testid="fairness-manual-nonce" inputMode="numeric" {...register('nonce')} />
          </FormField>
          <FormField label={t('Fairness.bet_minor')} error={error(errors.bet?.message)}>
            <Input data-testid="fairness-manual-bet" inputMode="numeric" {...register('bet')} />
          </FormField>
        </div>
        <FormField label={t('Fairness.params')} error={error(errors.params?.message)}>
          <textarea
            data-testid="fairness-manual-params"
            spellCheck={false}
            rows={3}
            className={textareaClass}
            {...register('params')}
          />
        </FormField>
        <FormField
          label={t('Fairness.actions')}
          hint={t('Fairness.actions_hint')}
          error={error(errors.actions?.message)}
        >
          <textarea
            data-testid="fairness-manual-actions"
            spellCheck={false}
            rows={2}
            className={textareaClass}
            {...register('actions')}
          />
        </FormField>
        <Button type="submit" variant="primary" data-testid="fairness-manual-submit">
          <Calculator className="size-4" />
          {t('Fairness.compute')}
        </Button>
      </form>
      {result && <ManualVerifyResult result={result} />}
    </div>
  );
}
