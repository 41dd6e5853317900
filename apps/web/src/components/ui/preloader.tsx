import { useTranslation } from 'react-i18next';

/** The branded full-screen loader shown while the data the shell needs is loading. */
export function Preloader() {
  const { t } = useTranslation();
  return (
    <div
      data-testid="app-preloader"
      role="status"
      aria-label={t('Shared.loading')}
      className="fixed inset-0 z-[100] grid place-items-center bg-bg bg-[radial-gradient(circle_at_50%_45%,rgb(245_177_32/0.12),transparent_45%)]"
    >
      <div className="flex flex-col items-center gap-7">
        <div className="relative grid size-28 place-items-center [perspective:600px]">
          <span className="absolute inset-0 animate-glow-pulse rounded-full bg-gold-500/25 blur-2xl" />
          <img
            src="/images/logo-mark.svg"
            alt=""
            className="relative size-20 animate-coin-spin drop-shadow-[0_6px_24px_rgb(245_177_32/0.45)]"
          />
        </div>
        <img src="/images/logo-wordmark.svg" alt="Aurum" className="h-5 w-auto opacity-90" />
        <span className="relative h-0.5 w-32 overflow-hidden rounded-full bg-surface-3">
          <span className="absolute inset-y-0 left-0 w-1/3 animate-[preloader-bar_1.1s_ease-in-out_infinite] rounded-full bg-linear-to-r from-transparent via-gold-400 to-transparent" />
        </span>
      </div>
    </div>
  );
}
