import { lazy, Suspense } from 'react';
import { useAuthModal } from '@/features/auth/hooks/use-auth-modal';
import { useSession } from '@/features/auth/hooks/use-session';
import { BannerCarousel } from '@/features/banners/components/banner-carousel';
import { TimedOfferModal } from '@/features/billing/components/timed-offer-modal';
import { usePromoLink } from '@/features/bonuses/hooks/use-promo-link';
import { useSupportModal } from '@/features/support/hooks/use-support-modal';
import { useVipDrawer } from '@/features/vip/hooks/use-vip-drawer';
import { useDepositSuccess } from '@/features/wallet/hooks/use-deposit-success';
import { useBlockingError } from '@/lib/blocking-error';
import { signUpPromoStore } from '@/lib/sign-up-promo';
import { useWalletModal } from '@/lib/wallet-modal';

// Loaded the first time they open: forms and the cashier stay out of the first download.
const AuthModal = lazy(() =>
  import('@/features/auth/components/auth-modal').then((m) => ({ default: m.AuthModal })),
);
const WalletModal = lazy(() =>
  import('@/features/wallet/components/wallet-modal').then((m) => ({ default: m.WalletModal })),
);
const DepositSuccessModal = lazy(() =>
  import('@/features/wallet/components/deposit-success-modal').then((m) => ({
    default: m.DepositSuccessModal,
  })),
);
const PromoCodeModal = lazy(() =>
  import('@/features/bonuses/components/promo-code-modal').then((m) => ({
    default: m.PromoCodeModal,
  })),
);
const VipDrawer = lazy(() =>
  import('@/features/vip/components/vip-drawer').then((m) => ({ default: m.VipDrawer })),
);

/** The account's overlays; players-only ones exist only while someone is signed in. */
export function AccountOverlays() {
  const { me, status } = useSession();
  const promoLink = usePromoLink();
  const auth = useAuthModal();
  const wallet = useWalletModal();
  const vip = useVipDrawer();
  const support = useSupportModal();
  const depositSuccess = useDepositSuccess();
  const blockingError = useBlockingError();
  // The timed offer never interrupts another modal or an error screen.
  const offerBlocked =
    auth.view !== null ||
    wallet.isOpen ||
    vip.isOpen ||
    support.isOpen ||
    depositSuccess.isOpen ||
    promoLink.code !== null ||
    blockingError !== null;

  return (
    <Suspense fallback={null}>
      {auth.view !== null && <AuthModal />}
      {me && wallet.isOpen && (
        <WalletModal banners={<BannerCarousel variant="compact" />} hasDeposits={me.hasDeposits} />
      )}
      {me && depositSuccess.isOpen && <DepositSuccessModal />}
      {me?.isVip && vip.isOpen && (
        <VipDrawer managerUsername={me.vipManager?.telegramUsername ?? null} />
      )}
      {me && <TimedOfferModal blocked={offerBlocked} />}
      {promoLink.code && status !== 'loading' && auth.view === null && (
        <PromoCodeModal
          code={promoLink.code}
          variant="link"
          isSignedIn={me !== null}
          onClose={promoLink.close}
          onSignUp={() => {
            // The sign-up form starts with the code the link carried.
            signUpPromoStore.open((promoLink.code ?? '').toUpperCase());
            promoLink.close();
            auth.open('register');
          }}
        />
      )}
    </Suspense>
  );
}
