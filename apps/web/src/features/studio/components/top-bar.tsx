import type { TGameType } from '@aurum/games';
import {
  CircleDot,
  Cherry,
  Dices,
  Bomb,
  Grid3x3,
  Spade,
  FerrisWheel,
  type LucideIcon,
  Rocket,
  Triangle,
  Wallet,
} from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { formatAmount } from '../model/format';
import { FairnessChip } from './fairness-chip';
import { useStudio } from './studio-context';

const GAME_ICONS: Record<TGameType, LucideIcon> = {
  dice: Dices,
  limbo: Rocket,
  mines: Bomb,
  plinko: Triangle,
  roulette: CircleDot,
  'slot-lines': Cherry,
  'slot-ways': Cherry,
  keno: Grid3x3,
  'video-poker': Spade,
  baccarat: Spade,
  'wheel-show': FerrisWheel,
  blackjack: Spade,
  crash: Rocket,
};

/** Title, demo badge, provably-fair chip and balance. */
export function TopBar() {
  const { t } = useTranslation();
  const { session, game, currency, rounds } = useStudio();
  const Icon = GAME_ICONS[game.type];
  const balance = formatAmount(rounds.balance, currency);
  return (
    <header className="grid shrink-0 grid-cols-[auto_minmax(0,1fr)_auto] items-center gap-x-2.5 gap-y-1.5 border-b border-line/80 bg-surface/90 px-3 py-2 backdrop-blur [grid-template-areas:'icon_title_balance''fair_fair_fair'] sm:h-14 sm:grid-cols-[auto_minmax(0,1fr)_auto_auto] sm:gap-x-3 sm:px-4 sm:py-0 sm:[grid-template-areas:'icon_title_fair_balance']">
      <span className="grid size-8 shrink-0 [grid-area:icon] place-items-center rounded-lg bg-linear-to-b from-gold-400 to-gold-600 text-[#1c1303] shadow-gold">
        <Icon className="size-4.5" strokeWidth={2.25} />
      </span>
      <div className="flex min-w-0 items-center gap-2 [grid-area:title]">
        <h1 className="truncate text-[15px] font-bold tracking-tight" data-testid="studio-title">
          {session.game.title}
        </h1>
        {session.demo && (
          <span
            data-testid="studio-demo"
            className="shrink-0 rounded-md border border-violet-400/40 bg-violet-500/15 px-1.5 py-0.5 text-[10px] font-bold tracking-wider text-violet-400"
          >
            {t('Studio.demo')}
          </span>
        )}
      </div>
      {/* Crash rounds are proven by the published hash chain (in its history), not by the player's seeds. */}
      {game.type !== 'crash' && (
        <FairnessChip className="justify-self-start [grid-area:fair] max-sm:h-7" />
      )}
      <div
        className="flex h-9 shrink-0 items-center gap-2 rounded-full [grid-area:balance] border border-line bg-bg/80 pr-3 pl-2 tabular-nums"
        aria-label={t('Studio.balance')}
      >
        <Wallet className="size-4 text-gold-400 max-sm:hidden" />
        <span
          key={balance}
          data-testid="studio-balance"
          className="animate-[studio-bump_400ms_ease-out] text-[13px] font-bold sm:text-sm"
        >
          {balance}
        </span>
        <span className="text-[11px] font-semibold text-muted">{currency.code}</span>
      </div>
    </header>
  );
}
