import { IdCard } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Card } from '@/components/ui/card';
import { LoadErrorState } from '@/components/ui/load-error-state';
import { Skeleton } from '@/components/ui/skeleton';
import { useProfile } from '@/features/profile/api/get-profile';
import { PersonalDataForm } from '@/features/profile/components/personal-data-form';
import { ProfileSummary } from '@/features/profile/components/profile-summary';
import { ResponsibleGamingSection } from '@/features/responsible-gaming/components/responsible-gaming-section';
import { ProfilePreferences } from './profile-preferences';

function ProfileSkeleton() {
  return (
    <div
      aria-hidden
      data-testid="profile-loading"
      className="grid gap-5 lg:grid-cols-[minmax(0,1fr)_380px]"
    >
      <Skeleton className="h-[460px] rounded-2xl" />
      <div className="flex flex-col gap-5">
        <Skeleton className="h-32 rounded-2xl" />
        <Skeleton className="h-56 rounded-2xl" />
      </div>
    </div>
  );
}

/** The signed-in player's profile: who they are, personal data, language and currency. */
export function ProfileContent() {
  const { t } = useTranslation();
  const profile = useProfile();

  if (profile.isPending) return <ProfileSkeleton />;
  if (profile.isError) {
    return (
      <LoadErrorState
        testId="profile-error"
        description={t('Profile.load_error')}
        onRetry={() => void profile.refetch()}
        className="gap-4 px-6 py-16 sm:py-20"
        retryVariant="primary"
      />
    );
  }

  // Phones: who, personal data, preferences. Desktop: personal data left, the rest right.
  return (
    <div className="grid grid-cols-1 items-start gap-5 lg:grid-cols-[minmax(0,1fr)_380px] lg:grid-rows-[auto_1fr]">
      <ProfileSummary profile={profile.data} className="lg:col-start-2 lg:row-start-1" />
      <Card
        title={t('Profile.personal_data')}
        description={t('Profile.personal_data_description')}
        icon={IdCard}
        className="lg:col-start-1 lg:row-span-2 lg:row-start-1"
      >
        <PersonalDataForm profile={profile.data} />
      </Card>
      <ProfilePreferences className="lg:col-start-2 lg:row-start-2" />
      <ResponsibleGamingSection className="lg:col-span-2" />
    </div>
  );
}
