import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Skeleton } from '@/components/ui/skeleton';
import { cn } from '@/lib/cn';
import { useBanners } from '../api/get-banners';
import { useCarousel } from '../hooks/use-carousel';
import { BannerSlide } from './banner-slide';

const frameClass = {
  hero: 'h-[300px] sm:h-[280px] lg:h-[320px]',
  /** A strip above a panel's content (the wallet's deposit and withdraw tabs). */
  compact: 'h-[152px] sm:h-[164px]',
} as const;

export type TBannerCarouselVariant = keyof typeof frameClass;
const arrowClass =
  'absolute top-1/2 z-20 hidden size-10 -translate-y-1/2 cursor-pointer place-items-center rounded-full border border-white/10 bg-black/45 text-white backdrop-blur-md transition-all hover:border-gold-400/50 hover:bg-black/70 group-hover/carousel:opacity-100 sm:grid sm:opacity-0 focus-visible:opacity-100';

/**
 * The targeted banners: swipe, arrows, dots and autoplay that holds while hovered. `hero` on the
 * home page; `compact` (no arrows, short text) where it sits above other content.
 */
export function BannerCarousel({ variant = 'hero' }: { variant?: TBannerCarouselVariant }) {
  const compact = variant === 'compact';
  const { t } = useTranslation();
  const { data: banners, isPending } = useBanners();
  const count = banners?.length ?? 0;
  const { trackRef, index, goTo, paused, holdProps } = useCarousel(count);

  if (isPending) {
    return (
      <Skeleton
        className={cn(frameClass[variant], 'w-full', compact ? 'rounded-2xl' : 'rounded-3xl')}
      />
    );
  }
  if (!banners || count === 0) return null;

  return (
    <section
      data-testid="banner-carousel"
      data-paused={paused}
      aria-roledescription={t('Banners.carousel')}
      aria-label={t('Banners.title')}
      data-variant={variant}
      className={cn(
        'group/carousel relative shrink-0 overflow-hidden border border-gold-500/15 bg-[#0f1224]',
        compact ? 'rounded-2xl' : 'rounded-3xl',
        frameClass[variant],
      )}
      {...holdProps}
    >
      <div
        ref={trackRef}
        data-testid="banner-track"
        className="scrollbar-none flex h-full snap-x snap-mandatory overflow-x-auto overscroll-x-contain"
      >
        {banners.map((banner, position) => (
          <BannerSlide
            key={banner.id}
            banner={banner}
            active={position === index}
            compact={compact}
            position={t('Banners.position', { current: position + 1, total: count })}
          />
        ))}
      </div>
      {count > 1 && (
        <>
          {!compact && (
            <>
              <button
                type="button"
                data-testid="banner-prev"
                aria-label={t('Shared.previous')}
                onClick={() => goTo(index - 1)}
                className={cn(arrowClass, 'left-3')}
              >
                <ChevronLeft className="size-5" />
              </button>
              <button
                type="button"
                data-testid="banner-next"
                aria-label={t('Shared.next')}
                onClick={() => goTo(index + 1)}
                className={cn(arrowClass, 'right-3')}
              >
                <ChevronRight className="size-5" />
              </button>
            </>
          )}
          <div
            className={cn(
              'absolute z-20 flex gap-1.5',
              compact
                ? 'right-4 bottom-3'
                : 'bottom-4 left-1/2 -translate-x-1/2 sm:right-6 sm:left-auto sm:translate-x-0 lg:right-8',
            )}
          >
            {banners.map((banner, position) => (
              <button
                key={banner.id}
                type="button"
                data-testid="banner-dot"
                aria-label={t('Banners.position', { current: position + 1, total: count })}
                aria-current={position === index}
                onClick={() => goTo(position)}
                className={cn(
                  'h-1.5 cursor-pointer rounded-full transition-all',
                  position === index ? 'w-6 bg-gold-400' : 'w-1.5 bg-white/35 hover:bg-white/60',
                )}
              />
            ))}
          </div>
        </>
      )}
    </section>
  );
}
