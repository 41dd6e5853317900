import { useTranslation } from 'react-i18next';
import { PillNav } from '@/components/ui/pill-nav';
import { paths } from '@/config/paths';
import { SPORTS } from '@/features/sportsbook/config/sports';

export function SportsPills() {
  const { t } = useTranslation();
  const items = SPORTS.map((sport) => ({
    to: paths.sport.getHref(sport.slug),
    label: t(sport.title),
    icon: sport.icon,
  }));
  return <PillNav items={items} label={t('Sportsbook.sports_title')} tone="mint" />;
}
