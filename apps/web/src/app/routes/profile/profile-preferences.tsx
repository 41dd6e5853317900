import { ZLocaleCode } from '@aurum/contracts/languages';
import { Settings2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Card } from '@/components/ui/card';
import { FormField } from '@/components/ui/form-field';
import { Select } from '@/components/ui/select';
import { useUpdateMe } from '@/features/auth/api/update-me';
import { useSession } from '@/features/auth/hooks/use-session';
import { useLanguageMenu } from '@/features/languages/hooks/use-language-menu';
import { useDisplayCurrencies } from '@/features/wallet/api/get-display-currencies';
import { displayCurrencyName } from '@/features/wallet/utils/display-currency-name';
import { showToast } from '@/lib/toast';

/** Language (also switches the app) and display currency, saved to the account at once. */
export function ProfilePreferences({ className }: { className?: string }) {
  const { t, i18n } = useTranslation();
  const { me } = useSession();
  const languages = useLanguageMenu();
  const updateMe = useUpdateMe();
  const displayCurrencies = useDisplayCurrencies();
  if (!me) return null;
  // Until the list loads (or if it cannot), the current currency is the only choice.
  const listed = displayCurrencies.data ?? [];
  const currencies = listed.some(({ code }) => code === me.primaryCurrency)
    ? listed
    : [{ code: me.primaryCurrency, name: me.primaryCurrency }, ...listed];

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
          disabled={updateMe.isPending || !displayCurrencies.data}
          onChange={(event) => save({ currency: { primary: event.target.value } })}
        >
          {currencies.map((currency) => (
            <option key={currency.code} value={currency.code}>
              {currency.code} · {displayCurrencyName(currency, i18n.language)}
            </option>
          ))}
        </Select>
      </FormField>
    </Card>
  );
}
