import { ArrowDownToLine, Hand, Plus, ShieldCheck, Split } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/cn';
import { useStudio } from '../../components/studio-context';
import { formatAmount } from '../../model/format';
import { allows, type TBlackjackMove, type TBlackjackOpen } from './blackjack-model';

const MOVE_ICONS = { hit: Plus, stand: Hand, double: ArrowDownToLine, split: Split } as const;

function MoveButton({
  move,
  disabled,
  onMove,
  children,
  tone = 'plain',
}: {
  move: TBlackjackMove;
  disabled: boolean;
  onMove: (move: TBlackjackMove) => void;
  children: ReactNode;
  tone?: 'plain' | 'gold';
}) {
  return (
    <button
      type="button"
      data-testid={`bj-${move}`}
      disabled={disabled}
      onClick={() => onMove(move)}
      className={cn(
        'flex h-12 cursor-pointer items-center justify-center gap-1.5 rounded-xl border text-sm font-extrabold tracking-wide uppercase transition-[filter,transform,opacity] duration-150 select-none active:scale-[0.98] disabled:cursor-not-allowed disabled:opacity-40',
        tone === 'gold'
          ? 'border-gold-400/60 bg-linear-to-b from-gold-300 to-gold-500 text-[#1c1303] hover:brightness-110'
          : 'border-line bg-surface-2 text-fg hover:bg-surface-3',
      )}
    >
      {children}
    </button>
  );
}

/**
 * The moves of an open round. Each button is enabled only when the studio's view lists the
 * move; while the dealer shows an ace only the insurance choice is open.
 */
export function BlackjackControls({
  view,
  bet,
  onMove,
}: {
  view: TBlackjackOpen;
  bet: bigint;
  onMove: (move: TBlackjackMove) => void;
}) {
  const { t } = useTranslation();
  const { rounds, currency } = useStudio();
  if (view.status === 'insurance') {
    return (
      <div
        data-testid="bj-insurance-offer"
        className="flex flex-col gap-2 rounded-xl border border-gold-500/40 bg-gold-500/10 p-3 max-md:-order-1"
      >
        <p className="flex items-start gap-2 text-xs leading-snug text-fg">
          <ShieldCheck className="size-4 shrink-0 text-gold-300" />
          {t('Studio.blackjack.insurance_offer', {
            amount: formatAmount(bet / 2n, currency),
            currency: currency.code,
          })}
        </p>
        <div className="grid grid-cols-2 gap-2">
          <MoveButton
            move="insurance"
            tone="gold"
            disabled={rounds.busy || !allows(view, 'insurance') || bet / 2n === 0n}
            onMove={onMove}
          >
            {t('Studio.blackjack.insurance')}
          </MoveButton>
          <MoveButton
            move="no_insurance"
            disabled={rounds.busy || !allows(view, 'no_insurance')}
            onMove={onMove}
          >
            {t('Studio.blackjack.no_insurance')}
          </MoveButton>
        </div>
      </div>
    );
  }
  return (
    <div className="grid grid-cols-2 gap-2 max-md:-order-1" data-testid="bj-moves">
      {(['hit', 'stand', 'double', 'split'] as const).map((move) => {
        const Icon = MOVE_ICONS[move];
        return (
          <MoveButton
            key={move}
            move={move}
            tone={move === 'stand' ? 'gold' : 'plain'}
            disabled={rounds.busy || !allows(view, move)}
            onMove={onMove}
          >
            <Icon className="size-4" strokeWidth={2.5} />
            {t(`Studio.blackjack.${move}`)}
          </MoveButton>
        );
      })}
    </div>
  );
}
