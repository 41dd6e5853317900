import type { TProfile } from '@aurum/contracts/me';
import { Crown, UserRound } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/cn';
import { initialsOf } from '../utils/initials';

type TAvatarProfile = Pick<TProfile, 'firstName' | 'lastName' | 'isVip' | 'isNameChangeAvailable'>;

const SIZES = {
  md: {
    box: 'size-9 sm:size-10',
    text: 'text-[13px]',
    icon: 'size-[18px]',
    crown: 'size-3.5 -right-1 -bottom-1',
  },
  lg: {
    box: 'size-16 sm:size-20',
    text: 'text-xl sm:text-2xl',
    icon: 'size-8',
    crown: 'size-6 -right-1 -bottom-1',
  },
} as const;

/**
 * The player's initials (an icon until the name is set). VIP players get a gold ring and a crown;
 * a red dot says the name can still be set.
 */
export function ProfileAvatar({
  profile,
  size = 'md',
  showNameDot = true,
}: {
  profile: TAvatarProfile | undefined;
  size?: keyof typeof SIZES;
  showNameDot?: boolean;
}) {
  const { t } = useTranslation();
  const sizing = SIZES[size];
  const initials = profile ? initialsOf(profile.firstName, profile.lastName) : '';
  const vip = profile?.isVip === true;
  return (
    <span
      data-testid="profile-avatar"
      data-vip={vip || undefined}
      className={cn(
        'relative grid shrink-0 place-items-center rounded-full p-[2px]',
        vip ? 'bg-linear-to-br from-gold-200 via-gold-400 to-gold-700 shadow-gold' : 'bg-line',
        sizing.box,
      )}
    >
      <span
        className={cn(
          'grid size-full place-items-center rounded-full bg-linear-to-b from-surface-3 to-surface-2 font-bold',
          vip ? 'text-gold-300' : 'text-fg',
          sizing.text,
        )}
      >
        {initials || <UserRound className={cn('text-muted', sizing.icon)} />}
      </span>
      {vip && (
        <Crown
          aria-label={t('Vip.badge')}
          className={cn('absolute rounded-full bg-gold-400 p-0.5 text-[#1c1303]', sizing.crown)}
          strokeWidth={2.4}
        />
      )}
      {showNameDot && profile?.isNameChangeAvailable && (
        <span
          data-testid="name-change-dot"
          className="absolute -top-0.5 -right-0.5 size-3 rounded-full border-2 border-bg bg-danger"
        >
          <span className="sr-only">{t('Profile.name_change_available')}</span>
        </span>
      )}
    </span>
  );
}
