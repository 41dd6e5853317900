import type { TFairRound } from '@aurum/contracts/games';
import { Clock3, ShieldCheck } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { formatAmount } from '@/lib/format-amount';
import { verifyRecordedRound, type TVerification } from '../utils/verify-round';
import { VerifyResult } from './verify-result';

function Figure({ label, value }: { label: string; value: string }) {
  return (
    <div className="flex min-w-0 flex-col gap-0.5">
      <span className="text-[11px] font-medium text-subtle">{label}</span>
      <span className="truncate text-[13px] font-semibold text-fg tabular-nums">{value}</span>
    </div>
  );
}

/** One round: what was staked and paid; recomputed in the browser once its seed is revealed. */
export function FairRoundRow({ round }: { round: TFairRound }) {
  const { t, i18n } = useTranslation();
  const [verification, setVerification] = useState<TVerification | null>(null);
  const { serverSeed } = round;
  const won = BigInt(round.payout.value) > 0n;
  const when = new Intl.DateTimeFormat(i18n.language, {
    dateStyle: 'short',
    timeStyle: 'short',
  }).format(new Date(round.createdAt));

  return (
    <li
      data-testid="fairness-round"
      data-round-id={round.id}
      className="flex flex-col gap-3 rounded-xl border border-line/80 bg-surface-2/50 p-3.5"
    >
      <div className="flex items-start justify-between gap-3">
        <div className="min-w-0">
          <p className="flex items-center gap-2 truncate text-sm font-semibold text-fg">
            {round.gameTitle}
            {round.demo && (
              <span className="rounded bg-mint-500/12 px-1.5 py-0.5 text-[10px] font-bold tracking-wide text-mint-300 uppercase">
                {t('Games.mode.demo')}
              </span>
            )}
          </p>
          <p className="text-[12px] text-subtle">{when}</p>
        </div>
        <span
          className={
            won
              ? 'shrink-0 rounded-md bg-mint-500/12 px-2 py-0.5 text-[13px] font-bold text-mint-300 tabular-nums'
              : 'shrink-0 rounded-md bg-surface-3 px-2 py-0.5 text-[13px] font-bold text-muted tabular-nums'
          }
        >
          ×{round.multiplier}
        </span>
      </div>
      <div className="grid grid-cols-3 gap-2">
        <Figure
          label={t('Fairness.bet')}
          value={formatAmount(round.staked ?? round.bet, round.currency, i18n.language)}
        />
        <Figure
          label={t('Fairness.payout')}
          value={formatAmount(round.payout, round.currency, i18n.language)}
        />
        <Figure label={t('Fairness.nonce')} value={String(round.nonce)} />
      </div>
      {round.status === 'open' ? (
        <p className="flex items-center gap-2 text-[12px] text-muted">
          <Clock3 className="size-3.5" />
          {t('Fairness.round_open')}
        </p>
      ) : serverSeed === null ? (
        <p
          data-testid="fairness-verify-pending"
          className="flex items-center gap-2 rounded-lg border border-dashed border-line px-3 py-2 text-[12px] text-muted"
        >
          <Clock3 className="size-3.5 shrink-0" />
          {t('Fairness.rotate_to_verify')}
        </p>
      ) : verification ? (
        <VerifyResult round={round} verification={verification} />
      ) : (
        <Button
          variant="outline"
          size="sm"
          data-testid="fairness-verify"
          onClick={() => setVerification(verifyRecordedRound({ ...round, serverSeed }))}
        >
          <ShieldCheck className="size-4 text-mint-400" />
          {t('Fairness.verify')}
        </Button>
      )}
    </li>
  );
}
