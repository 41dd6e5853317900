import type { TLastGameBet, TLastSportBet } from '@aurum/contracts/games';
import { createElement, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { LoadingImage } from '@/components/ui/loading-image';
import { sportIcon } from '@/components/ui/sport-icons';
import { paths } from '@/config/paths';
import { sportName } from '@/lib/i18n/sport-name';

const TILE =
  'relative grid h-12 w-9 shrink-0 place-items-center overflow-hidden rounded-md bg-surface-3 ring-1 ring-white/8 transition-transform hover:scale-105';
const TITLE = 'truncate text-[13px] font-semibold text-fg transition-colors hover:text-gold-300';

/** A tile and a title, both linking to `href`, the masked player under them below 768 px. */
function Subject(props: {
  href: string;
  tile: ReactNode;
  title: string;
  badge?: ReactNode;
  player: string;
}) {
  return (
    <div className="flex min-w-0 flex-1 items-center gap-3">
      <Link to={props.href} tabIndex={-1} aria-hidden className={TILE}>
        {props.tile}
      </Link>
      <span className="flex min-w-0 flex-col">
        <span className="flex min-w-0 items-center gap-1.5">
          <Link to={props.href} className={TITLE}>
            {props.title}
          </Link>
          {props.badge}
        </span>
        <span className="truncate text-[12px] text-subtle md:hidden">{props.player}</span>
      </span>
    </div>
  );
}

/** A casino win: the game's cover and title, linking to the game. */
export function GameSubject({ bet }: { bet: TLastGameBet }) {
  return (
    <Subject
      href={paths.game.getHref(bet.game.id)}
      title={bet.game.title}
      player={bet.player}
      tile={
        <LoadingImage
          src={bet.game.imageUrl}
          alt=""
          className="absolute inset-0 size-full object-cover"
          fallback={
            <span className="grid size-full place-items-center text-[13px] font-bold text-gold-300">
              {bet.game.title.charAt(0)}
            </span>
          }
        />
      }
    />
  );
}

/**
 * A sport win: the sport's icon, "Soccer · Arsenal – Chelsea" linking to the event's page, and
 * for a combo or system bet how many more events it held.
 */
export function SportSubject({ bet }: { bet: TLastSportBet }) {
  const { t } = useTranslation();
  const more = bet.legs - 1;
  return (
    <Subject
      href={paths.sportsbookEvent.getHref(bet.sport.slug, bet.event.id)}
      title={`${sportName(t, bet.sport)} · ${bet.event.name}`}
      player={bet.player}
      tile={createElement(sportIcon(bet.sport.slug), { className: 'size-4.5 text-mint-300' })}
      badge={
        more > 0 && (
          <span
            data-testid="last-bet-more-events"
            className="shrink-0 rounded bg-surface-3 px-1.5 py-0.5 text-[11px] font-semibold text-muted"
          >
            {t('LastBets.more_events', { count: more })}
          </span>
        )
      }
    />
  );
}
