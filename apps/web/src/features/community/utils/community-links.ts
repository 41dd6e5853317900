import { env } from '@/config/env';

/** Languages whose players are sent to the Russian-language Telegram community. */
export const RUSSIAN_COMMUNITY_LANGUAGES: readonly string[] = ['ru', 'kk', 'az', 'uz', 'uk'];

export type TCommunityNetwork = 'telegram' | 'x' | 'instagram';

export interface TCommunityLink {
  network: TCommunityNetwork;
  href: string;
}

/** Community links for a language: Telegram by language group, Instagram Russian page for ru only. */
export function getCommunityLinks(language: string): TCommunityLink[] {
  const { community } = env;
  const telegram = RUSSIAN_COMMUNITY_LANGUAGES.includes(language)
    ? community.telegram.ru
    : community.telegram.default;
  const instagram = language === 'ru' ? community.instagram.ru : community.instagram.default;
  return [
    { network: 'telegram', href: telegram },
    { network: 'x', href: community.x },
    { network: 'instagram', href: instagram },
  ];
}
