import { LoaderCircle } from 'lucide-react';
import { useEffect, useEffectEvent, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';

/** The next page loads once the list is scrolled within this distance of its end. */
export const LOAD_MORE_THRESHOLD_PX = 40;

/** Loads the next page when it scrolls into view (a button too, for keyboards and old browsers). */
export function LoadMore({ loading, onLoadMore }: { loading: boolean; onLoadMore: () => void }) {
  const { t } = useTranslation();
  const ref = useRef<HTMLDivElement>(null);
  const loadMore = useEffectEvent(onLoadMore);

  useEffect(() => {
    const element = ref.current;
    if (!element || loading || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) loadMore();
      },
      {
        root: element.closest('[data-scroll-root]'),
        rootMargin: `0px 0px ${LOAD_MORE_THRESHOLD_PX}px 0px`,
      },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [loading]);

  return (
    <div ref={ref} className="flex justify-center">
      <Button variant="ghost" size="sm" disabled={loading} onClick={onLoadMore}>
        {loading && <LoaderCircle className="size-4 animate-spin" />}
        {t('Wallet.show_more')}
      </Button>
    </div>
  );
}
