import type { TBanner } from '@aurum/contracts/catalogue';
import { ArrowRight, Crown, Gift, Rocket, Sparkles, Trophy, Zap } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { buttonVariants } from '@/components/ui/button-variants';
import { LoadingImage } from '@/components/ui/loading-image';
import { cn } from '@/lib/cn';
import { BannerCountdown } from './banner-countdown';
import { BannerLink } from './banner-link';
import { BannerVideo } from './banner-video';

/** Backdrops for banners whose picture cannot be loaded, picked by banner id. */
const BACKDROPS = [
  { tint: 'from-[#3a2608] via-[#1b1634] to-[#0c1020]', glow: 'bg-gold-500/35', icon: Sparkles },
  { tint: 'from-[#0e3a2e] via-[#111831] to-[#0c1020]', glow: 'bg-mint-500/30', icon: Zap },
  { tint: 'from-[#2d1450] via-[#151531] to-[#0c1020]', glow: 'bg-violet-500/40', icon: Gift },
  { tint: 'from-[#3d1028] via-[#1a1430] to-[#0c1020]', glow: 'bg-danger/30', icon: Trophy },
  { tint: 'from-[#102a48] via-[#121a33] to-[#0c1020]', glow: 'bg-sky-500/30', icon: Crown },
  { tint: 'from-[#3a1a08] via-[#1c1430] to-[#0c1020]', glow: 'bg-orange-500/30', icon: Rocket },
] as const;

function BannerArt({ id }: { id: number }) {
  const { tint, glow, icon: Icon } = BACKDROPS[id % BACKDROPS.length] ?? BACKDROPS[0];
  return (
    <div
      data-testid="banner-art"
      aria-hidden
      className={cn('absolute inset-0 -z-10 overflow-hidden bg-linear-to-br', tint)}
    >
      <span className={cn('absolute -top-24 right-[8%] size-80 rounded-full blur-3xl', glow)} />
      <span className="absolute -bottom-32 left-[30%] size-72 rounded-full bg-white/5 blur-3xl" />
      <Icon
        strokeWidth={1}
        className="absolute top-1/2 -right-10 size-72 -translate-y-1/2 rotate-12 text-white/10 sm:right-[6%] sm:size-80"
      />
      <span className="absolute inset-0 bg-[radial-gradient(circle_at_1px_1px,rgb(255_255_255/0.07)_1px,transparent_0)] bg-[length:22px_22px]" />
    </div>
  );
}

interface BannerSlideProps {
  banner: TBanner;
  position: string;
  active: boolean;
  /** A short strip: the title, the countdown and a small call to action. */
  compact?: boolean;
}

/** One banner: its picture or video, title, text, call to action and countdown. */
export function BannerSlide({ banner, position, active, compact = false }: BannerSlideProps) {
  const { t } = useTranslation();
  return (
    <div
      role="group"
      aria-roledescription={t('Banners.slide')}
      aria-label={position}
      aria-hidden={!active}
      inert={!active}
      data-testid="banner-slide"
      className="relative isolate flex h-full w-full shrink-0 snap-start snap-always overflow-hidden"
    >
      {banner.video ? (
        <BannerVideo src={banner.video} poster={banner.imageBg} />
      ) : (
        <LoadingImage
          src={banner.imageBg}
          alt=""
          loading="eager"
          className="absolute inset-0 -z-10 size-full object-cover"
          fallback={<BannerArt id={banner.id} />}
        />
      )}
      <div
        aria-hidden
        className={cn(
          'absolute inset-0 -z-10',
          compact
            ? 'bg-linear-to-r from-[#0b0e17]/90 via-[#0b0e17]/55 to-transparent'
            : 'bg-linear-to-t from-[#0b0e17]/95 via-[#0b0e17]/55 to-transparent sm:bg-linear-to-r sm:from-[#0b0e17]/90 sm:via-[#0b0e17]/45',
        )}
      />
      {banner.imageFg && (
        <img
          src={banner.imageFg}
          alt=""
          aria-hidden
          className="absolute right-0 bottom-0 -z-10 h-full w-auto max-w-[55%] object-contain object-bottom"
        />
      )}
      <div
        className={cn(
          'flex flex-col',
          compact
            ? 'my-auto max-w-[78%] gap-2 p-4 sm:px-5'
            : 'mt-auto max-w-2xl gap-2.5 p-5 pb-10 sm:my-auto sm:gap-3 sm:py-8 sm:pr-8 sm:pl-16 lg:pl-20',
        )}
      >
        <h2
          className={cn(
            'leading-tight font-extrabold tracking-tight text-balance text-fg',
            compact ? 'line-clamp-2 text-lg sm:text-xl' : 'text-2xl sm:text-3xl lg:text-[40px]',
          )}
        >
          {banner.title}
        </h2>
        {banner.text && !compact && (
          <p className="line-clamp-2 max-w-md text-[13px] leading-relaxed text-[#c3cadb] sm:text-[15px]">
            {banner.text}
          </p>
        )}
        {banner.endsAt && <BannerCountdown endsAt={banner.endsAt} />}
        {banner.url && (
          <BannerLink
            url={banner.url}
            target={banner.linkTarget}
            className={cn(
              buttonVariants({ variant: 'primary', size: compact ? 'sm' : 'md' }),
              'mt-1 w-fit',
              compact ? 'px-3.5' : 'px-5',
            )}
          >
            {t('Banners.cta')}
            <ArrowRight className="size-4" />
          </BannerLink>
        )}
      </div>
    </div>
  );
}
