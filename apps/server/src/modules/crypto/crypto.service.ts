import { randomUUID } from 'node:crypto';
import { formatMinor, parseDecimal } from '@aurum/contracts/money';
import type { TCryptoMethod, TDepositAddress } from '@aurum/contracts/wallet';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import type { TUserRow } from '../users/users.service';
import type { CurrenciesService } from '../wallet/currencies.service';
import type { WalletService } from '../wallet/wallet.service';
import { createCryptoRepo } from './crypto.repo';
import { sandboxDepositAddress } from './sandbox-addresses';

/**
 * Crypto deposits: one stable address per player and network, incoming transfers that gain
 * confirmations on the chain and are credited once confirmed, below-minimum transfers
 * recorded (the player sees why) but never credited.
 */
export function createCryptoService(deps: {
  db: Db;
  wallet: WalletService;
  currencies: CurrenciesService;
  secret: string;
}) {
  const repo = createCryptoRepo(deps.db);

  async function network(code: string) {
    const [networks, currencies] = await Promise.all([
      deps.currencies.listNetworks(),
      deps.currencies.list(),
    ]);
    const found = networks.find((entry) => entry.code === code);
    const currency = found && currencies.find((entry) => entry.code === found.currencyCode);
    if (!found || !currency)
      throw new AppError('error_currency_not_supported', 400, { currency: code });
    return { ...found, currency };
  }

  return {
    async methods(): Promise<TCryptoMethod[]> {
      const [networks, currencies] = await Promise.all([
        deps.currencies.listNetworks(),
        deps.currencies.list(),
      ]);
      return networks.flatMap((entry) => {
        const currency = currencies.find((candidate) => candidate.code === entry.currencyCode);
        if (!currency) return [];
        const amount = (value: bigint) => formatMinor(value, currency.precision);
        return [
          {
            code: entry.code,
            name: entry.name,
            icon: entry.icon,
            iconBig: entry.icon,
            network: entry.network,
            precision: currency.precision,
            isFiat: false as const,
            displayFormat: currency.displayFormat,
            minDepositAmount: amount(entry.minDeposit),
            minWithdrawAmount: amount(entry.minWithdraw),
            withdrawAllowed: entry.withdrawAllowed,
            addressFormat: entry.addressRegex,
            memoRequired: entry.memoRequired,
            valuePresets: entry.valuePresets.map(amount),
            depositBonusAvailable: false,
            depositBonus: '0',
            additionalProviders: [],
          },
        ];
      });
    },

    async depositAddress(user: TUserRow, code: string): Promise<TDepositAddress> {
      const target = await network(code);
      const row = await repo.ensureAddress({
        userId: user.id,
        networkCode: target.code,
        address: sandboxDepositAddress(deps.secret, user.id, target),
      });
      return {
        address: row.address,
        memo: null,
        minAmount: formatMinor(target.minDeposit, target.currency.precision),
      };
    },

    /** The chain reports a transfer to one of our addresses. */
    async receive(input: { address: string; code: string; amount: string }) {
      const target = await network(input.code);
      const owner = await repo.findByAddress(input.address);
      if (!owner || owner.networkCode !== target.code)
        throw new AppError('error_invalid_address', 400);
      let amount: bigint;
      try {
        amount = parseDecimal(input.amount, target.currency.precision);
      } catch {
        throw new AppError('Validation.invalid_amount', 400, {
          precision: target.currency.precision,
        });
      }
      if (amount <= 0n) throw new AppError('Validation.invalid_amount', 400);
      const belowMinimum = amount < target.minDeposit;
      return deps.wallet.openDeposit({
        userId: owner.userId,
        type: 'deposit',
        status: belowMinimum ? 'declined' : 'pending',
        method: 'crypto',
        currencyCode: target.currency.code,
        amount,
        externalId: `chain-${randomUUID()}`,
        address: input.address,
        paymentDetails: belowMinimum
          ? `below_minimum:${formatMinor(target.minDeposit, target.currency.precision)}`
          : null,
        networkCode: target.code,
        confirmations: 0,
        requiredConfirmations: target.confirmations,
      });
    },

    /** New blocks: pending transfers gain confirmations; the fully confirmed are credited. */
    async mineBlocks(count: number): Promise<number> {
      let confirmed = 0;
      for (const pending of await deps.wallet.pendingChainDeposits()) {
        const confirmations = (pending.confirmations ?? 0) + count;
        const required = pending.requiredConfirmations ?? 1;
        if (confirmations >= required) {
          await deps.wallet.setConfirmations(pending.id, required);
          await deps.wallet.completeDeposit(pending.id);
          confirmed += 1;
        } else {
          await deps.wallet.setConfirmations(pending.id, confirmations);
        }
      }
      return confirmed;
    },
  };
}

export type CryptoService = ReturnType<typeof createCryptoService>;
