import type { TTonSendRequest } from '@aurum/contracts/ton';
import { TON_TRANSFER } from '@aurum/contracts/ton';
import { Address, beginCell } from '@ton/core';
import type { Db, DbOrTx } from '../../db/client';
import {
  bocOf,
  canonicalAddress,
  cellOf,
  derivedAddress,
  jettonNotifyCell,
  NATIVE_TON,
  opOf,
  parseJettonTransfer,
  rawAddress,
  TON_OPS,
} from './ton-cells';

import { createSandboxTonRepo, type TSandboxTonQuery } from './ton-sandbox.repo';

type TSandboxTonRepo = ReturnType<typeof createSandboxTonRepo>;

/** A sandbox wallet refused a request, as a real wallet or the chain would: `code` is the detail. */
export class SandboxTonRefusal extends Error {
  constructor(
    readonly code: string,
    readonly status: 400 | 404 | 422 = 400,
  ) {
    super(code);
    this.name = 'SandboxTonRefusal';
  }
}

/** What a plain transfer costs the sender on top of its amount (nanotons). */
const TRANSFER_FEE = 5_000_000n;
/** What a jetton transfer's messages cost beyond the forwarded TON (nanotons). */
const JETTON_GAS = 30_000_000n;

/** What a new sandbox wallet holds: 50 TON and some of each configured jetton, by method code. */
const DEMO_BALANCES: Readonly<Record<string, bigint>> = {
  TON: 50_000_000_000n,
  USDTTON: 500_000_000n,
  NOT: 100_000_000_000_000n,
};

/**
 * The sandbox TON chain (outside production): balances and transactions in the database, and
 * a wallet that sends TON Connect requests for any address as its owner would, so the watcher
 * reads the same records through the same API as on the real chain.
 */
export function createSandboxTon(deps: {
  db: Db;
  /** The platform's deposit wallet (raw): it starts empty. */
  depositRaw: string;
  /** Jetton masters (raw) by method code. */
  masters: ReadonlyMap<string, string>;
  network: 'mainnet' | 'testnet';
}) {
  const { db } = deps;

  /** The jetton wallet of `owner` for `master`: derived, as the master would deploy it. */
  const jettonWallet = (owner: string, master: string) =>
    derivedAddress(`sandbox-jetton-wallet:${owner}:${master}`);

  /** A raw address of any form; 400 when it is none. */
  function raw(text: string): string {
    const found = canonicalAddress(text);
    if (!found) throw new SandboxTonRefusal('ton_invalid_address');
    return found;
  }

  /** `TON`, a method code or a master address, as the asset key (raw master). */
  function assetKey(text: string): string {
    if (text === NATIVE_TON) return NATIVE_TON;
    const byCode = deps.masters.get(text);
    if (byCode) return byCode;
    const master = canonicalAddress(text);
    if (!master || ![...deps.masters.values()].includes(master))
      throw new SandboxTonRefusal('ton_unknown_asset');
    return master;
  }

  /** A new wallet's demo balances (once; the deposit wallet gets none). */
  async function ensureWallet(trx: DbOrTx, address: string) {
    if (address === deps.depositRaw) return;
    await createSandboxTonRepo(trx).open([
      { address, asset: NATIVE_TON, amount: DEMO_BALANCES.TON ?? 0n },
      ...[...deps.masters].map(([code, master]) => ({
        address,
        asset: master,
        amount: DEMO_BALANCES[code] ?? 1_000_000_000n,
      })),
    ]);
  }

  /** Takes from a balance, refusing (and so rolling back the whole send) when it falls short. */
  async function debit(repo: TSandboxTonRepo, address: string, asset: string, amount: bigint) {
    if (!(await repo.debit(address, asset, amount)))
      throw new SandboxTonRefusal('ton_insufficient_balance', 422);
  }

  const balances = (address: string) => createSandboxTonRepo(db).balances(address);

  return {
    jettonWallet,
    raw,
    assetKey,
    masters: deps.masters,

    /** A wallet's balances by asset (a new wallet gets its demo balances first). */
    async balances(address: string) {
      const owner = raw(address);
      await ensureWallet(db, owner);
      return { owner, balances: await balances(owner) };
    },

    async fund(address: string, asset: string, amount: bigint) {
      const owner = raw(address);
      const key = assetKey(asset);
      await db.transaction(async (trx) => {
        await ensureWallet(trx, owner);
        await createSandboxTonRepo(trx).credit(owner, key, amount);
      });
      return { owner, balances: await balances(owner) };
    },

    /**
     * Sends a TON Connect transaction from `address`: each message a plain transfer (its
     * payload, e.g. a text comment, kept as the body) or a jetton transfer to the sender's own
     * jetton wallet (op 0x0f8a7ea5). All or nothing; refused when expired, for another
     * network, unreadable, or beyond the sender's balances.
     */
    async send(address: string, request: TTonSendRequest, now = new Date()) {
      const sender = raw(address);
      const nowSeconds = Math.floor(now.getTime() / 1000);
      if (request.validUntil < nowSeconds) throw new SandboxTonRefusal('ton_transaction_expired');
      if (request.network && request.network !== TON_TRANSFER.networks[deps.network])
        throw new SandboxTonRefusal('ton_wrong_network');
      if (request.from && canonicalAddress(request.from) !== sender)
        throw new SandboxTonRefusal('ton_wrong_sender');
      const hashes = await db.transaction(async (trx) => {
        const repo = createSandboxTonRepo(trx);
        await ensureWallet(trx, sender);
        const sent: string[] = [];
        for (const message of request.messages) {
          const destination = raw(message.address);
          const value = BigInt(message.amount);
          const payload = message.payload === undefined ? null : cellOf(message.payload);
          if (message.payload !== undefined && !payload)
            throw new SandboxTonRefusal('ton_invalid_payload');
          if (opOf(payload) === TON_OPS.jettonTransfer) {
            const master = [...deps.masters.values()].find(
              (candidate) => jettonWallet(sender, candidate) === destination,
            );
            if (!master) throw new SandboxTonRefusal('ton_unknown_jetton_wallet');
            const transfer = payload && parseJettonTransfer(payload);
            if (!transfer) throw new SandboxTonRefusal('ton_invalid_payload');
            if (value < transfer.forwardTonAmount + JETTON_GAS)
              throw new SandboxTonRefusal('ton_not_enough_gas', 422);
            const owner = rawAddress(transfer.destination);
            await debit(
              repo,
              sender,
              NATIVE_TON,
              transfer.forwardTonAmount + JETTON_GAS + TRANSFER_FEE,
            );
            await debit(repo, sender, master, transfer.amount);
            await repo.credit(owner, master, transfer.amount);
            await repo.credit(owner, NATIVE_TON, transfer.forwardTonAmount);
            const received = await repo.record({
              account: jettonWallet(owner, master),
              kind: 'jetton',
              asset: master,
              amount: transfer.amount,
              source: sender,
              owner,
              body: transfer.forwardPayload ? bocOf(transfer.forwardPayload) : null,
              forwardTon: transfer.forwardTonAmount,
              utime: nowSeconds,
            });
            sent.push(received.hash);
            if (transfer.forwardTonAmount > 0n) {
              // The recipient's jetton wallet tells its owner, with the forwarded TON.
              const notify = jettonNotifyCell({
                queryId: transfer.queryId,
                amount: transfer.amount,
                sender: Address.parse(sender),
                forwardPayload: transfer.forwardPayload,
              });
              await repo.record({
                account: owner,
                kind: 'ton',
                asset: NATIVE_TON,
                amount: transfer.forwardTonAmount,
                source: jettonWallet(owner, master),
                owner,
                body: bocOf(notify),
                utime: nowSeconds,
              });
            }
            continue;
          }
          await debit(repo, sender, NATIVE_TON, value + TRANSFER_FEE);
          await repo.credit(destination, NATIVE_TON, value);
          const received = await repo.record({
            account: destination,
            kind: 'ton',
            asset: NATIVE_TON,
            amount: value,
            source: sender,
            owner: destination,
            body: payload ? bocOf(payload) : null,
            utime: nowSeconds,
          });
          sent.push(received.hash);
        }
        return sent;
      });
      // What a wallet hands back: the external message it signed (here, one naming its sends).
      let refs = beginCell().endCell();
      for (const hash of hashes)
        refs = beginCell().storeBuffer(Buffer.from(hash, 'base64')).storeRef(refs).endCell();
      const boc = beginCell()
        .storeUint(request.validUntil, 32)
        .storeAddress(Address.parse(sender))
        .storeRef(refs)
        .endCell();
      return { boc: bocOf(boc), hashes };
    },

    /** Messages with TON received by an account, by logical time. */
    transactions: (account: string, query: TSandboxTonQuery) =>
      createSandboxTonRepo(db).list('ton', account, query),
    /** Jetton transfers received by an owner, by logical time. */
    jettonTransfers: (owner: string, query: TSandboxTonQuery) =>
      createSandboxTonRepo(db).list('jetton', owner, query),
  };
}

export type SandboxTon = ReturnType<typeof createSandboxTon>;
