import { useDocumentTitle } from '@/hooks/use-document-title';
import { GameSection } from '@/features/games/components/game-section';
import { GAME_SECTIONS } from '@/features/games/config/game-sections';
import { HomeHero } from './home-hero';
import { HomePromoCards } from './home-promo-cards';
import { HomeShortcuts } from './home-shortcuts';

export function HomeRoute() {
  useDocumentTitle();
  return (
    <div className="flex flex-col gap-8 lg:gap-10">
      <div className="flex flex-col gap-4">
        <HomeHero />
        <HomeShortcuts />
      </div>
      {GAME_SECTIONS.map((section) => (
        <GameSection key={section.key} section={section} />
      ))}
      <HomePromoCards />
    </div>
  );
}
