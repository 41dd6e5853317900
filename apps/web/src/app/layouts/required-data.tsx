import { useState } from 'react';
import { Preloader } from '@/components/ui/preloader';
import { useSession } from '@/features/auth/hooks/use-session';
import { useLanguages } from '@/features/languages/api/get-languages';
import { useLanguageSync } from '@/features/languages/hooks/use-language-sync';

/**
 * Loads what the shell needs before it is shown (the offered languages and who is signed in)
 * and covers the page with the preloader until that settles, successfully or not. Once gone,
 * the preloader does not come back.
 */
export function RequiredData() {
  const languages = useLanguages();
  const session = useSession();
  const languageReady = useLanguageSync(languages.data?.items, session.me?.language);
  const [loading, setLoading] = useState(true);
  if (loading && !languages.isPending && session.status !== 'loading' && languageReady) {
    setLoading(false);
  }
  return loading ? <Preloader /> : null;
}
