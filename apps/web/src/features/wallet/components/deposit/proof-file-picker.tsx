import { ImageUp } from 'lucide-react';
import { useEffect, useId, useMemo } from 'react';
import { useController, type Control } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/cn';
import { translateIssue } from '@/lib/i18n/translate-issue';
import type { TProofFormValues } from '../../utils/proof-image';

/** A picked image shown small, so the player sees they attached the right screenshot. */
function usePreview(file: File | null) {
  const url = useMemo(
    () =>
      file?.type.startsWith('image/') && typeof URL.createObjectURL === 'function'
        ? URL.createObjectURL(file)
        : null,
    [file],
  );
  useEffect(() => () => (url ? URL.revokeObjectURL(url) : undefined), [url]);
  return url;
}

/** The proof image of a payment: a drop-zone-looking picker with a preview and its own error. */
export function ProofFilePicker({ control }: { control: Control<TProofFormValues> }) {
  const { t } = useTranslation();
  const id = useId();
  const {
    field: { ref, name, value, onBlur, onChange },
    fieldState,
  } = useController({ control, name: 'file' });
  const file = value instanceof File ? value : null;
  const preview = usePreview(file);
  const error = translateIssue(t, fieldState.error?.message);

  return (
    <div className="flex flex-col gap-1.5">
      <span className="text-[13px] font-medium text-muted">{t('WalletFiat.proof.file')}</span>
      <label
        htmlFor={id}
        className={cn(
          'relative flex cursor-pointer items-center gap-3 rounded-2xl border border-dashed bg-surface-2/70 p-3 transition-colors focus-within:border-gold-500/60 hover:border-gold-500/50',
          error ? 'border-danger/70' : 'border-line',
        )}
      >
        <span className="grid size-14 shrink-0 place-items-center overflow-hidden rounded-xl bg-surface-3 ring-1 ring-line">
          {preview ? (
            <img src={preview} alt="" className="size-full object-cover" />
          ) : (
            <ImageUp className="size-6 text-gold-400" />
          )}
        </span>
        <span className="flex min-w-0 flex-1 flex-col">
          <span className="truncate text-sm font-semibold text-fg">
            {file ? file.name : t('WalletFiat.proof.choose_file')}
          </span>
          <span className="text-xs text-subtle">{t('WalletFiat.proof.file_hint')}</span>
        </span>
        <input
          id={id}
          ref={ref}
          name={name}
          type="file"
          accept="image/*"
          data-testid="proof-file"
          aria-invalid={error ? true : undefined}
          className="sr-only"
          onBlur={onBlur}
          onChange={(event) => onChange(event.target.files?.[0] ?? null)}
        />
      </label>
      {error && (
        <p role="alert" data-testid="proof-file-error" className="text-xs leading-snug text-danger">
          {error}
        </p>
      )}
    </div>
  );
}
