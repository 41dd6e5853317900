import { SearchX } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '@/components/ui/empty-state';
import { LoadErrorState } from '@/components/ui/load-error-state';
import { Skeleton } from '@/components/ui/skeleton';
import { isApiError } from '@/lib/api-error';
import type { usePromoCode } from '../api/get-promo-code';
import { PromoCodeTerms } from './promo-code-terms';

/** A code's terms as a modal shows them, with its loading, unknown-code and error states. */
export function PromoCodeDetails({ query }: { query: ReturnType<typeof usePromoCode> }) {
  const { t } = useTranslation();
  if (query.isPending)
    return (
      <div data-testid="promo-code-loading" className="flex flex-col gap-3">
        <Skeleton className="h-28 rounded-2xl" />
        <Skeleton className="h-24 rounded-xl" />
      </div>
    );
  if (query.isError) {
    if (isApiError(query.error) && query.error.status === 404)
      return (
        <EmptyState
          testId="promo-code-unknown"
          icon={SearchX}
          size="compact"
          title={t('Bonuses.errors.promo_code_not_found')}
          description={t('Bonuses.promo.unknown_description')}
        />
      );
    return (
      <LoadErrorState
        testId="promo-code-error"
        description={t('Bonuses.promo.load_failed')}
        onRetry={() => void query.refetch()}
      />
    );
  }
  return <PromoCodeTerms info={query.data} />;
}
