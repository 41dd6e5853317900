import { Maximize2, Minimize2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';

/** Puts the game stage in full screen (available once the game has loaded). */
export function FullscreenButton({
  disabled,
  onClick,
}: {
  disabled: boolean;
  onClick: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Button
      variant="outline"
      size="icon"
      data-testid="game-fullscreen"
      aria-label={t('Games.fullscreen')}
      title={t('Games.fullscreen')}
      disabled={disabled}
      onClick={onClick}
      className="rounded-xl bg-surface-2"
    >
      <Maximize2 className="size-4.5" />
    </Button>
  );
}

/** The way back from full screen, over the game's corner. */
export function FullscreenExitButton({ onClick }: { onClick: () => void }) {
  const { t } = useTranslation();
  return (
    <button
      type="button"
      data-testid="game-fullscreen-exit"
      onClick={onClick}
      className="absolute top-3 right-3 z-10 flex h-9 cursor-pointer items-center gap-1.5 rounded-full border border-white/15 bg-black/60 pr-3.5 pl-3 text-[13px] font-semibold text-white/90 backdrop-blur-md transition-colors hover:bg-black/80 hover:text-white"
      style={{ top: 'max(0.75rem, env(safe-area-inset-top), var(--inset-top))' }}
    >
      <Minimize2 className="size-4" />
      {t('Games.exit_fullscreen')}
    </button>
  );
}
