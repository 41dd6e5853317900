import type { TProfile } from '@aurum/contracts/me';
import { Crown } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/cn';
import { displayNameOf } from '../utils/initials';
import { ProfileAvatar } from './profile-avatar';

/** Who the player is: avatar, name (or e-mail until the name is set), player id and VIP status. */
export function ProfileSummary({ profile, className }: { profile: TProfile; className?: string }) {
  const { t } = useTranslation();
  const name = displayNameOf(profile.firstName, profile.lastName);
  return (
    <section
      data-testid="profile-summary"
      className={cn(
        'relative flex min-w-0 items-center gap-4 overflow-hidden rounded-2xl border border-gold-500/15 bg-linear-to-br from-[#231c0e] via-surface to-surface p-5 sm:gap-5 sm:p-6',
        className,
      )}
    >
      <span
        aria-hidden
        className="absolute -top-16 -left-10 size-48 rounded-full bg-gold-500/15 blur-3xl"
      />
      <div className="relative">
        <ProfileAvatar profile={profile} size="lg" showNameDot={false} />
      </div>
      <div className="relative flex min-w-0 flex-col gap-1">
        <p className="truncate text-lg font-bold tracking-tight text-fg sm:text-xl">
          {name ?? profile.email ?? t('Profile.player')}
        </p>
        <p className="text-[13px] break-all text-muted tabular-nums">
          {t('Profile.player_id', { id: profile.globalId })}
        </p>
        {profile.isVip && (
          <span className="mt-1 flex w-fit items-center gap-1.5 rounded-full bg-linear-to-r from-gold-300 to-gold-500 px-2.5 py-0.5 text-xs font-bold text-[#1c1303]">
            <Crown className="size-3.5" />
            {t('Vip.badge')}
          </span>
        )}
      </div>
    </section>
  );
}
