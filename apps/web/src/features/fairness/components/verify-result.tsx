import type { TFairRound } from '@aurum/contracts/games';
import { formatMinor } from '@aurum/contracts/money';
import { CircleCheck, CircleX } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/cn';
import { canonicalJson } from '../utils/canonical-json';
import { formatMultiplier, shoeLabels, type TVerification } from '../utils/verify-round';
import { dealtCards } from '../utils/dealt-cards';

function CheckLine({ ok, label, detail }: { ok: boolean; label: string; detail?: string }) {
  const Icon = ok ? CircleCheck : CircleX;
  return (
    <li className="flex items-start gap-2 text-[12px]">
      <Icon className={cn('mt-px size-4 shrink-0', ok ? 'text-mint-400' : 'text-danger')} />
      <span className="min-w-0">
        <span className="font-medium text-fg">{label}</span>
        {detail && <span className="block break-all text-muted">{detail}</span>}
      </span>
    </li>
  );
}

/** What the in-browser recomputation says about a round: each check, and the verdict. */
export function VerifyResult({
  round,
  verification,
}: {
  round: TFairRound;
  verification: TVerification;
}) {
  const { t } = useTranslation();
  const match = verification.kind === 'checked' && verification.check.match;
  const shoe =
    verification.kind === 'checked' ? shoeLabels(verification.check.recomputed.outcome) : null;
  const cards =
    verification.kind === 'checked' ? dealtCards(verification.check.recomputed.outcome) : null;
  return (
    <div
      data-testid="fairness-verify-result"
      data-match={String(match)}
      className={cn(
        'flex flex-col gap-2.5 rounded-lg border p-3',
        match ? 'border-mint-400/30 bg-mint-500/6' : 'border-danger/35 bg-danger/8',
      )}
    >
      <p className={cn('text-[13px] font-bold', match ? 'text-mint-300' : 'text-[#ffb3c0]')}>
        {match ? t('Fairness.verify_match') : t('Fairness.verify_mismatch')}
      </p>
      {verification.kind === 'failed' ? (
        <p className="text-[12px] break-all text-muted">
          {t('Fairness.verify_failed', { reason: verification.message })}
        </p>
      ) : (
        <ul className="flex flex-col gap-1.5">
          <CheckLine ok={verification.check.hash} label={t('Fairness.check_hash')} />
          <CheckLine
            ok={verification.check.outcome}
            label={t('Fairness.check_outcome')}
            detail={canonicalJson(verification.check.recomputed.outcome)}
          />
          {shoe && (
            <li data-testid="fairness-shoe" className="pl-6 text-[12px]">
              <span className="font-medium text-fg">{t('Fairness.shoe_order')}</span>
              <span className="block font-mono break-all text-muted">{shoe}</span>
            </li>
          )}
          {cards && (
            <li data-testid="fairness-dealt-cards" className="pl-6 text-[12px] text-muted">
              {t('Fairness.dealt_cards', cards)}
            </li>
          )}
          <CheckLine
            ok={verification.check.payout}
            label={t('Fairness.check_payout')}
            detail={t('Fairness.recorded_recomputed', {
              recorded: round.payout.primaryValue,
              recomputed: formatMinor(
                verification.check.recomputed.payout,
                round.payout.primaryPrecision,
              ),
            })}
          />
          <CheckLine
            ok={verification.check.multiplier}
            label={t('Fairness.check_multiplier')}
            detail={t('Fairness.recorded_recomputed', {
              recorded: `×${round.multiplier}`,
              recomputed: `×${formatMultiplier(verification.check.recomputed.multiplier)}`,
            })}
          />
        </ul>
      )}
    </div>
  );
}
