import { ChevronRight } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { GAME_SECTIONS } from '@/features/games/config/game-sections';
import { cn } from '@/lib/cn';

/** Per-section tint, in the order of GAME_SECTIONS. */
const TINTS = [
  'from-[#3a2a0c] text-gold-300 ring-gold-500/25',
  'from-[#331a36] text-[#ff8ad8] ring-[#ff8ad8]/25',
  'from-[#10302a] text-mint-300 ring-mint-400/25',
  'from-[#3a1a14] text-[#ff9a6b] ring-[#ff9a6b]/25',
];

/** Big buttons to the casino sections, right under the hero. */
export function HomeShortcuts() {
  const { t } = useTranslation();
  return (
    <nav aria-label={t('Sidebar.games')} className="grid grid-cols-2 gap-3 lg:grid-cols-4">
      {GAME_SECTIONS.map(({ key, title, icon: Icon }, index) => (
        <Link
          key={key}
          to={paths.categoryGames.getHref(key)}
          className="group flex h-[72px] items-center gap-3 rounded-2xl border border-line/80 bg-surface px-3.5 transition-colors hover:border-gold-500/40 hover:bg-surface-2 sm:h-20 sm:px-4"
        >
          <span
            className={cn(
              'grid size-10 shrink-0 place-items-center rounded-xl bg-linear-to-b to-transparent ring-1 sm:size-12',
              TINTS[index % TINTS.length],
            )}
          >
            <Icon className="size-5 sm:size-6" />
          </span>
          <span className="line-clamp-2 min-w-0 flex-1 text-[13px] leading-tight font-semibold sm:text-[15px]">
            {t(title)}
          </span>
          <ChevronRight className="hidden size-4 text-subtle transition-transform group-hover:translate-x-0.5 group-hover:text-fg sm:block" />
        </Link>
      ))}
    </nav>
  );
}
