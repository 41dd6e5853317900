import { Dices } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { isSportsbookPath, paths } from '@/config/paths';
import { SoccerBallIcon } from '@/components/ui/sport-icons';
import { cn } from '@/lib/cn';

const tabClass =
  'flex h-full flex-1 items-center justify-center gap-2 rounded-lg px-4 text-[13px] font-semibold transition-all';

/** The casino / sport switch; the active one follows the current section. */
export function SectionTabs({ className }: { className?: string }) {
  const { t } = useTranslation();
  const inSportsbook = isSportsbookPath(useLocation().pathname);
  return (
    <nav
      aria-label={t('Header.sections')}
      className={cn(
        'flex h-10 shrink-0 gap-1 rounded-xl border border-line bg-surface-2 p-1',
        className,
      )}
    >
      <Link
        to={paths.home.getHref()}
        aria-current={inSportsbook ? undefined : 'page'}
        className={cn(
          tabClass,
          inSportsbook
            ? 'text-muted hover:text-fg'
            : 'bg-linear-to-b from-gold-300 to-gold-500 text-[#1c1303] shadow-gold',
        )}
      >
        <Dices className="size-4" />
        {t('Header.casino')}
      </Link>
      <Link
        to={paths.sportsbook.getHref()}
        aria-current={inSportsbook ? 'page' : undefined}
        className={cn(
          tabClass,
          inSportsbook
            ? 'bg-linear-to-b from-mint-400 to-mint-500 text-[#03150d] shadow-[0_8px_24px_-8px_rgb(47_240_160/0.5)]'
            : 'text-muted hover:text-fg',
        )}
      >
        <SoccerBallIcon className="size-4" />
        {t('Header.sport')}
      </Link>
    </nav>
  );
}
