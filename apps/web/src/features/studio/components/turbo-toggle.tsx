import { Zap } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/cn';
import { useTurbo } from '../hooks/use-turbo';

/** Skips the games' animations; kept in this browser. */
export function TurboToggle() {
  const { t } = useTranslation();
  const [turbo, setTurbo] = useTurbo();
  return (
    <button
      type="button"
      role="switch"
      aria-checked={turbo}
      data-testid="studio-turbo"
      onClick={() => setTurbo(!turbo)}
      className="group flex cursor-pointer items-center gap-2 text-xs font-semibold text-muted transition-colors hover:text-fg"
    >
      <Zap className={cn('size-4 transition-colors', turbo && 'fill-gold-400 text-gold-400')} />
      {t('Studio.turbo')}
      <span
        className={cn(
          'relative h-5 w-9 rounded-full border border-line bg-surface-3 transition-colors',
          turbo && 'border-gold-500/60 bg-gold-500/30',
        )}
      >
        <span
          className={cn(
            'absolute top-0.5 left-0.5 size-3.5 rounded-full bg-muted transition-transform',
            turbo && 'translate-x-4 bg-gold-400',
          )}
        />
      </span>
    </button>
  );
}
