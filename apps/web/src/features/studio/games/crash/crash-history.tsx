import type { TCrashHistoryItem, TCrashState } from '@aurum/contracts/crash';
import { crashPointOf, verifyCrashChain } from '@aurum/games';
import { CircleCheck, CircleX } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@/components/ui/dialog';
import { cn } from '@/lib/cn';
import { formatHundredths } from '../../model/format';

const tone = (point: number) =>
  point >= 1000
    ? 'border-gold-500/40 bg-gold-500/15 text-gold-300'
    : point >= 200
      ? 'border-mint-500/35 bg-mint-500/12 text-mint-300'
      : 'border-line bg-surface-3/70 text-muted';

/** The last crash points, newest first; a click shows the round's hash and checks it. */
export function CrashHistory({
  history,
  chain,
}: {
  history: TCrashHistoryItem[];
  chain: TCrashState['chain'];
}) {
  const [open, setOpen] = useState<TCrashHistoryItem | null>(null);
  if (history.length === 0) return null;
  return (
    <>
      <ol
        data-testid="crash-history"
        className="flex min-w-0 gap-1.5 overflow-x-auto scrollbar-none"
      >
        {history.map((item) => (
          <li key={item.index}>
            <button
              type="button"
              onClick={() => setOpen(item)}
              className={cn(
                'h-7 shrink-0 cursor-pointer rounded-full border px-2.5 font-mono text-[11px] font-bold tabular-nums transition-colors hover:brightness-125',
                tone(item.crashPoint),
              )}
            >
              {formatHundredths(item.crashPoint)}×
            </button>
          </li>
        ))}
      </ol>
      <Dialog open={open !== null} onOpenChange={(next) => !next && setOpen(null)}>
        <DialogContent className="max-w-md p-5">
          {open && <RoundProof item={open} chain={chain} />}
        </DialogContent>
      </Dialog>
    </>
  );
}

function RoundProof({ item, chain }: { item: TCrashHistoryItem; chain: TCrashState['chain'] }) {
  const { t } = useTranslation();
  // Recomputed here with the same maths the server used: the chain, then the crash point.
  const steps = chain ? verifyCrashChain(item.hash, chain.terminalHash, chain.length) : null;
  const point = chain ? crashPointOf(item.hash, chain.salt) : null;
  const valid = steps === item.index + 1 && point === item.crashPoint;
  return (
    <div data-testid="crash-proof" className="flex flex-col gap-3">
      <DialogTitle>{t('Studio.crash.proof_title', { index: item.index + 1 })}</DialogTitle>
      <DialogDescription>{t('Studio.crash.proof_explain')}</DialogDescription>
      <dl className="grid gap-2 text-xs">
        <dt className="text-muted">{t('Studio.crash.crash_point')}</dt>
        <dd className="font-mono text-base font-bold text-fg">
          {formatHundredths(item.crashPoint)}×
        </dd>
        <dt className="text-muted">{t('Studio.crash.round_hash')}</dt>
        <dd className="font-mono break-all text-fg/80">{item.hash}</dd>
        {chain && (
          <>
            <dt className="text-muted">{t('Studio.crash.terminal_hash')}</dt>
            <dd className="font-mono break-all text-fg/80">{chain.terminalHash}</dd>
            <dt className="text-muted">{t('Studio.crash.salt')}</dt>
            <dd className="font-mono break-all text-fg/80">{chain.salt}</dd>
          </>
        )}
      </dl>
      <p
        data-testid="crash-proof-result"
        data-valid={valid}
        className={cn(
          'flex items-center gap-2 rounded-xl border px-3 py-2 text-sm font-semibold',
          valid
            ? 'border-mint-500/40 bg-mint-500/10 text-mint-300'
            : 'border-danger/40 bg-danger/10 text-[#ff8da0]',
        )}
      >
        {valid ? <CircleCheck className="size-4" /> : <CircleX className="size-4" />}
        {valid ? t('Studio.crash.verified') : t('Studio.crash.not_verified')}
      </p>
    </div>
  );
}
