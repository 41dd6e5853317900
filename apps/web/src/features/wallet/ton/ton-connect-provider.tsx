import type { TTonConfig } from '@aurum/contracts/ton';
import { TonConnectUIProvider } from '@tonconnect/ui-react';
import { useMemo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { installSandboxWallet, sandboxWalletInfo } from './sandbox-wallet';

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
  return (
    <TonConnectUIProvider
      manifestUrl={config.manifestUrl}
      language={i18n.language === 'ru' ? 'ru' : 'en'}
      walletsListConfiguration={walletsListConfiguration}
      actionsConfiguration={{ notifications: [] }}
      analytics={{ mode: 'off' }}
    >
      {children}
    </TonConnectUIProvider>
  );
}
