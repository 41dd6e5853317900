import { Coins, Gamepad2, Lock } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/cn';
import type { TGameMode } from '../../utils/game-mode';

interface GameModeSwitchProps {
  mode: TGameMode | null;
  isSignedIn: boolean;
  hasDemo: boolean;
  onSelect: (mode: TGameMode) => void;
}

const optionClass =
  'flex h-full flex-1 cursor-pointer items-center justify-center gap-1.5 rounded-lg px-2.5 text-[13px] font-semibold whitespace-nowrap sm:px-3 text-muted transition-all hover:text-fg disabled:cursor-not-allowed disabled:opacity-45 disabled:hover:text-muted aria-pressed:bg-linear-to-b aria-pressed:text-[#1c1303] aria-pressed:shadow-gold';

/**
 * Real money or play money. A visitor's "real" asks them to sign in; a game without demo
 * cannot be switched to it.
 */
export function GameModeSwitch({ mode, isSignedIn, hasDemo, onSelect }: GameModeSwitchProps) {
  const { t } = useTranslation();
  return (
    <div
      role="group"
      aria-label={t('Games.mode.label')}
      className="flex h-10 min-w-0 flex-1 gap-1 rounded-xl border border-line bg-surface-2 p-1 sm:flex-none"
    >
      <button
        type="button"
        data-testid="game-mode-real"
        aria-pressed={mode === 'real'}
        onClick={() => onSelect('real')}
        className={cn(optionClass, 'aria-pressed:from-gold-300 aria-pressed:to-gold-500')}
      >
        {isSignedIn ? <Coins className="size-4" /> : <Lock className="size-3.5" />}
        {t('Games.mode.real')}
      </button>
      <button
        type="button"
        data-testid="game-mode-demo"
        aria-pressed={mode === 'demo'}
        disabled={!hasDemo}
        title={hasDemo ? undefined : t('Games.mode.no_demo')}
        onClick={() => onSelect('demo')}
        className={cn(optionClass, 'aria-pressed:from-mint-300 aria-pressed:to-mint-500')}
      >
        <Gamepad2 className="size-4" />
        {t('Games.mode.demo')}
      </button>
    </div>
  );
}
