import { Smartphone, Volume2, VolumeX } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@/components/ui/dialog';
import { useMediaQuery } from '@/hooks/use-media-query';
import { cn } from '@/lib/cn';
import { useWheelMuted } from '../hooks/use-wheel-muted';

/** A phone on its side: the wheel does not fit, so it asks to turn the phone (spec 2). */
export const PHONE_LANDSCAPE =
  '(orientation: landscape) and (max-height: 500px) and (pointer: coarse)';

function LandscapeBlocker() {
  const { t } = useTranslation();
  return (
    <div
      data-testid="wheel-landscape-blocker"
      className="absolute inset-0 z-30 flex flex-col items-center justify-center gap-4 bg-bg px-8 text-center"
    >
      <span className="grid size-16 place-items-center rounded-2xl border border-gold-500/25 bg-gold-500/10 text-gold-300">
        <Smartphone className="size-8 motion-safe:animate-[spin_2.4s_ease-in-out_infinite]" />
      </span>
      <p className="text-lg font-bold text-fg">{t('Wheel.rotate_title')}</p>
      <p className="max-w-xs text-sm text-muted">{t('Wheel.rotate_text')}</p>
    </div>
  );
}

/**
 * The frame both wheel modals share: title, sound switch and, on a phone held sideways, the
 * full-screen "rotate your device" cover (the wheel stays mounted under it, still spinning).
 */
export function WheelDialogShell({
  testId,
  state,
  closable,
  onClose,
  children,
}: {
  testId: string;
  state: string;
  closable: boolean;
  onClose: () => void;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const { muted, toggle } = useWheelMuted();
  const sideways = useMediaQuery(PHONE_LANDSCAPE);
  return (
    <Dialog open onOpenChange={(open) => !open && closable && onClose()}>
      <DialogContent
        data-testid={testId}
        data-wheel-state={state}
        showClose={closable}
        onEscapeKeyDown={(event) => !closable && event.preventDefault()}
        onInteractOutside={(event) => !closable && event.preventDefault()}
        className={cn(
          'max-h-[94dvh] max-w-[440px] overflow-x-hidden overflow-y-auto p-0',
          'bg-[radial-gradient(120%_60%_at_50%_0%,rgb(124_92_255/0.28),transparent_70%),radial-gradient(80%_40%_at_50%_100%,rgb(245_177_32/0.12),transparent_70%)] bg-surface',
          sideways &&
            'inset-0 max-h-none w-full max-w-none translate-x-0 translate-y-0 rounded-none',
        )}
      >
        {sideways && <LandscapeBlocker />}
        <div className="flex items-start gap-3 px-5 pt-5 pr-14 sm:px-6 sm:pt-6">
          <div className="flex min-w-0 flex-1 flex-col gap-1">
            <DialogTitle className="text-xl sm:text-2xl">
              <span className="text-gold-gradient">{t('Wheel.title')}</span>
            </DialogTitle>
            <DialogDescription>{t('Wheel.subtitle')}</DialogDescription>
          </div>
        </div>
        <button
          type="button"
          data-testid="wheel-mute"
          aria-pressed={muted}
          aria-label={muted ? t('Wheel.unmute') : t('Wheel.mute')}
          onClick={toggle}
          className="absolute top-4 right-13 grid size-8 cursor-pointer place-items-center rounded-lg text-muted transition-colors hover:bg-surface-3 hover:text-fg"
        >
          {muted ? <VolumeX className="size-4" /> : <Volume2 className="size-4" />}
        </button>
        <div className="flex flex-col items-center gap-5 px-5 pt-4 pb-6 sm:px-8">{children}</div>
      </DialogContent>
    </Dialog>
  );
}
