import { Crown, Gift, Heart, House, MessageCircleMore, Search, Trophy } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { SidebarBody, SidebarGroup } from '@/components/ui/sidebar';
import { useSidebarPanel } from '@/components/ui/sidebar-context';
import { SidebarItem } from '@/components/ui/sidebar-item';
import { isSportsbookPath, paths } from '@/config/paths';
import { useSession } from '@/features/auth/hooks/use-session';
import { SocialLinks } from '@/features/community/components/social-links';
import { SidebarGamesMenu } from '@/features/games/components/sidebar-games-menu';
import { openGameSearch } from '@/features/games/hooks/use-game-search-modal';
import { useSportsbookMenu } from '@/features/sportsbook/hooks/use-sportsbook-menu';
import { SupportCard } from '@/features/support/components/support-card';
import { useSupportModal } from '@/features/support/hooks/use-support-modal';
import { SidebarTournaments } from '@/features/tournaments/components/sidebar-tournaments';
import { useVipDrawer } from '@/features/vip/hooks/use-vip-drawer';
import { SidebarMenu } from './sidebar-menu';

/** What the sidebar shows, inline on desktop or in the mobile sheet. */
export function AppSidebarContent() {
  const { t } = useTranslation();
  const { collapsed } = useSidebarPanel();
  const { pathname } = useLocation();
  const { open: openSupport } = useSupportModal();
  const { open: openVip } = useVipDrawer();
  const { me } = useSession();
  const inSportsbook = isSportsbookPath(pathname);
  const sportsbookMenu = useSportsbookMenu({ enabled: inSportsbook });

  return (
    <SidebarBody>
      <SidebarGroup>
        <SidebarItem
          icon={Search}
          label={t('Search.open')}
          onClick={openGameSearch}
          testId="sidebar-search"
        />
        <SidebarItem icon={House} label={t('Sidebar.main')} to={paths.home.getHref()} end />
        <SidebarItem icon={Heart} label={t('Sidebar.favorites')} to={paths.favorites.getHref()} />
        <SidebarItem icon={Gift} label={t('Sidebar.bonuses')} to={paths.bonuses.getHref()} />
        {me?.isVip && (
          <SidebarItem icon={Crown} label={t('Vip.club')} onClick={openVip} testId="sidebar-vip" />
        )}
      </SidebarGroup>
      <SidebarGroup label={inSportsbook ? t('Sidebar.sportsbook') : t('Sidebar.games')}>
        {inSportsbook ? <SidebarMenu entries={sportsbookMenu} /> : <SidebarGamesMenu />}
      </SidebarGroup>
      {collapsed ? (
        <SidebarGroup label={t('Sidebar.tournaments')}>
          <SidebarItem
            icon={Trophy}
            label={t('Sidebar.tournaments')}
            to={paths.tournaments.getHref()}
          />
        </SidebarGroup>
      ) : (
        <SidebarTournaments />
      )}
      <div className="mt-auto flex flex-col gap-3 pt-2">
        {!collapsed && <SupportCard />}
        <SidebarItem
          icon={MessageCircleMore}
          label={t('Sidebar.support_chat')}
          onClick={openSupport}
          testId="support-button"
        />
        <SocialLinks orientation={collapsed ? 'column' : 'row'} />
      </div>
    </SidebarBody>
  );
}
