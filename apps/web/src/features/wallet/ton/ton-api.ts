import { tonEndpoints, type TTonDeposit } from '@aurum/contracts/ton';
import { queryOptions, skipToken, useMutation, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { env } from '@/config/env';
import { apiRequest } from '@/lib/api-client';
import { USER_SCOPED_META } from '@/lib/query-meta';

/** How often a sent deposit's state is asked while the chain has not credited it yet. */
export const TON_DEPOSIT_POLL_MS = 3000;

export function getTonConfigQueryOptions() {
  return queryOptions({
    queryKey: ['wallet', 'ton-config'],
    queryFn: ({ signal }) => apiRequest(tonEndpoints.config, { signal }),
    staleTime: 10 * 60 * 1000,
  });
}

/** Whether and how the web talks to TON (network, TON API, TON Connect manifest). */
export function useTonConfig() {
  return useQuery(getTonConfigQueryOptions());
}

export function useCreateTonDeposit() {
  return useMutation({
    mutationFn: (body: { currency: string; amount: string }) =>
      apiRequest(tonEndpoints.deposit, { body: { ...body, provider: 'tonconnect' } }),
  });
}

/** A sent deposit's state, asked again until it is credited or expired. */
export function useTonDepositState(id: string | null) {
  return useQuery({
    queryKey: ['wallet', 'ton-deposit', id],
    queryFn:
      id === null
        ? skipToken
        : ({ signal }) => apiRequest(tonEndpoints.depositState, { params: { id }, signal }),
    refetchInterval: (query) =>
      query.state.data && query.state.data.status !== 'pending' ? false : TON_DEPOSIT_POLL_MS,
    meta: USER_SCOPED_META,
  });
}

/** The config's TON API base: a path on this platform's API, or a full URL. */
export const tonApiBase = (apiUrl: string) =>
  (apiUrl.startsWith('/') ? `${env.apiBaseUrl}${apiUrl}` : apiUrl).replace(/\/$/, '');

const ZAccount = z.object({ balance: z.union([z.string(), z.number()]) });
const ZJettonWallets = z.object({
  jetton_wallets: z.array(
    z.object({ address: z.string(), balance: z.union([z.string(), z.number()]) }),
  ),
});

/** What the connected wallet holds of one asset, in its smallest units. */
export interface TWalletAsset {
  units: bigint;
  /** The wallet's own jetton wallet of the asset (raw form); null for Toncoin or none yet. */
  jettonWallet: string | null;
}

async function tonApiGet(
  base: string,
  path: string,
  query: Record<string, string>,
  signal?: AbortSignal,
) {
  const response = await fetch(`${tonApiBase(base)}${path}?${new URLSearchParams(query)}`, {
    headers: { Accept: 'application/json' },
    signal,
  });
  // An account the chain never saw has nothing on it.
  if (response.status === 404) return null;
  if (!response.ok) throw new Error(`TON API ${path} answered ${response.status}`);
  return (await response.json()) as unknown;
}

/**
 * Reads the balance of `owner` from the TON API (toncenter v3): Toncoin from its account, a
 * jetton from the owner's jetton wallet of that master (its address is where a transfer goes).
 */
export async function readWalletAsset(
  apiUrl: string,
  owner: string,
  jettonMaster: string | null,
  signal?: AbortSignal,
): Promise<TWalletAsset> {
  if (jettonMaster === null) {
    const account = await tonApiGet(apiUrl, '/account', { address: owner }, signal);
    const units = account === null ? 0n : BigInt(ZAccount.parse(account).balance);
    return { units, jettonWallet: null };
  }
  const answer = await tonApiGet(
    apiUrl,
    '/jetton/wallets',
    { owner_address: owner, jetton_address: jettonMaster, limit: '1', offset: '0' },
    signal,
  );
  const wallet = answer === null ? undefined : ZJettonWallets.parse(answer).jetton_wallets[0];
  return wallet
    ? { units: BigInt(wallet.balance), jettonWallet: wallet.address }
    : { units: 0n, jettonWallet: null };
}

/** The connected wallet's holding of the asset; for a jetton, once its master is known. */
export function useWalletAsset(params: {
  apiUrl: string | undefined;
  owner: string | null;
  /** Undefined: a jetton whose master is not known yet (nothing to read). */
  jettonMaster: string | null | undefined;
}) {
  const { apiUrl, owner, jettonMaster } = params;
  return useQuery({
    queryKey: ['wallet', 'ton-asset', apiUrl, owner, jettonMaster],
    queryFn:
      apiUrl && owner && jettonMaster !== undefined
        ? ({ signal }) => readWalletAsset(apiUrl, owner, jettonMaster, signal)
        : skipToken,
    staleTime: 15_000,
  });
}

export type { TTonDeposit };
