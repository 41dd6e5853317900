import { ZLocaleCode, type TLocaleCode } from '@aurum/contracts/languages';
import { useTranslation } from 'react-i18next';

/** The interface language as the API's `language` parameter (localised titles and texts). */
export function useApiLanguage(): TLocaleCode | undefined {
  const { i18n } = useTranslation();
  const parsed = ZLocaleCode.safeParse(i18n.language);
  return parsed.success ? parsed.data : undefined;
}
