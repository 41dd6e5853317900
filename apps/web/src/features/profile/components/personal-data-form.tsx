import type { TProfile } from '@aurum/contracts/me';
import { zodResolver } from '@hookform/resolvers/zod';
import { Lock, LoaderCircle } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { translateIssue } from '@/lib/i18n/translate-issue';
import { useSaveProfile } from '../hooks/use-save-profile';
import { EARLIEST_BIRTH_DATE, latestAdultBirthDate } from '../utils/adult';
import { toProfileFormValues, ZProfileForm } from '../utils/profile-form';
import { GenderField } from './gender-field';
import { NameFields } from './name-fields';

/** First and last name (once), gender, date of birth; the e-mail is shown, not edited. */
export function PersonalDataForm({ profile }: { profile: TProfile }) {
  const { t } = useTranslation();
  const form = useForm({
    resolver: zodResolver(ZProfileForm),
    values: toProfileFormValues(profile),
    mode: 'onTouched',
  });
  const { register, formState, handleSubmit } = form;
  const save = useSaveProfile(profile, form.setError);
  const { errors } = formState;

  return (
    <form
      data-testid="profile-form"
      noValidate
      onSubmit={(event) => void handleSubmit(save.submit)(event)}
      className="flex flex-col gap-5"
    >
      <NameFields profile={profile} register={register} errors={errors} />
      <div className="grid gap-5 sm:grid-cols-2">
        <GenderField registration={register('gender')} />
        <FormField
          label={t('Profile.date_of_birth')}
          error={translateIssue(t, errors.dateOfBirth?.message)}
          hint={t('Profile.date_of_birth_hint')}
        >
          <Input
            type="date"
            data-testid="profile-date-of-birth"
            autoComplete="bday"
            min={EARLIEST_BIRTH_DATE}
            max={latestAdultBirthDate(new Date())}
            className="[color-scheme:dark]"
            {...register('dateOfBirth')}
          />
        </FormField>
      </div>
      <FormField
        label={
          <span className="flex items-center gap-1.5">
            {t('Profile.email')}
            <Lock className="size-3" />
          </span>
        }
        hint={t('Profile.email_hint')}
      >
        <Input
          data-testid="profile-email"
          readOnly
          value={profile.email ?? '—'}
          className="cursor-default text-muted hover:border-line focus:border-line focus:bg-surface-2"
        />
      </FormField>
      <div className="flex justify-end">
        <Button
          type="submit"
          variant="primary"
          size="lg"
          data-testid="profile-save"
          disabled={!formState.isDirty || save.isPending}
          className="w-full sm:w-auto sm:min-w-40"
        >
          {save.isPending && <LoaderCircle className="size-4.5 animate-spin" />}
          {t('Profile.save')}
        </Button>
      </div>
    </form>
  );
}
