import type { TTonConfig } from '@aurum/contracts/ton';
import { TonConnect, TonConnectUIProvider } from '@tonconnect/ui-react';
import { useMemo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { installSandboxWallet, sandboxWalletInfo } from './sandbox-wallet';

/**
 * The wallets list the sandbox offers besides its own wallet: none. It is served by the app, so
 * TON Connect never waits on the public list (config.ton.org) where the sandbox chain is all
 * there is (offline development and CI included); restoring a connection waits on that list.
 */
const SANDBOX_WALLETS_LIST = '/tonconnect-sandbox-wallets.json';

/** TON Connect UI for the deposit view, with the sandbox wallet listed when the server allows it. */
export function TonConnectProvider({
  config,
  children,
}: {
  config: TTonConfig;
  children: ReactNode;
}) {
  const { i18n } = useTranslation();
  if (config.sandboxWallet) installSandboxWallet(config.network);
  const walletsListConfiguration = useMemo(
    () => (config.sandboxWallet ? { includeWallets: [sandboxWalletInfo] } : undefined),
    [config.sandboxWallet],
  );
  const connection = useMemo(
    () =>
      config.sandboxWallet
        ? {
            connector: new TonConnect({
              manifestUrl: config.manifestUrl,
              walletsListSource: SANDBOX_WALLETS_LIST,
            }),
          }
        : { manifestUrl: config.manifestUrl },
    [config.sandboxWallet, config.manifestUrl],
  );
  return (
    <TonConnectUIProvider
      {...connection}
      language={i18n.language === 'ru' ? 'ru' : 'en'}
      walletsListConfiguration={walletsListConfiguration}
      actionsConfiguration={{ notifications: [] }}
      analytics={{ mode: 'off' }}
    >
      {children}
    </TonConnectUIProvider>
  );
}
