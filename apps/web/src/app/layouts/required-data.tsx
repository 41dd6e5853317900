import { Preloader } from '@/components/ui/preloader';
import { useLanguages } from '@/features/languages/api/get-languages';
import { useLanguageSync } from '@/features/languages/hooks/use-language-sync';

/**
 * Loads what the shell needs before it is shown (the offered languages) and covers the page
 * with the preloader until that request settles, successfully or not.
 */
export function RequiredData() {
  const languages = useLanguages();
  const languageReady = useLanguageSync(languages.data?.items);
  return languages.isPending || !languageReady ? <Preloader /> : null;
}
