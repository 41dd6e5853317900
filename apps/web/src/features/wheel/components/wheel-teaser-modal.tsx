import { Sparkles } from 'lucide-react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { LoadErrorState } from '@/components/ui/load-error-state';
import { cn } from '@/lib/cn';
import { useWheelPrizes } from '../api/get-wheel-prizes';
import { useWheelModal } from '../hooks/use-wheel-modal';
import { useWheelMotion } from '../hooks/use-wheel-motion';
import { useWheelMuted } from '../hooks/use-wheel-muted';
import {
  displayIndexOf,
  teaserPrizeIndex,
  toWheelSegments,
  type TWheelSegment,
} from '../utils/wheel-segments';
import { Wheel } from './wheel';
import { WheelDialogShell } from './wheel-dialog-shell';
import { WheelLoading } from './wheel-loading';

/**
 * The wheel for a visitor (spec 4 "Wheel teaser"): the spin lands on a random prize index 1 to
 * 14, nothing is won, and a sign-up prompt follows. `onSignUp` / `onLogIn` open the auth flow.
 */
export function WheelTeaserModal({
  onSignUp,
  onLogIn,
}: {
  onSignUp: () => void;
  onLogIn: () => void;
}) {
  const { t } = useTranslation();
  const { close } = useWheelModal();
  const prizes = useWheelPrizes();
  const { muted } = useWheelMuted();
  const segments = useMemo(() => toWheelSegments(prizes.data?.items ?? []), [prizes.data]);
  const motion = useWheelMotion({ muted });
  const [landedOn, setLandedOn] = useState<TWheelSegment | null>(null);

  const spinning = motion.phase === 'spinning' || motion.phase === 'landing';
  const onSpin = () => {
    const count = segments.length;
    const index = displayIndexOf(teaserPrizeIndex(count), count);
    motion.start();
    motion.land({ index, count }, () => setLandedOn(segments[index] ?? null));
  };

  const state = landedOn
    ? 'prompt'
    : spinning
      ? 'spinning'
      : prizes.isPending
        ? 'loading'
        : prizes.isError
          ? 'error'
          : 'available';

  return (
    <WheelDialogShell testId="wheel-teaser" state={state} closable={!spinning} onClose={close}>
      {state === 'loading' && <WheelLoading />}
      {state === 'error' && (
        <LoadErrorState
          testId="wheel-load-error"
          className="w-full py-8"
          description={t('Wheel.load_error')}
          onRetry={() => void prizes.refetch()}
        />
      )}
      {state !== 'loading' && state !== 'error' && (
        <>
          <Wheel
            segments={segments}
            rotorRef={motion.rotorRef}
            phase={motion.phase}
            landedIndex={motion.landedIndex}
            onSpin={onSpin}
            canSpin={state === 'available' && segments.length > 0}
            spinLabel={t('Wheel.spin')}
            // With the result below it, the wheel makes room on a phone.
            className={cn(
              'max-w-[340px] transition-[max-width] duration-500',
              landedOn && 'max-w-[230px] sm:max-w-[300px]',
            )}
          />
          {state === 'available' && (
            <p className="text-center text-sm text-muted">{t('Wheel.teaser_hint')}</p>
          )}
          {state === 'spinning' && (
            <p className="text-center text-sm font-semibold text-gold-300">{t('Wheel.spinning')}</p>
          )}
          {landedOn && (
            <div
              data-testid="wheel-teaser-prompt"
              className="flex w-full flex-col items-center gap-3 text-center"
            >
              <span className="grid size-12 place-items-center rounded-2xl bg-linear-to-b from-violet-400 to-violet-500 text-white shadow-[0_8px_24px_-8px_rgb(124_92_255/0.7)]">
                <Sparkles className="size-6" />
              </span>
              <p className="text-xl font-extrabold tracking-tight">
                <span className="text-gold-gradient">
                  {landedOn.label
                    ? t('Wheel.teaser.would_win', { amount: landedOn.label })
                    : t('Wheel.teaser.try_for_real')}
                </span>
              </p>
              <p className="max-w-xs text-sm text-muted">{t('Wheel.teaser.sign_up_text')}</p>
              <div className="flex w-full flex-col gap-2">
                <Button
                  data-testid="wheel-teaser-sign-up"
                  variant="primary"
                  size="lg"
                  onClick={onSignUp}
                >
                  {t('Header.sign_up')}
                </Button>
                <Button variant="ghost" onClick={onLogIn}>
                  {t('Wheel.teaser.have_account')}
                </Button>
              </div>
            </div>
          )}
        </>
      )}
    </WheelDialogShell>
  );
}
