import { ArrowDownToLine, ArrowUpFromLine, History, type LucideIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@/components/ui/dialog';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { useWalletModal, WALLET_TABS, type TWalletTab } from '@/lib/wallet-modal';
import { DepositTab } from './deposit-tab';
import { HistoryTab } from './history-tab';
import { WithdrawTab } from './withdraw-tab';

const TAB_ICONS: Record<TWalletTab, LucideIcon> = {
  deposit: ArrowDownToLine,
  withdraw: ArrowUpFromLine,
  history: History,
};

const isWalletTab = (value: string): value is TWalletTab =>
  (WALLET_TABS as readonly string[]).includes(value);

/** The cashier: deposit, withdraw and history. Rendered for signed-in players only. */
export function WalletModal() {
  const { t } = useTranslation();
  const { tab, open, close } = useWalletModal();
  return (
    <Dialog open={tab !== null} onOpenChange={(isOpen) => !isOpen && close()}>
      <DialogContent side="sheet" data-testid="wallet-modal" className="gap-0 p-0">
        <div className="flex items-center gap-3 px-5 pt-5 pb-4 sm:px-6">
          <DialogTitle className="text-xl">{t('Wallet.title')}</DialogTitle>
          <DialogDescription className="sr-only">{t('Wallet.description')}</DialogDescription>
        </div>
        <Tabs
          value={tab ?? 'deposit'}
          onValueChange={(next) => isWalletTab(next) && open(next)}
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
              <DepositTab />
            </TabsContent>
            <TabsContent value="withdraw" className="outline-none">
              <WithdrawTab />
            </TabsContent>
            <TabsContent value="history" className="outline-none">
              <HistoryTab />
            </TabsContent>
          </div>
        </Tabs>
      </DialogContent>
    </Dialog>
  );
}
