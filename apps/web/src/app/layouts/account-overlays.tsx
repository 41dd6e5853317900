import { useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense } from 'react';
import { useAuthModal } from '@/features/auth/hooks/use-auth-modal';
import { useSession } from '@/features/auth/hooks/use-session';
import { BannerCarousel } from '@/features/banners/components/banner-carousel';
import { TimedOfferModal } from '@/features/billing/components/timed-offer-modal';
import { usePromoLink } from '@/features/bonuses/hooks/use-promo-link';
import { useBonuses } from '@/features/bonuses/api/get-bonuses';
import { DepositBonus } from '@/features/bonuses/components/deposit-bonus';
import { OfferGist } from '@/features/bonuses/components/offer-gist';
import { useBonusConditions } from '@/features/bonuses/hooks/use-bonus-conditions';
import { useBonusDrawerLink } from '@/features/bonuses/hooks/use-bonus-drawer-link';
import { useSupportModal } from '@/features/support/hooks/use-support-modal';
import { useVipDrawer } from '@/features/vip/hooks/use-vip-drawer';
import { getBalanceQueryOptions } from '@/features/wallet/api/get-balance';
import { useDepositSuccess } from '@/features/wallet/hooks/use-deposit-success';
import { RealityCheckReminder } from '@/features/responsible-gaming/components/reality-check-reminder';
import { useWheelModal } from '@/features/wheel/hooks/use-wheel-modal';
import { useBlockingError } from '@/lib/blocking-error';
import { signUpPromoStore } from '@/lib/sign-up-promo';
import { useBonusDrawer } from '@/lib/bonus-drawer';
import { DepositBonusSlotContext, type TDepositBonusSlotProps } from '@/lib/deposit-bonus-slot';
import { useWalletModal } from '@/lib/wallet-modal';
import { FirstBonusDrawer } from './first-bonus-drawer';

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
const WheelModal = lazy(() =>
  import('@/features/wheel/components/wheel-modal').then((m) => ({ default: m.WheelModal })),
);
const WheelTeaserModal = lazy(() =>
  import('@/features/wheel/components/wheel-teaser-modal').then((m) => ({
    default: m.WheelTeaserModal,
  })),
);
const VipDrawer = lazy(() =>
  import('@/features/vip/components/vip-drawer').then((m) => ({ default: m.VipDrawer })),
);
const BonusDrawer = lazy(() =>
  import('@/features/bonuses/components/bonus-drawer').then((m) => ({ default: m.BonusDrawer })),
);
const BonusConditionsModal = lazy(() =>
  import('@/features/bonuses/components/bonus-conditions-modal').then((m) => ({
    default: m.BonusConditionsModal,
  })),
);

const renderDepositBonus = (props: TDepositBonusSlotProps) => <DepositBonus {...props} />;

/** The offer the player's next deposit would get, when it is a welcome step. */
function useCurrentWelcomeOffer() {
  const bonuses = useBonuses();
  return bonuses.data?.templates.find(
    (template) => template.isCurrent && template.conditions.type === 'welcome',
  );
}

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
  const bonusDrawer = useBonusDrawer();
  const conditions = useBonusConditions();
  const welcomeOffer = useCurrentWelcomeOffer();
  useBonusDrawerLink();
  const wheel = useWheelModal();
  const queryClient = useQueryClient();
  // The teaser's sign-up and log-in replace it with the auth modal.
  const fromTeaser = (view: 'login' | 'register') => () => {
    wheel.close();
    auth.open(view);
  };
  // Another modal or an error screen is up: the drawer's and the offer's own openings wait.
  const modalOpen =
    auth.view !== null ||
    wallet.isOpen ||
    vip.isOpen ||
    support.isOpen ||
    depositSuccess.isOpen ||
    promoLink.code !== null ||
    wheel.isOpen ||
    blockingError !== null;

  return (
    <Suspense fallback={null}>
      {auth.view !== null && <AuthModal />}
      {me && wallet.isOpen && (
        <DepositBonusSlotContext value={renderDepositBonus}>
          <WalletModal
            banners={<BannerCarousel variant="compact" />}
            hasDeposits={me.hasDeposits}
            playerId={me.globalId}
          />
        </DepositBonusSlotContext>
      )}
      {me && depositSuccess.isOpen && <DepositSuccessModal />}
      {me && wheel.view === 'wheel' && (
        <WheelModal
          onClosed={() =>
            void queryClient.invalidateQueries({ queryKey: getBalanceQueryOptions().queryKey })
          }
        />
      )}
      {!me && wheel.view === 'teaser' && (
        <WheelTeaserModal onSignUp={fromTeaser('register')} onLogIn={fromTeaser('login')} />
      )}
      {me?.isVip && vip.isOpen && (
        <VipDrawer managerUsername={me.vipManager?.telegramUsername ?? null} />
      )}
      {bonusDrawer.isOpen && <BonusDrawer onSignUp={() => auth.open('register')} />}
      {conditions.bonus !== null && <BonusConditionsModal />}
      {me && <FirstBonusDrawer blocked={modalOpen} />}
      {me && <RealityCheckReminder />}
      {me && (
        <TimedOfferModal
          blocked={modalOpen || bonusDrawer.isOpen}
          offer={welcomeOffer ? <OfferGist conditions={welcomeOffer.conditions} /> : null}
        />
      )}
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
