import { FileText } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { EmptyState } from '@/components/ui/empty-state';
import { RoutePage } from './route-page';

export function PolicyRoute() {
  const { t } = useTranslation();
  const { host = '' } = useParams();
  return (
    <RoutePage title={t('Routes.policies')} icon={FileText} description={host}>
      <EmptyState
        icon={FileText}
        title={t('Policies.empty_title')}
        description={t('Policies.empty_description', { host })}
      />
    </RoutePage>
  );
}
