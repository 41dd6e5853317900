import type { TMenuItem } from '@aurum/contracts/catalogue';
import { useTranslation } from 'react-i18next';
import { useSidebarPanel } from '@/components/ui/sidebar-context';
import { SidebarItem } from '@/components/ui/sidebar-item';
import { Skeleton } from '@/components/ui/skeleton';
import { paths } from '@/config/paths';
import { useGamesMenu } from '../api/get-games-menu';
import { GAME_SECTIONS } from '../config/game-sections';
import { iconByName } from '../utils/icon-by-name';
import { ProviderLogo } from './provider-logo';

function MenuEntry({ item }: { item: TMenuItem }) {
  const isProvider = item.type === 'provider';
  return (
    <SidebarItem
      to={item.value}
      label={item.title}
      icon={isProvider ? undefined : iconByName(item.icon)}
      media={
        isProvider ? (
          <ProviderLogo src={item.icon} name={item.title} mark className="size-5 text-[20px]" />
        ) : undefined
      }
      testId={`games-menu-${item.type}`}
    />
  );
}

function MenuSkeleton() {
  const { collapsed } = useSidebarPanel();
  return (
    <div data-testid="games-menu-loading" className="flex flex-col gap-1.5 py-1">
      {Array.from({ length: 6 }, (_, index) => (
        <div key={index} className="flex h-9 items-center gap-3 px-[11px]">
          <Skeleton className="size-5 shrink-0 rounded-md" />
          {!collapsed && <Skeleton className="h-3 flex-1" />}
        </div>
      ))}
    </div>
  );
}

/** The sidebar's games menu from the catalogue; the fixed sections if it cannot be loaded. */
export function SidebarGamesMenu() {
  const { t } = useTranslation();
  const menu = useGamesMenu();
  if (menu.isPending) return <MenuSkeleton />;
  return (
    <div data-testid="games-menu" className="flex flex-col gap-0.5">
      {menu.data
        ? menu.data.map((item) => <MenuEntry key={item.value} item={item} />)
        : GAME_SECTIONS.map((section) => (
            <SidebarItem
              key={section.key}
              icon={section.icon}
              label={t(section.title)}
              to={paths.categoryGames.getHref(section.key)}
              testId="games-menu-category"
            />
          ))}
    </div>
  );
}
