import { useTranslation } from 'react-i18next';
import { canonicalJson } from '../utils/canonical-json';
import { formatMultiplier, type TRecomputeResult } from '../utils/verify-round';
import { SeedValue } from './seed-value';

/** What the manual verifier computed: the seed's hash, the outcome, the multiplier and payout. */
export function ManualVerifyResult({ result }: { result: TRecomputeResult }) {
  const { t } = useTranslation();
  if (result.kind === 'failed') {
    return (
      <p
        data-testid="fairness-manual-error"
        role="alert"
        className="rounded-xl border border-danger/35 bg-danger/10 px-3.5 py-3 text-[13px] break-all text-[#ffb3c0]"
      >
        {t('Fairness.verify_failed', { reason: result.message })}
      </p>
    );
  }
  const { value } = result;
  return (
    <section
      data-testid="fairness-manual-result"
      className="flex flex-col gap-3 rounded-xl border border-mint-400/25 bg-mint-500/5 p-3.5"
    >
      <SeedValue label={t('Fairness.server_seed_hash')} value={value.serverSeedHash} />
      <div className="grid grid-cols-2 gap-2">
        <div className="rounded-lg bg-surface-2 px-3 py-2">
          <p className="text-[11px] text-subtle">{t('Fairness.multiplier')}</p>
          <p data-testid="fairness-manual-multiplier" className="font-semibold text-fg">
            ×{formatMultiplier(value.multiplier)}
          </p>
        </div>
        <div className="rounded-lg bg-surface-2 px-3 py-2">
          <p className="text-[11px] text-subtle">{t('Fairness.payout_minor')}</p>
          <p data-testid="fairness-manual-payout" className="font-semibold text-fg">
            {value.payout.toString()}
          </p>
        </div>
      </div>
      <div className="flex flex-col gap-1.5">
        <span className="text-[11px] font-semibold tracking-wide text-subtle uppercase">
          {t('Fairness.outcome')}
        </span>
        <pre
          data-testid="fairness-manual-outcome"
          className="scrollbar-thin max-h-56 overflow-auto rounded-lg border border-line bg-surface-2 p-3 font-mono text-[11px] leading-relaxed whitespace-pre-wrap break-all text-fg"
        >
          {JSON.stringify(JSON.parse(canonicalJson(value.outcome)), null, 2)}
        </pre>
      </div>
    </section>
  );
}
