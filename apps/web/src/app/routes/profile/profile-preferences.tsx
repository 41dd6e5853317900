import { ZLocaleCode } from '@aurum/contracts/languages';
import { Settings2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Card } from '@/components/ui/card';
import { FormField } from '@/components/ui/form-field';
import { Select } from '@/components/ui/select';
import { DISPLAY_CURRENCIES } from '@/config/currencies';
import { useUpdateMe } from '@/features/auth/api/update-me';
import { useSession } from '@/features/auth/hooks/use-session';
import { useLanguageMenu } from '@/features/languages/hooks/use-language-menu';
import { showToast } from '@/lib/toast';

function currencyName(code: string, language: string): string {
  try {
    return new Intl.DisplayNames([language], { type: 'currency' }).of(code) ?? code;
  } catch {
    return code;
  }
}

/** Language (also switches the app) and display currency, saved to the account at once. */
export function ProfilePreferences({ className }: { className?: string }) {
  const { t, i18n } = useTranslation();
  const { me } = useSession();
  const languages = useLanguageMenu();
  const updateMe = useUpdateMe();
  if (!me) return null;
  const currencies: readonly string[] = DISPLAY_CURRENCIES.some(
    (code) => code === me.primaryCurrency,
  )
    ? DISPLAY_CURRENCIES
    : [me.primaryCurrency, ...DISPLAY_CURRENCIES];

  const save = (body: Parameters<typeof updateMe.mutate>[0]) =>
    updateMe.mutate(body, {
      onSuccess: () => showToast({ type: 'success', message: t('Profile.preferences_saved') }),
      onError: () =>
        showToast({ type: 'error', message: t('Profile.errors.preferences_not_saved') }),
    });

  const onLanguage = (value: string) => {
    const code = ZLocaleCode.safeParse(value);
    if (code.success && languages.select(code.data)) save({ language: code.data });
  };

  return (
    <Card
      title={t('Profile.preferences')}
      icon={Settings2}
      testId="profile-preferences"
      className={className}
    >
      <FormField label={t('Profile.language')}>
        <Select
          data-testid="profile-language"
          value={languages.current.code}
          disabled={updateMe.isPending}
          onChange={(event) => onLanguage(event.target.value)}
        >
          {languages.options.map((language) => (
            <option key={language.code} value={language.code}>
              {language.title}
            </option>
          ))}
        </Select>
      </FormField>
      <FormField label={t('Profile.currency')} hint={t('Profile.currency_hint')}>
        <Select
          data-testid="profile-currency"
          value={me.primaryCurrency}
          disabled={updateMe.isPending}
          onChange={(event) => save({ currency: { primary: event.target.value } })}
        >
          {currencies.map((code) => (
            <option key={code} value={code}>
              {code} · {currencyName(code, i18n.language)}
            </option>
          ))}
        </Select>
      </FormField>
    </Card>
  );
}
