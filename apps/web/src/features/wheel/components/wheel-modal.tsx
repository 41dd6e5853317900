import type { TWheelSpinResult } from '@aurum/contracts/wheel';
import { useQueryClient } from '@tanstack/react-query';
import { TriangleAlert } from 'lucide-react';
import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { LoadErrorState } from '@/components/ui/load-error-state';
import { cn } from '@/lib/cn';
import { paths } from '@/config/paths';
import { isApiError, UNEXPECTED_ERROR_DETAIL } from '@/lib/api-error';
import { getWheelPrizesQueryOptions, useWheelPrizes } from '../api/get-wheel-prizes';
import { getWheelUserQueryOptions, useWheelUser } from '../api/get-wheel-user';
import { useSpinWheel } from '../api/spin-wheel';
import { useWheelModal } from '../hooks/use-wheel-modal';
import { useWheelMotion } from '../hooks/use-wheel-motion';
import { useWheelMuted } from '../hooks/use-wheel-muted';
import { displayIndexOf, toWheelSegments } from '../utils/wheel-segments';
import { Wheel } from './wheel';
import { WheelDialogShell } from './wheel-dialog-shell';
import { WheelLoading } from './wheel-loading';
import { WheelNextSpin } from './wheel-next-spin';
import { WheelResult } from './wheel-result';

/**
 * A player's daily spin (spec 4 "Wheel"): available, then spinning, then the result. The server
 * draws the prize; the wheel only animates to the segment it names. Closing refreshes
 * `wheelUser`, and `onClosed` lets the app refresh what the prize changed (the balance).
 */
export function WheelModal({ onClosed }: { onClosed?: () => void }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { close } = useWheelModal();
  const prizes = useWheelPrizes();
  const wheelUser = useWheelUser();
  const spin = useSpinWheel();
  const { muted } = useWheelMuted();
  const segments = useMemo(() => toWheelSegments(prizes.data?.items ?? []), [prizes.data]);
  const motion = useWheelMotion({ muted });
  const [result, setResult] = useState<TWheelSpinResult | null>(null);
  const [errorDetail, setErrorDetail] = useState<string | null>(null);

  const refreshWheelUser = useCallback(
    () => queryClient.invalidateQueries({ queryKey: getWheelUserQueryOptions().queryKey }),
    [queryClient],
  );

  const spinning = spin.isPending || motion.phase === 'spinning' || motion.phase === 'landing';
  const closeModal = () => {
    close();
    void refreshWheelUser();
    onClosed?.();
  };
  const goToBonuses = () => {
    closeModal();
    void navigate(paths.bonuses.getHref());
  };

  /** The table the spin was drawn from: a newer one than shown is fetched and drawn first. */
  const tableOf = async (answer: TWheelSpinResult) => {
    const shown = prizes.data?.items ?? [];
    if (answer.version === prizes.data?.version) return shown;
    try {
      return (await queryClient.query({ ...getWheelPrizesQueryOptions(), staleTime: 0 })).items;
    } catch {
      return shown;
    }
  };

  const landOn = async (answer: TWheelSpinResult) => {
    const count = (await tableOf(answer)).length;
    motion.land({ index: displayIndexOf(answer.prizeIndex, count), count }, () =>
      setResult(answer),
    );
  };

  const onSpin = () => {
    setErrorDetail(null);
    motion.start();
    spin.mutate(undefined, {
      onSuccess: (answer) => void landOn(answer),
      onError: (error) => {
        motion.abort();
        setErrorDetail(isApiError(error) ? error.detail : UNEXPECTED_ERROR_DETAIL);
        void refreshWheelUser();
      },
    });
  };

  const loadFailed = prizes.isError || wheelUser.isError;
  const state = result
    ? 'result'
    : spinning
      ? 'spinning'
      : prizes.isPending || wheelUser.isPending
        ? 'loading'
        : loadFailed
          ? 'error'
          : wheelUser.data.isAvailable && segments.length > 0
            ? 'available'
            : 'unavailable';

  return (
    <WheelDialogShell testId="wheel-modal" state={state} closable={!spinning} onClose={closeModal}>
      {state === 'loading' && <WheelLoading />}
      {state === 'error' && (
        <LoadErrorState
          testId="wheel-load-error"
          className="w-full py-8"
          description={t('Wheel.load_error')}
          onRetry={() => {
            if (prizes.isError) void prizes.refetch();
            if (wheelUser.isError) void wheelUser.refetch();
          }}
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
            canSpin={state === 'available'}
            spinLabel={t('Wheel.spin')}
            // With the result below it, the wheel makes room on a phone.
            className={cn(
              'max-w-[340px] transition-[max-width] duration-500',
              result && 'max-w-[230px] sm:max-w-[300px]',
            )}
          />
          {errorDetail && (
            <p
              data-testid="wheel-error"
              role="alert"
              className="flex items-center gap-2 rounded-xl border border-danger/30 bg-danger/10 px-4 py-2.5 text-sm text-danger"
            >
              <TriangleAlert className="size-4 shrink-0" />
              {t([
                `Wheel.errors.${errorDetail}`,
                `Errors.${errorDetail}`,
                'Errors.unexpected_error',
              ])}
            </p>
          )}
          {state === 'available' && (
            <p className="text-center text-sm text-muted">{t('Wheel.available_hint')}</p>
          )}
          {state === 'spinning' && (
            <p className="text-center text-sm font-semibold text-gold-300">{t('Wheel.spinning')}</p>
          )}
          {state === 'unavailable' && (
            <WheelNextSpin
              nextSpinAt={wheelUser.data?.nextSpinAt ?? null}
              onReached={() => void refreshWheelUser()}
            />
          )}
          {result && (
            <WheelResult result={result} onClose={closeModal} onGoToBonuses={goToBonuses} />
          )}
        </>
      )}
    </WheelDialogShell>
  );
}
