import { useTranslation } from 'react-i18next';
import { Skeleton } from '@/components/ui/skeleton';

/** The stage while a session opens and the game client loads: its cover, dimmed, and a spinner. */
export function GameStageLoading({ imageUrl }: { imageUrl?: string }) {
  const { t } = useTranslation();
  return (
    <div
      data-testid="game-frame-loading"
      aria-busy
      className="absolute inset-0 grid place-items-center overflow-hidden bg-[#07090f]"
    >
      {imageUrl ? (
        <img
          src={imageUrl}
          alt=""
          aria-hidden
          className="absolute inset-0 size-full scale-110 object-cover opacity-30 blur-2xl"
        />
      ) : (
        <Skeleton className="absolute inset-0 rounded-none opacity-40" />
      )}
      <div className="relative flex flex-col items-center gap-4">
        <span className="relative grid size-16 place-items-center">
          <span className="absolute inset-0 animate-spin rounded-full border-2 border-gold-500/15 border-t-gold-400" />
          <img src="/images/logo-mark.svg" alt="" className="size-8 animate-glow-pulse" />
        </span>
        <p className="text-sm font-medium text-muted">{t('Games.loading_game')}</p>
      </div>
    </div>
  );
}
