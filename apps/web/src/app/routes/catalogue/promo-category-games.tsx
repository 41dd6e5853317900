import { Sparkles } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { usePromoCategories } from '@/features/games/api/get-promo-categories';
import { iconByName } from '@/features/games/utils/icon-by-name';
import { GamesPage } from './games-page';

/** `/promo-categories/{id}/games`: a promotional collection (New releases, Hot right now...). */
export function PromoCategoryGamesRoute() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const { data: promos } = usePromoCategories();
  const promo = promos?.find((item) => item.id === id);
  return (
    <GamesPage
      key={id}
      title={promo?.title ?? t('Routes.promo_category')}
      icon={promo ? iconByName(promo.icon) : Sparkles}
      filters={{ promoCategory: id }}
    />
  );
}
