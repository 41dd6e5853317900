import type { TGame } from '@aurum/contracts/catalogue';
import { Gamepad2, Percent, Building2 } from 'lucide-react';
import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { useCategories } from '../../api/get-categories';
import { iconByName } from '../../utils/icon-by-name';

function Fact({
  icon: Icon,
  label,
  children,
}: {
  icon: LucideIcon;
  label: string;
  children: ReactNode;
}) {
  return (
    <div className="flex min-w-0 items-center gap-3 rounded-xl border border-line/70 bg-surface-2/70 px-3.5 py-3">
      <span className="grid size-9 shrink-0 place-items-center rounded-lg bg-gold-500/10 text-gold-400 ring-1 ring-gold-500/20">
        <Icon className="size-4" />
      </span>
      <div className="min-w-0">
        <p className="text-[11px] font-semibold tracking-wide text-subtle uppercase">{label}</p>
        <div className="truncate text-sm font-semibold text-fg">{children}</div>
      </div>
    </div>
  );
}

/** Under the game: its studio, RTP, modes and the categories it is listed in. */
export function GameDetails({ game }: { game: TGame }) {
  const { t } = useTranslation();
  const { data: categories = [] } = useCategories();
  const listed = game.categories.map((key) => {
    const category = categories.find((item) => item.value === key);
    return { key, title: category?.title ?? key, icon: iconByName(category?.icon ?? '') };
  });
  return (
    <section
      data-testid="game-details"
      aria-label={t('Games.about')}
      className="flex flex-col gap-4 rounded-2xl border border-line/80 bg-surface p-4 sm:p-5"
    >
      <div className="grid gap-2.5 sm:grid-cols-3">
        <Fact icon={Building2} label={t('Games.provider')}>
          <Link
            to={paths.providerGames.getHref(game.provider.id)}
            className="transition-colors hover:text-gold-300"
          >
            {game.provider.name}
          </Link>
        </Fact>
        <Fact icon={Percent} label={t('Games.rtp_label')}>
          <span data-testid="game-rtp">{game.rtp ? `${game.rtp}%` : t('Games.rtp_unknown')}</span>
        </Fact>
        <Fact icon={Gamepad2} label={t('Games.modes')}>
          {game.hasDemo ? t('Games.modes_real_demo') : t('Games.modes_real')}
        </Fact>
      </div>
      {listed.length > 0 && (
        <ul data-testid="game-categories" className="flex flex-wrap gap-2">
          {listed.map(({ key, title, icon: Icon }) => (
            <li key={key}>
              <Link
                to={paths.categoryGames.getHref(key)}
                className="flex h-8 items-center gap-1.5 rounded-full border border-line bg-surface-2 px-3 text-[13px] font-medium text-muted transition-colors hover:border-gold-500/40 hover:text-fg"
              >
                <Icon className="size-3.5" />
                {title}
              </Link>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
