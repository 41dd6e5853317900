import { ImageUp, LoaderCircle, X } from 'lucide-react';
import { useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/cn';
import { imageIssue, type TDisputeImage } from '../../utils/dispute-form';
import { readAsDataUrl } from '../../utils/proof-image';

interface DisputeImageFieldProps {
  value: TDisputeImage | null;
  onChange: (image: TDisputeImage | null) => void;
  onBlur: () => void;
  /** Already translated. */
  error?: string;
}

const KILOBYTE = 1024;
const MEGABYTE = KILOBYTE * KILOBYTE;

/** "1.4 MB", "320 KB". */
const formatSize = (bytes: number) =>
  bytes >= MEGABYTE
    ? `${(bytes / MEGABYTE).toFixed(1)} MB`
    : `${Math.max(1, Math.round(bytes / KILOBYTE))} KB`;

/**
 * The proof of payment: an image up to 5 MB, read as a data URL and previewed. A file that is
 * not an image or too large is refused before it is read.
 */
export function DisputeImageField({ value, onChange, onBlur, error }: DisputeImageFieldProps) {
  const { t } = useTranslation();
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const [reading, setReading] = useState(false);

  const pick = async (file: File | undefined) => {
    if (!file) return;
    const meta = { fileName: file.name, size: file.size, type: file.type };
    if (imageIssue(meta)) {
      onChange({ ...meta, fileContent: '' });
      return;
    }
    setReading(true);
    try {
      onChange({ ...meta, fileContent: await readAsDataUrl(file) });
    } catch {
      onChange(null);
    } finally {
      setReading(false);
    }
  };

  const clear = () => {
    onChange(null);
    if (input.current) input.current.value = '';
  };

  const preview = value?.fileContent ? value : null;
  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={id} className="text-[13px] font-medium text-muted">
        {t('Dispute.file')}
      </label>
      <div
        className={cn(
          'relative flex items-center gap-3 rounded-xl border border-dashed bg-surface-2 p-3 transition-colors has-[:focus-visible]:border-gold-400',
          error ? 'border-danger/60' : 'border-line hover:border-gold-500/45',
        )}
      >
        <span className="relative grid size-12 shrink-0 place-items-center overflow-hidden rounded-lg bg-surface-3 ring-1 ring-line">
          {reading ? (
            <LoaderCircle className="size-5 animate-spin text-gold-400" />
          ) : preview ? (
            <img
              src={preview.fileContent}
              alt=""
              data-testid="dispute-file-preview"
              className="size-full object-cover"
            />
          ) : (
            <ImageUp className="size-5 text-gold-400" />
          )}
        </span>
        <span className="flex min-w-0 flex-1 flex-col">
          <span className="truncate text-sm font-semibold text-fg">
            {value ? value.fileName : t('Dispute.file_choose')}
          </span>
          <span className="truncate text-xs text-subtle">
            {value ? formatSize(value.size) : t('Dispute.file_hint')}
          </span>
        </span>
        {/* The whole box opens the picker; the remove button sits above it. */}
        <input
          ref={input}
          id={id}
          type="file"
          accept="image/*"
          data-testid="dispute-file"
          aria-invalid={error ? true : undefined}
          onChange={(event) => void pick(event.target.files?.[0])}
          onBlur={onBlur}
          className="absolute inset-0 size-full cursor-pointer opacity-0"
        />
        {value && (
          <button
            type="button"
            onClick={clear}
            aria-label={t('Dispute.file_remove')}
            className="relative z-10 grid size-8 shrink-0 cursor-pointer place-items-center rounded-lg text-muted transition-colors hover:bg-surface-3 hover:text-fg"
          >
            <X className="size-4" />
          </button>
        )}
      </div>
      {error && (
        <p role="alert" className="text-xs leading-snug text-danger">
          {error}
        </p>
      )}
    </div>
  );
}
