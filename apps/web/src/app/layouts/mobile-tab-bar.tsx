import { Dices, Gift, Menu, Wallet, type LucideIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { useSidebar } from '@/components/ui/sidebar-context';
import { isSportsbookPath, paths } from '@/config/paths';
import { useRequireAuth } from '@/features/auth/hooks/use-require-auth';
import { useSession } from '@/features/auth/hooks/use-session';
import { SoccerBallIcon } from '@/components/ui/sport-icons';
import { WheelIcon } from '@/features/wheel/components/wheel-icon';
import { useWheelEntry } from '@/features/wheel/hooks/use-wheel-entry';
import { useWheelModal } from '@/features/wheel/hooks/use-wheel-modal';
import { cn } from '@/lib/cn';
import { useWalletModal } from '@/lib/wallet-modal';

const CASINO_PREFIXES = ['/categories/', '/games/', '/providers/', '/promo-categories/'];

const itemClass = (active: boolean) =>
  cn(
    'relative flex h-full w-full cursor-pointer flex-col items-center justify-center gap-1 text-[11px] font-medium transition-colors',
    active ? 'text-gold-300' : 'text-muted hover:text-fg',
  );

function TabContent({
  icon: Icon,
  label,
  active,
}: {
  icon: LucideIcon;
  label: string;
  active: boolean;
}) {
  return (
    <>
      {active && <span className="absolute top-0 h-0.5 w-8 rounded-full bg-gold-400" />}
      <Icon className="size-[22px]" strokeWidth={1.9} />
      <span className="max-w-full truncate px-1">{label}</span>
    </>
  );
}

/** Bottom navigation of phones and tablets (below 1024 px). */
export function MobileTabBar() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const { sheetOpen, setSheetOpen } = useSidebar();
  const requireAuth = useRequireAuth();
  const { open: openWallet } = useWalletModal();
  const inSportsbook = isSportsbookPath(pathname);
  const inCasino =
    pathname === '/' || CASINO_PREFIXES.some((prefix) => pathname.startsWith(prefix));
  const inBonuses = pathname.startsWith(paths.bonuses.path);
  const { status } = useSession();
  const wheel = useWheelEntry(status);
  const { open: openWheel } = useWheelModal();
  const sport = {
    to: paths.sportsbook.getHref(),
    icon: SoccerBallIcon,
    label: t('TabBar.sport'),
    active: inSportsbook,
  };
  const bonuses = {
    to: paths.bonuses.getHref(),
    icon: Gift,
    label: t('TabBar.bonuses'),
    active: inBonuses,
  };
  const casino = {
    to: paths.home.getHref(),
    icon: Dices,
    label: t('TabBar.casino'),
    active: inCasino,
  };
  const linkItem = ({ to, icon, label, active }: typeof sport) => (
    <li key={to}>
      <Link to={to} className={itemClass(active)}>
        <TabContent icon={icon} label={label} active={active} />
      </Link>
    </li>
  );

  return (
    <nav
      data-testid="mobile-tab-bar"
      className="fixed inset-x-0 bottom-0 z-40 border-t border-line/80 bg-surface/95 pb-safe shadow-[0_-12px_32px_-12px_rgb(0_0_0/0.6)] backdrop-blur-xl lg:hidden"
    >
      <ul className="mx-auto grid h-16 max-w-xl grid-cols-5">
        <li>
          <button
            type="button"
            data-testid="tab-bar-wallet"
            className={itemClass(false)}
            onClick={() => requireAuth(() => openWallet('deposit'))}
          >
            <span className="-my-1 grid size-[30px] place-items-center rounded-lg bg-linear-to-b from-gold-300 to-gold-600 text-[#1c1303] shadow-gold">
              <Wallet className="size-[18px]" strokeWidth={2.2} />
            </span>
            <span className="text-gold-300">{t('TabBar.wallet')}</span>
          </button>
        </li>
        {linkItem(sport)}
        {wheel.show ? (
          <li>
            <button
              type="button"
              data-testid="tab-bar-wheel"
              className={itemClass(false)}
              onClick={() => openWheel(wheel.view)}
            >
              <WheelIcon className="size-[22px]" />
              <span className="max-w-full truncate px-1">{t('TabBar.wheel')}</span>
            </button>
          </li>
        ) : (
          linkItem(bonuses)
        )}
        {linkItem(casino)}
        <li>
          <button
            type="button"
            data-testid="tab-bar-menu"
            aria-expanded={sheetOpen}
            className={itemClass(sheetOpen)}
            onClick={() => setSheetOpen(true)}
          >
            <TabContent icon={Menu} label={t('TabBar.menu')} active={sheetOpen} />
          </button>
        </li>
      </ul>
    </nav>
  );
}
