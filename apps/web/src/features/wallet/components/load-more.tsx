import { LoaderCircle } from 'lucide-react';
import { useEffect, useEffectEvent, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { isNearEnd } from '../utils/scroll-end';

/**
 * Loads the next page when the nearest `data-scroll-root` ancestor (the wallet's scrolling
 * body) is scrolled within 40 px of its end, or when the list does not fill it; a button too,
 * for keyboards.
 */
export function LoadMore({ loading, onLoadMore }: { loading: boolean; onLoadMore: () => void }) {
  const { t } = useTranslation();
  const ref = useRef<HTMLDivElement>(null);
  const loadMore = useEffectEvent(onLoadMore);

  useEffect(() => {
    const root = ref.current?.closest<HTMLElement>('[data-scroll-root]');
    if (!root || loading) return;
    // Once per page: scroll events keep coming until the request shows as loading.
    let asked = false;
    const check = () => {
      if (asked || !isNearEnd(root)) return;
      asked = true;
      loadMore();
    };
    check();
    root.addEventListener('scroll', check, { passive: true });
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(check);
    observer?.observe(root);
    return () => {
      root.removeEventListener('scroll', check);
      observer?.disconnect();
    };
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
