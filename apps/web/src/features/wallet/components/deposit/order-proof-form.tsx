import { zodResolver } from '@hookform/resolvers/zod';
import { LoaderCircle, Send } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { translateIssue } from '@/lib/i18n/translate-issue';
import { walletPendingStore } from '@/lib/wallet-modal';
import { useSubmitPaidProof } from '../../api/submit-paid-proof';
import { proofFormSchema, readAsDataUrl, type TProofFormValues } from '../../utils/proof-image';
import { showServerError } from '../../utils/show-server-error';
import { ProofFilePicker } from './proof-file-picker';

/**
 * The submit step of a fiat deposit (spec 4 "I paid"): the name on the paying account and a
 * screenshot of the transfer; once sent the deposit waits for confirmation (pending view).
 */
export function OrderProofForm({ orderId }: { orderId: string }) {
  const { t } = useTranslation();
  const paid = useSubmitPaidProof();
  const [reading, setReading] = useState(false);
  const form = useForm<TProofFormValues>({
    resolver: zodResolver(proofFormSchema),
    defaultValues: { name: '', file: null },
    mode: 'onChange',
  });

  const submit = form.handleSubmit(async ({ name, file }) => {
    if (!(file instanceof File)) return;
    setReading(true);
    const fileContent = await readAsDataUrl(file).catch(() => null);
    setReading(false);
    if (fileContent === null) {
      form.setError('file', { message: 'WalletFiat.proof.file_unreadable' });
      return;
    }
    paid.mutate(
      { orderId, body: { name: name.trim(), fileName: file.name, fileContent } },
      {
        onSuccess: () => walletPendingStore.open('deposit'),
        onError: (error) => showServerError(error, { fallbackKey: 'WalletFiat.proof.error' }),
      },
    );
  });
  const busy = reading || paid.isPending;

  return (
    <form
      data-testid="order-proof"
      noValidate
      onSubmit={(event) => void submit(event)}
      className="flex flex-col gap-4"
    >
      <p className="text-[13px] leading-relaxed text-muted">{t('WalletFiat.proof.intro')}</p>
      <FormField
        label={t('WalletFiat.proof.name')}
        error={translateIssue(t, form.formState.errors.name?.message)}
        hint={t('WalletFiat.proof.name_hint')}
      >
        <Input
          data-testid="proof-name"
          autoComplete="name"
          placeholder={t('WalletFiat.placeholders.name')}
          {...form.register('name')}
        />
      </FormField>
      <ProofFilePicker control={form.control} />
      <Button
        type="submit"
        variant="primary"
        size="lg"
        data-testid="proof-submit"
        disabled={busy}
        className="mt-1"
      >
        {busy ? <LoaderCircle className="size-4.5 animate-spin" /> : <Send className="size-4.5" />}
        {t('WalletFiat.proof.submit')}
      </Button>
    </form>
  );
}
