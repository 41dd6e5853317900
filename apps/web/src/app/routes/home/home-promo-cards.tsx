import { ArrowRight, Trophy, type LucideIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { SoccerBallIcon } from '@/components/ui/sport-icons';
import { cn } from '@/lib/cn';

interface PromoCardProps {
  to: string;
  title: string;
  text: string;
  icon: LucideIcon;
  className: string;
  iconClassName: string;
}

function PromoCard({ to, title, text, icon: Icon, className, iconClassName }: PromoCardProps) {
  return (
    <Link
      to={to}
      className={cn(
        'group relative flex min-h-36 flex-col justify-end overflow-hidden rounded-2xl border p-5 transition-transform hover:-translate-y-0.5 sm:p-6',
        className,
      )}
    >
      <Icon
        aria-hidden
        strokeWidth={1.25}
        className={cn(
          'absolute -top-3 -right-3 size-32 rotate-12 transition-transform group-hover:rotate-0',
          iconClassName,
        )}
      />
      <p className="relative text-lg font-bold tracking-tight">{title}</p>
      <p className="relative mt-1 flex items-center gap-2 text-[13px] text-muted">
        {text}
        <ArrowRight className="size-4 transition-transform group-hover:translate-x-1" />
      </p>
    </Link>
  );
}

const CARDS = [
  {
    to: paths.sportsbook.getHref(),
    title: 'Home.sportsbook_title',
    text: 'Home.sportsbook_text',
    icon: SoccerBallIcon,
    className: 'border-mint-500/20 bg-linear-to-br from-[#0e2b24] via-[#0f1a1f] to-surface',
    iconClassName: 'text-mint-400/20',
  },
  {
    to: paths.tournaments.getHref(),
    title: 'Home.tournaments_title',
    text: 'Home.tournaments_text',
    icon: Trophy,
    className: 'border-violet-500/25 bg-linear-to-br from-[#221a46] via-[#151531] to-surface',
    iconClassName: 'text-violet-400/20',
  },
] as const;

/** Doorways to the sportsbook and the tournaments. */
export function HomePromoCards() {
  const { t } = useTranslation();
  return (
    <div className="grid gap-3 md:grid-cols-2">
      {CARDS.map((card) => (
        <PromoCard key={card.to} {...card} title={t(card.title)} text={t(card.text)} />
      ))}
    </div>
  );
}
