import { Check, Copy } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useCopyToClipboard } from '@/hooks/use-copy-to-clipboard';
import { cn } from '@/lib/cn';

interface CopyButtonProps {
  text: string;
  /** The button's name before copying, e.g. "Copy e-mail". */
  label: string;
  onCopied?: () => void;
  testId?: string;
}

/** Copies `text`; a check mark confirms it for 3 seconds. */
export function CopyButton({ text, label, onCopied, testId }: CopyButtonProps) {
  const { t } = useTranslation();
  const { copied, copy } = useCopyToClipboard();
  const onClick = async () => {
    if (await copy(text)) onCopied?.();
  };
  return (
    <button
      type="button"
      data-testid={testId}
      onClick={() => void onClick()}
      aria-label={copied ? t('Shared.copied') : label}
      className={cn(
        'grid size-10 shrink-0 cursor-pointer place-items-center rounded-lg border transition-colors',
        copied
          ? 'border-mint-500/40 bg-mint-500/10 text-mint-400'
          : 'border-line bg-surface-3 text-muted hover:text-fg',
      )}
    >
      {copied ? <Check className="size-4.5" /> : <Copy className="size-4.5" />}
    </button>
  );
}
