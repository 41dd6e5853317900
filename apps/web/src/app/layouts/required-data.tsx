import { useState } from 'react';
import { Preloader } from '@/components/ui/preloader';
import { useSession } from '@/features/auth/hooks/use-session';
import { useLanguages } from '@/features/languages/api/get-languages';
import { useLanguageSync } from '@/features/languages/hooks/use-language-sync';
import { useTelegramSession } from '@/lib/telegram/telegram-session';

/**
 * Loads what the shell needs before it is shown (the offered languages and who is signed in)
 * and covers the page with the preloader until that settles, successfully or not, and in the
 * Telegram-bot build until the mini-app's start-up has ended. Once gone, the preloader does not
 * come back.
 */
export function RequiredData() {
  const languages = useLanguages();
  const session = useSession();
  const languageReady = useLanguageSync(languages.data?.items, session.me?.language);
  const telegramStarting = useTelegramSession((telegram) => telegram.isStarting);
  const [loading, setLoading] = useState(true);
  const settled = !languages.isPending && session.status !== 'loading' && languageReady;
  if (loading && settled && !telegramStarting) {
    setLoading(false);
  }
  return loading ? <Preloader /> : null;
}
