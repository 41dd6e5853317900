import type { TProfile } from '@aurum/contracts/me';
import type { FieldErrors, UseFormRegister } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Alert } from '@/components/ui/alert';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { translateIssue } from '@/lib/i18n/translate-issue';
import type { TProfileFormValues } from '../utils/profile-form';

interface NameFieldsProps {
  profile: TProfile;
  register: UseFormRegister<TProfileFormValues>;
  errors: FieldErrors<TProfileFormValues>;
}

const NAME_FIELDS = [
  { name: 'firstName', label: 'Profile.first_name', autoComplete: 'given-name' },
  { name: 'lastName', label: 'Profile.last_name', autoComplete: 'family-name' },
] as const;

/** First and last name: editable once, with a warning before and a lock after. */
export function NameFields({ profile, register, errors }: NameFieldsProps) {
  const { t } = useTranslation();
  const locked = !profile.isNameChangeAvailable;
  const hint = locked ? t('Profile.name_locked_hint') : undefined;
  return (
    <div className="flex flex-col gap-4">
      {!locked && (
        <Alert tone="warning" testId="name-once-warning">
          {t('Profile.name_once_warning')}
        </Alert>
      )}
      <div className="grid gap-5 sm:grid-cols-2">
        {NAME_FIELDS.map(({ name, label, autoComplete }) => (
          <FormField
            key={name}
            label={t(label)}
            error={translateIssue(t, errors[name]?.message)}
            hint={hint}
          >
            <Input
              data-testid={`profile-${name === 'firstName' ? 'first' : 'last'}-name`}
              autoComplete={autoComplete}
              disabled={locked}
              {...register(name)}
            />
          </FormField>
        ))}
      </div>
    </div>
  );
}
