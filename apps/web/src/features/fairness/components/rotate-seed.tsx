import { LoaderCircle, RefreshCw } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { isApiError } from '@/lib/api-error';
import { useRotateSeed } from '../api/rotate-seed';
import { SeedValue } from './seed-value';

const KNOWN_ERRORS = new Set(['round_in_progress']);

/**
 * Rotation reveals the current server seed (so its rounds can be checked) and commits a new
 * one. It is confirmed first; afterwards the revealed seed is shown right here.
 */
export function RotateSeed() {
  const { t } = useTranslation();
  const rotate = useRotateSeed();
  const [confirming, setConfirming] = useState(false);
  const revealed = rotate.data?.previous[0];
  const errorDetail = isApiError(rotate.error) ? rotate.error.detail : 'rotate_failed';

  const confirm = () => {
    rotate.mutate(undefined, { onSettled: () => setConfirming(false) });
  };

  return (
    <section className="flex flex-col gap-3 rounded-2xl border border-gold-500/20 bg-linear-to-b from-gold-500/8 to-transparent p-4">
      <div className="flex flex-col gap-1">
        <h3 className="text-[15px] font-semibold text-fg">{t('Fairness.rotate_title')}</h3>
        <p className="text-[13px] leading-snug text-muted">{t('Fairness.rotate_description')}</p>
      </div>
      {confirming ? (
        <div data-testid="fairness-rotate-confirmation" className="flex flex-col gap-2.5">
          <Alert tone="warning">{t('Fairness.rotate_confirm_text')}</Alert>
          <div className="flex gap-2">
            <Button
              variant="ghost"
              onClick={() => setConfirming(false)}
              disabled={rotate.isPending}
            >
              {t('Shared.cancel')}
            </Button>
            <Button
              variant="primary"
              data-testid="fairness-rotate-confirm"
              disabled={rotate.isPending}
              onClick={confirm}
              className="flex-1"
            >
              {rotate.isPending && <LoaderCircle className="size-4 animate-spin" />}
              {t('Fairness.rotate_confirm')}
            </Button>
          </div>
        </div>
      ) : (
        <Button
          variant="outline"
          data-testid="fairness-rotate"
          onClick={() => {
            rotate.reset();
            setConfirming(true);
          }}
        >
          <RefreshCw className="size-4" />
          {t('Fairness.rotate')}
        </Button>
      )}
      {rotate.isError && (
        <Alert tone="error" testId="fairness-rotate-error">
          {t(`Fairness.errors.${KNOWN_ERRORS.has(errorDetail) ? errorDetail : 'rotate_failed'}`)}
        </Alert>
      )}
      {rotate.isSuccess && revealed && (
        <div
          data-testid="fairness-revealed-seed"
          className="flex flex-col gap-3 rounded-xl border border-mint-400/25 bg-mint-500/5 p-3.5"
        >
          <p className="text-[13px] font-semibold text-mint-300">{t('Fairness.rotated')}</p>
          <SeedValue
            label={t('Fairness.revealed_server_seed')}
            value={revealed.serverSeed}
            copyLabel={t('Fairness.copy_seed')}
          />
        </div>
      )}
    </section>
  );
}
