import { ArrowRight, Sparkles } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { useAuthModal } from '@/features/auth/hooks/use-auth-modal';
import { useSession } from '@/features/auth/hooks/use-session';
import { useWalletModal } from '@/lib/wallet-modal';

/** The welcome banner: sign-up for visitors, top-up for players. */
export function HomeHero() {
  const { t } = useTranslation();
  const { open } = useAuthModal();
  const { isSignedIn } = useSession();
  const { open: openWallet } = useWalletModal();
  return (
    <section
      data-testid="home-hero"
      className="relative isolate flex min-h-[500px] overflow-hidden rounded-3xl border border-gold-500/15 bg-[#0f1224] sm:min-h-[380px] lg:min-h-[360px]"
    >
      <div
        aria-hidden
        className="absolute inset-0 -z-10 bg-[radial-gradient(90%_80%_at_82%_35%,rgb(245_177_32/0.30),transparent_60%),radial-gradient(70%_90%_at_0%_100%,rgb(124_92_255/0.28),transparent_65%),linear-gradient(135deg,#1b1634_0%,#111831_45%,#0c1020_100%)]"
      />
      <img
        src="/images/hero-art.svg"
        alt=""
        aria-hidden
        className="pointer-events-none absolute -top-12 -right-12 -z-10 h-[250px] w-auto max-w-none opacity-95 sm:top-1/2 sm:-right-10 sm:h-[120%] sm:-translate-y-1/2 lg:right-0 xl:right-[4%]"
      />
      <div
        aria-hidden
        className="absolute inset-0 -z-10 bg-linear-to-t from-[#0c1020] from-45% via-[#0c1020]/60 via-65% to-transparent sm:bg-linear-to-r sm:from-[#0c1020]/90 sm:via-[#0c1020]/40"
      />
      <div className="mt-auto flex max-w-xl flex-col gap-4 p-6 sm:my-auto sm:p-10 lg:p-12">
        <span className="flex w-fit items-center gap-1.5 rounded-full border border-gold-500/30 bg-gold-500/10 px-3 py-1 text-xs font-semibold text-gold-300">
          <Sparkles className="size-3.5" />
          {t('Home.hero_kicker')}
        </span>
        <h1 className="text-[34px] leading-[1.05] font-extrabold tracking-tight text-fg sm:text-5xl lg:text-[56px]">
          {t('Home.hero_title')} <span className="text-gold-gradient">Aurum</span>
        </h1>
        <p className="max-w-md text-[15px] leading-relaxed text-[#b7bfd3]">
          {isSignedIn ? t('Home.hero_description_player') : t('Home.hero_description')}
        </p>
        <div className="mt-2 flex flex-wrap gap-3 [&>*]:flex-1 sm:[&>*]:flex-none">
          {isSignedIn ? (
            <Button
              variant="primary"
              size="lg"
              className="px-8"
              onClick={() => openWallet('deposit')}
            >
              {t('Wallet.top_up')}
            </Button>
          ) : (
            <Button variant="primary" size="lg" className="px-8" onClick={() => open('register')}>
              {t('Home.hero_cta')}
            </Button>
          )}
          <Button variant="outline" size="lg" className="bg-bg/30 backdrop-blur" asChild>
            <Link to={paths.categoryGames.getHref('slots')}>
              {t('Home.hero_secondary')}
              <ArrowRight className="size-4" />
            </Link>
          </Button>
        </div>
      </div>
    </section>
  );
}
