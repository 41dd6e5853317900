import { BannerCarousel } from '@/features/banners/components/banner-carousel';
import { useSession } from '@/features/auth/hooks/use-session';
import { GameSearchBar } from '@/features/games/components/game-search-bar';
import { LastGamesRow } from '@/features/games/components/last-games-row';
import { LastBetsTicker } from '@/features/last-bets/components/last-bets-ticker';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { HomeHero } from './home-hero';
import { HomePromoCards } from './home-promo-cards';
import { HomeRows } from './home-rows';
import { HomeShortcuts } from './home-shortcuts';

/** Rows shown above the visitors' sign-up hero. */
const ROWS_BEFORE_HERO = 2;

export function HomeRoute() {
  useDocumentTitle();
  const { isSignedIn } = useSession();
  return (
    <div className="flex flex-col gap-7 lg:gap-9">
      <div className="flex flex-col gap-4">
        <BannerCarousel />
        <GameSearchBar />
        <HomeShortcuts />
      </div>
      {isSignedIn && <LastGamesRow />}
      <HomeRows start={0} end={ROWS_BEFORE_HERO} />
      {!isSignedIn && <HomeHero />}
      <HomeRows start={ROWS_BEFORE_HERO} />
      <LastBetsTicker />
      <HomePromoCards />
    </div>
  );
}
