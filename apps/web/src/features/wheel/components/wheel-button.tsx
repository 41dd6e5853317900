import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/cn';
import { WheelIcon } from './wheel-icon';

/** The header's wheel button: a spinning mini wheel, with its name from 640 px. */
export function WheelButton({ onClick, className }: { onClick: () => void; className?: string }) {
  const { t } = useTranslation();
  return (
    <button
      type="button"
      data-testid="header-wheel"
      onClick={onClick}
      aria-label={t('Wheel.open')}
      className={cn(
        'group relative inline-flex h-9 shrink-0 cursor-pointer items-center gap-2 rounded-lg border border-violet-400/40 bg-linear-to-b from-violet-500/30 to-violet-500/10 px-2 text-[13px] font-semibold text-fg transition-[filter,border-color] hover:border-gold-400/60 hover:brightness-125 sm:h-10 sm:px-3',
        className,
      )}
    >
      <WheelIcon className="size-5 transition-transform duration-700 group-hover:rotate-180 sm:size-6" />
      <span className="hidden sm:inline">{t('Wheel.button')}</span>
      <span className="absolute -top-1 -right-1 size-2.5 rounded-full bg-gold-400 ring-2 ring-bg" />
    </button>
  );
}
