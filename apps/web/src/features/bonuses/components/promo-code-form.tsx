import { ZPromoCodeText } from '@aurum/contracts/promo-codes';
import { zodResolver } from '@hookform/resolvers/zod';
import { Search, Sparkles, TicketPercent } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { translateIssue } from '@/lib/i18n/translate-issue';
import { usePromoActivation } from '../hooks/use-promo-activation';
import { PromoCodeModal } from './promo-code-modal';

const ZPromoCodeForm = z.object({ code: ZPromoCodeText });

/**
 * The promo field on /bonuses: "check" shows the code's terms first, "activate" uses it. A
 * refusal says why under the field; a success refreshes the bonus list.
 */
export function PromoCodeForm() {
  const { t } = useTranslation();
  const [checking, setChecking] = useState<string | null>(null);
  const { register, handleSubmit, setError, reset, formState } = useForm({
    resolver: zodResolver(ZPromoCodeForm),
    defaultValues: { code: '' },
  });
  const activation = usePromoActivation(() => reset());

  const activate = handleSubmit(async ({ code }) => {
    const { refusal } = await activation.activate(code);
    if (refusal) setError('code', { type: 'server', message: refusal });
  });
  const check = handleSubmit(({ code }) => setChecking(code));

  return (
    <Card
      testId="promo-code-card"
      icon={TicketPercent}
      title={t('Bonuses.promo.title')}
      description={t('Bonuses.promo.description')}
    >
      <form
        data-testid="promo-code-form"
        noValidate
        onSubmit={(event) => void activate(event)}
        className="flex flex-col gap-3 sm:flex-row sm:items-start"
      >
        <FormField
          label={t('Bonuses.promo.field')}
          error={
            // A refusal from the server arrives translated; the schema's issues are keys.
            formState.errors.code?.type === 'server'
              ? formState.errors.code.message
              : translateIssue(t, formState.errors.code?.message)
          }
          className="min-w-0 flex-1"
        >
          <Input
            data-testid="promo-code-input"
            placeholder={t('Bonuses.promo.placeholder')}
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            className="font-mono tracking-wider uppercase placeholder:font-sans placeholder:tracking-normal placeholder:normal-case"
            {...register('code')}
          />
        </FormField>
        <div className="grid grid-cols-2 gap-2 sm:mt-[26px] sm:flex">
          <Button
            variant="outline"
            className="h-12 sm:h-11"
            data-testid="promo-code-check"
            onClick={(event) => void check(event)}
          >
            <Search className="size-4" />
            {t('Bonuses.promo.check')}
          </Button>
          <Button
            type="submit"
            variant="primary"
            className="h-12 sm:h-11"
            data-testid="promo-code-activate"
            disabled={activation.isPending}
          >
            <Sparkles className="size-4" />
            {t('Bonuses.promo.activate')}
          </Button>
        </div>
      </form>
      {checking && (
        <PromoCodeModal
          code={checking}
          variant="info"
          isSignedIn
          onClose={() => setChecking(null)}
        />
      )}
    </Card>
  );
}
