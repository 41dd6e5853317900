import {
  ArrowDownToLine,
  ArrowLeft,
  ArrowUpFromLine,
  History,
  type LucideIcon,
} from 'lucide-react';
import { lazy, Suspense, useEffect, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@/components/ui/dialog';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { env } from '@/config/env';
import { useWalletModal, useWalletPending, WALLET_TABS, type TWalletTab } from '@/lib/wallet-modal';
import { useWalletView, walletNavigation, type TWalletView } from '../model/wallet-views';
import { DepositTab } from './deposit-tab';
import { FirstDepositPrompt } from './first-deposit-prompt';
import { HistoryTab } from './history-tab';
import { BotDepositView } from './views/bot-deposit-view';
import { CryptoDepositView } from './views/crypto-deposit-view';
import { CryptoWithdrawView } from './views/crypto-withdraw-view';
import { FiatAdditionalDetailsView } from './views/fiat-additional-details-view';
import { FiatDepositDetailsView } from './views/fiat-deposit-details-view';
import { FiatDepositView } from './views/fiat-deposit-view';
import { FiatWithdrawView } from './views/fiat-withdraw-view';
import { OpenDisputeView } from './views/open-dispute-view';
import { PaymentErrorView } from './views/payment-error-view';
import { PendingView } from './views/pending-view';
import { WithdrawDisabledView } from './views/withdraw-disabled-view';
import { WithdrawTab } from './withdraw-tab';

// TON Connect UI is large: it loads the first time a TON wallet deposit opens.
const TonDepositView = lazy(() =>
  import('./views/ton-deposit-view').then((m) => ({ default: m.TonDepositView })),
);

/** TON Connect UI's own modal lives outside the wallet: using it must not close the wallet. */
const isTonConnectWidget = (target: EventTarget | null) =>
  target instanceof Element && target.closest('#tc-widget-root') !== null;

const TAB_ICONS: Record<TWalletTab, LucideIcon> = {
  deposit: ArrowDownToLine,
  withdraw: ArrowUpFromLine,
  history: History,
};

const isWalletTab = (value: string): value is TWalletTab =>
  (WALLET_TABS as readonly string[]).includes(value);

function ViewBody({ view, playerId }: { view: TWalletView; playerId: string }) {
  switch (view.name) {
    case 'crypto-deposit':
      return <CryptoDepositView code={view.code} />;
    case 'crypto-deposit-ton':
      return (
        <Suspense fallback={null}>
          <TonDepositView code={view.code} playerId={playerId} />
        </Suspense>
      );
    case 'crypto-withdraw':
      return <CryptoWithdrawView code={view.code} provider={view.provider} />;
    case 'crypto-bot-deposit':
      return <BotDepositView provider="cryptobot" />;
    case 'x-rocket':
      return <BotDepositView provider="xrocket" />;
    case 'withdraw-disabled':
      return <WithdrawDisabledView code={view.code} />;
    case 'error':
      return <PaymentErrorView type={view.type} methodId={view.methodId} />;
    case 'fiat-deposit':
      return <FiatDepositView methodId={view.methodId} />;
    case 'fiat-deposit-additional-details':
      return <FiatAdditionalDetailsView methodId={view.methodId} amount={view.amount} />;
    case 'fiat-deposit-details':
      return <FiatDepositDetailsView orderId={view.orderId} step={view.step} />;
    case 'fiat-withdraw':
      return <FiatWithdrawView methodId={view.methodId} />;
    case 'open-dispute':
      return <OpenDisputeView orderId={view.orderId} />;
  }
}

interface WalletModalProps {
  /** The offers carousel above the deposit and withdraw methods (another feature's). */
  banners?: ReactNode;
  /** Whether the player ever deposited; without a deposit, closing asks for one first. */
  hasDeposits?: boolean;
  /** The signed-in player (a TON wallet connected under another account is dropped). */
  playerId?: string;
}

/**
 * The cashier: deposit, withdraw and history tabs, and the views a payment goes through (a
 * method's form, pending, error). Rendered for signed-in players only.
 */
export function WalletModal({ banners, hasDeposits = true, playerId = '' }: WalletModalProps) {
  const { t } = useTranslation();
  const { tab, close } = useWalletModal();
  const view = useWalletView();
  const { pending } = useWalletPending();
  const [asking, setAsking] = useState(false);

  // Spec 4 "Closing the wallet": no deposit yet and the flag on, closing asks for one first.
  // The spec skips the prompt when the player dragged the sheet away; this sheet has no drag
  // gesture (it closes by its button, Escape or a tap outside), so that case never arises.
  const requestClose = () => {
    if (!hasDeposits && env.features.firstDepositPrompt) setAsking(true);
    else close();
  };
  const depositInstead = () => {
    setAsking(false);
    walletNavigation.showTab('deposit');
  };
  const closeAnyway = () => {
    setAsking(false);
    close();
  };

  // Whatever view was open, the next opening starts on a tab.
  useEffect(() => () => walletNavigation.reset(), []);

  // Spec 2: a waiting-state fiat deposit details view has no back button and a blank title.
  const waitingDetails = view?.name === 'fiat-deposit-details' && view.step === 'waiting';
  const title = pending
    ? t(`Wallet.views.pending_${pending}`)
    : waitingDetails
      ? ''
      : view
        ? t(`Wallet.views.${view.name}`)
        : t('Wallet.title');

  return (
    <>
      <Dialog open={tab !== null} onOpenChange={(isOpen) => !isOpen && requestClose()}>
        <DialogContent
          side="sheet"
          data-testid="wallet-modal"
          className="gap-0 p-0"
          onInteractOutside={(event) => {
            if (isTonConnectWidget(event.target)) event.preventDefault();
          }}
        >
          <div className="flex items-center gap-3 px-5 pt-5 pb-4 sm:px-6">
            {view && !pending && !waitingDetails && (
              <button
                type="button"
                data-testid="wallet-back"
                aria-label={t('Shared.back')}
                onClick={() => walletNavigation.back()}
                className="-ml-1 grid size-8 cursor-pointer place-items-center rounded-lg text-muted transition-colors hover:bg-surface-3 hover:text-fg"
              >
                <ArrowLeft className="size-4.5" />
              </button>
            )}
            <DialogTitle className="text-xl" data-testid="wallet-title">
              {title}
            </DialogTitle>
            <DialogDescription className="sr-only">{t('Wallet.description')}</DialogDescription>
          </div>
          {pending ? (
            <div className="scrollbar-thin min-h-[420px] flex-1 overflow-y-auto px-5 pt-1 pb-6 sm:px-6">
              <PendingView type={pending} />
            </div>
          ) : view ? (
            <div
              data-scroll-root
              className="scrollbar-thin min-h-[420px] flex-1 overflow-y-auto px-5 pt-1 pb-6 sm:px-6"
            >
              <ViewBody view={view} playerId={playerId} />
            </div>
          ) : (
            <Tabs
              value={tab ?? 'deposit'}
              onValueChange={(next) => isWalletTab(next) && walletNavigation.showTab(next)}
              className="flex min-h-0 flex-1 flex-col"
            >
              <TabsList className="mx-5 sm:mx-6">
                {WALLET_TABS.map((value) => {
                  const Icon = TAB_ICONS[value];
                  return (
                    <TabsTrigger key={value} value={value} data-testid={`wallet-tab-${value}`}>
                      <Icon className="size-4" />
                      {t(`Wallet.tabs.${value}`)}
                    </TabsTrigger>
                  );
                })}
              </TabsList>
              <div
                data-scroll-root
                className="scrollbar-thin min-h-[420px] flex-1 overflow-y-auto px-5 pt-5 pb-6 sm:px-6"
              >
                <TabsContent value="deposit" className="outline-none">
                  <DepositTab banners={banners} />
                </TabsContent>
                <TabsContent value="withdraw" className="outline-none">
                  <WithdrawTab banners={banners} />
                </TabsContent>
                <TabsContent value="history" className="outline-none">
                  <HistoryTab />
                </TabsContent>
              </div>
            </Tabs>
          )}
        </DialogContent>
      </Dialog>
      <FirstDepositPrompt
        open={asking}
        onDeposit={depositInstead}
        onClose={closeAnyway}
        onDismiss={() => setAsking(false)}
      />
    </>
  );
}
