import { Crown, LogOut, UserRound } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu';
import { paths } from '@/config/paths';
import { useLogout } from '@/features/auth/api/logout';
import { useProfile } from '@/features/profile/api/get-profile';
import { ProfileAvatar } from '@/features/profile/components/profile-avatar';
import { displayNameOf } from '@/features/profile/utils/initials';
import { useVipDrawer } from '@/features/vip/hooks/use-vip-drawer';

/** The avatar in the header and its menu: profile, VIP club (VIP players), log out. */
export function AvatarMenu({ isVip }: { isVip: boolean }) {
  const { t } = useTranslation();
  const { data: profile } = useProfile();
  const { open: openVip } = useVipDrawer();
  const logout = useLogout();
  const name = profile ? displayNameOf(profile.firstName, profile.lastName) : undefined;

  return (
    <DropdownMenu>
      <DropdownMenuTrigger
        data-testid="avatar-button"
        aria-label={t('Header.account_menu')}
        className="cursor-pointer rounded-full outline-none focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-gold-400"
      >
        <ProfileAvatar profile={profile ? { ...profile, isVip } : undefined} />
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end" className="w-64" data-testid="avatar-menu">
        <div className="flex flex-col gap-0.5 px-3 pt-2 pb-2.5">
          <span className="truncate text-sm font-semibold text-fg">
            {name ?? profile?.email ?? t('Profile.player')}
          </span>
          {profile && (
            <span className="text-xs text-subtle tabular-nums">
              {t('Profile.player_id', { id: profile.globalId })}
            </span>
          )}
        </div>
        <DropdownMenuSeparator />
        <DropdownMenuItem asChild data-testid="avatar-menu-profile">
          <Link to={paths.profile.getHref()}>
            <UserRound className="size-4 text-muted" />
            <span className="flex-1">{t('Header.profile')}</span>
            {profile?.isNameChangeAvailable && <span className="size-2 rounded-full bg-danger" />}
          </Link>
        </DropdownMenuItem>
        {isVip && (
          <DropdownMenuItem
            data-testid="avatar-menu-vip"
            onSelect={openVip}
            className="text-gold-300"
          >
            <Crown className="size-4" />
            {t('Vip.club')}
          </DropdownMenuItem>
        )}
        <DropdownMenuSeparator />
        <DropdownMenuItem
          data-testid="avatar-menu-logout"
          disabled={logout.isPending}
          onSelect={() => logout.mutate()}
        >
          <LogOut className="size-4 text-muted" />
          {t('Header.log_out')}
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
