import { AuthErrorDetail } from '@aurum/contracts/auth';
import { ErrorDetail, ZValidationIssue } from '@aurum/contracts/http';
import type { TProfile } from '@aurum/contracts/me';
import type { UseFormSetError } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { isApiError } from '@/lib/api-error';
import { showToast } from '@/lib/toast';
import { useUpdateProfile } from '../api/update-profile';
import { toProfileUpdate, type TProfileFormValues } from '../utils/profile-form';

const FIELDS = ['firstName', 'lastName', 'gender', 'dateOfBirth'] as const;
const isField = (path: string): path is (typeof FIELDS)[number] =>
  (FIELDS as readonly string[]).includes(path);

/** Sends what changed; a success toasts, refusals land on their field or in a toast. */
export function useSaveProfile(profile: TProfile, setError: UseFormSetError<TProfileFormValues>) {
  const { t } = useTranslation();
  const update = useUpdateProfile();

  const showFailure = (error: unknown) => {
    if (!isApiError(error)) return;
    const { detail, params } = error;
    if (detail === 'Validation.underage') {
      setError('dateOfBirth', { type: 'server', message: detail });
      return;
    }
    const issues = z.array(ZValidationIssue).safeParse(params.fields);
    if (detail === ErrorDetail.validation && issues.success) {
      for (const issue of issues.data) {
        if (isField(issue.path)) setError(issue.path, { type: 'server', message: issue.message });
      }
      return;
    }
    const message =
      detail === AuthErrorDetail.nameChangeUnavailable
        ? t('Profile.errors.name_change_unavailable')
        : t(`Errors.${detail}`, { defaultValue: t('Errors.unexpected_error') });
    showToast({ type: 'error', message, errorKey: detail, errorTime: new Date() });
  };

  const submit = async (values: TProfileFormValues) => {
    const body = toProfileUpdate(values, profile);
    if (!body) return;
    try {
      await update.mutateAsync(body);
      showToast({ type: 'success', message: t('Profile.saved') });
    } catch (error) {
      showFailure(error);
    }
  };

  return { submit, isPending: update.isPending };
}
