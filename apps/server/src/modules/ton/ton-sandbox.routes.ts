import { sandboxTonEndpoints } from '@aurum/contracts/ton';
import { z } from 'zod';
import { AppError } from '../../lib/app-error';
import { fromEndpoint, type App } from '../../lib/http';
import { friendlyAddress, NATIVE_TON, commentOf, cellOf, opOf } from './ton-cells';
import { SandboxTonRefusal, type SandboxTon } from './ton-sandbox';
import type { TSandboxTonTx } from './ton-sandbox.repo';
import type { TonService } from './ton.service';

/** Where the sandbox chain's API lives: the toncenter v3 protocol, in process. */
export const TON_SANDBOX_API_ROOT = '/api/sandbox/ton/api/v3';

const ZAddressQuery = z.string().min(48).max(70);
const ZPage = {
  start_lt: z.coerce.bigint().min(0n).default(0n),
  limit: z.coerce.number().int().min(1).max(1000).default(128),
  offset: z.coerce.number().int().min(0).default(0),
  sort: z.enum(['asc', 'desc']).default('desc'),
};

/** `0x0f8a7ea5`, as toncenter prints an op code. */
const opcodeText = (op: number | null) =>
  op === null ? null : `0x${op.toString(16).padStart(8, '0')}`;

/** A sandbox transaction as toncenter v3 describes one (the fields a client reads, and more). */
function transactionJson(tx: TSandboxTonTx) {
  const body = tx.body ? cellOf(tx.body) : null;
  const comment = commentOf(body);
  return {
    account: tx.account,
    hash: tx.hash,
    lt: tx.lt.toString(),
    now: tx.utime,
    mc_block_seqno: null,
    trace_id: tx.hash,
    prev_trans_hash: null,
    prev_trans_lt: null,
    orig_status: 'active',
    end_status: 'active',
    total_fees: '0',
    description: { type: 'ord', aborted: false, destroyed: false, credit_first: true },
    in_msg: {
      hash: tx.hash,
      source: tx.source,
      destination: tx.account,
      value: tx.amount.toString(),
      fwd_fee: '0',
      ihr_fee: '0',
      created_lt: (tx.lt - 1n).toString(),
      created_at: String(tx.utime),
      opcode: opcodeText(opOf(body)),
      ihr_disabled: true,
      bounce: false,
      bounced: false,
      import_fee: null,
      message_content: {
        hash: null,
        body: tx.body,
        decoded: comment === null ? null : { type: 'text_comment', comment },
      },
      init_state: null,
    },
    out_msgs: [],
    account_state_before: null,
    account_state_after: null,
    emulated: false,
  };
}

/** A sandbox jetton transfer as toncenter v3's `/jetton/transfers` lists one. */
function jettonTransferJson(tx: TSandboxTonTx, sandbox: SandboxTon) {
  const payload = tx.body ? cellOf(tx.body) : null;
  const comment = commentOf(payload);
  return {
    query_id: '0',
    source: tx.source,
    destination: tx.owner,
    amount: tx.amount.toString(),
    source_wallet: sandbox.jettonWallet(tx.source, tx.asset),
    jetton_master: tx.asset,
    transaction_hash: tx.hash,
    transaction_lt: tx.lt.toString(),
    transaction_now: tx.utime,
    transaction_aborted: false,
    response_destination: tx.source,
    custom_payload: null,
    decoded_custom_payload: null,
    forward_ton_amount: (tx.forwardTon ?? 0n).toString(),
    forward_payload: tx.body,
    decoded_forward_payload: comment === null ? null : { type: 'text_comment', comment },
    trace_id: tx.hash,
  };
}

/** A refusal as the HTTP answer the sandbox gives (4xx with its detail). */
async function refusing<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof SandboxTonRefusal) throw new AppError(error.code, error.status);
    throw error;
  }
}

/**
 * The sandbox TON chain over HTTP (outside production): the toncenter v3 calls the watcher and
 * the web make (`/transactions`, `/jetton/transfers`, `/account`, `/walletStates`,
 * `/jetton/wallets`), the wallet that plays the player's part (`send`, `fund`), and the control
 * that runs the watcher now.
 */
export function tonSandboxRoutes(
  app: App,
  deps: { sandbox: SandboxTon; ton: TonService; testnet: boolean },
) {
  const { sandbox } = deps;
  const friendly = (raw: string, bounceable: boolean) =>
    friendlyAddress(raw, { bounceable, testnet: deps.testnet });
  const addressBook = (addresses: string[]) =>
    Object.fromEntries(
      [...new Set(addresses)].map((raw) => [
        raw,
        { user_friendly: friendly(raw, false), domain: null },
      ]),
    );

  app.route({
    method: 'GET',
    url: `${TON_SANDBOX_API_ROOT}/transactions`,
    schema: { querystring: z.object({ account: ZAddressQuery, ...ZPage }), tags: ['sandbox'] },
    async handler(request) {
      const q = request.query;
      const rows = await refusing(() =>
        sandbox.transactions(sandbox.raw(q.account), {
          startLt: q.start_lt,
          limit: q.limit,
          offset: q.offset,
          desc: q.sort === 'desc',
        }),
      );
      return {
        transactions: rows.map(transactionJson),
        address_book: addressBook(rows.flatMap((row) => [row.account, row.source])),
      };
    },
  });

  app.route({
    method: 'GET',
    url: `${TON_SANDBOX_API_ROOT}/jetton/transfers`,
    schema: {
      querystring: z.object({
        owner_address: ZAddressQuery,
        direction: z.enum(['in', 'out']).optional(),
        ...ZPage,
      }),
      tags: ['sandbox'],
    },
    async handler(request) {
      const q = request.query;
      // The sandbox lists what an owner received; sent transfers are the senders' concern.
      const rows =
        q.direction === 'out'
          ? []
          : await refusing(() =>
              sandbox.jettonTransfers(sandbox.raw(q.owner_address), {
                startLt: q.start_lt,
                limit: q.limit,
                offset: q.offset,
                desc: q.sort === 'desc',
              }),
            );
      return {
        jetton_transfers: rows.map((row) => jettonTransferJson(row, sandbox)),
        address_book: addressBook(rows.flatMap((row) => [row.owner, row.source])),
        metadata: {},
      };
    },
  });

  /** A wallet's TON balance as `/account` and `/walletStates` describe it. */
  const walletState = async (address: string) => {
    const { owner, balances } = await refusing(() => sandbox.balances(address));
    return { owner, balance: (balances[NATIVE_TON] ?? 0n).toString() };
  };

  app.route({
    method: 'GET',
    url: `${TON_SANDBOX_API_ROOT}/account`,
    schema: { querystring: z.object({ address: ZAddressQuery }), tags: ['sandbox'] },
    async handler(request) {
      const { owner, balance } = await walletState(request.query.address);
      return {
        address: owner,
        account_state_hash: null,
        balance,
        extra_currencies: {},
        status: 'active',
        last_transaction_hash: null,
        last_transaction_lt: null,
        contract_methods: null,
        interfaces: null,
      };
    },
  });

  app.route({
    method: 'GET',
    url: `${TON_SANDBOX_API_ROOT}/walletStates`,
    schema: { querystring: z.object({ address: ZAddressQuery }), tags: ['sandbox'] },
    async handler(request) {
      const { owner, balance } = await walletState(request.query.address);
      return {
        wallets: [
          {
            address: owner,
            is_wallet: true,
            wallet_type: 'wallet v4 r2',
            balance,
            status: 'active',
            is_signature_allowed: true,
            last_transaction_hash: null,
            last_transaction_lt: null,
          },
        ],
        address_book: addressBook([owner]),
      };
    },
  });

  app.route({
    method: 'GET',
    url: `${TON_SANDBOX_API_ROOT}/jetton/wallets`,
    schema: {
      querystring: z.object({
        owner_address: ZAddressQuery,
        jetton_address: ZAddressQuery.optional(),
        limit: z.coerce.number().int().min(1).max(1000).default(128),
        offset: z.coerce.number().int().min(0).default(0),
      }),
      tags: ['sandbox'],
    },
    async handler(request) {
      const q = request.query;
      const { owner, balances } = await refusing(() => sandbox.balances(q.owner_address));
      const wanted = q.jetton_address
        ? [refusingSync(() => sandbox.assetKey(q.jetton_address ?? ''))]
        : [...sandbox.masters.values()];
      const wallets = wanted.map((master) => ({
        address: sandbox.jettonWallet(owner, master),
        balance: (balances[master] ?? 0n).toString(),
        owner,
        jetton: master,
        last_transaction_lt: '0',
        code_hash: null,
        data_hash: null,
      }));
      return {
        jetton_wallets: wallets,
        address_book: addressBook([owner, ...wallets.map((wallet) => wallet.address)]),
        metadata: {},
      };
    },
  });

  /** Balances as the sandbox controls answer them: by asset, jettons by their master's address. */
  const balancesJson = (owner: string, balances: Record<string, bigint>) => ({
    address: friendly(owner, false),
    balances: Object.fromEntries(
      Object.entries(balances).map(([asset, amount]) => [
        asset === NATIVE_TON ? NATIVE_TON : friendly(asset, true),
        amount.toString(),
      ]),
    ),
  });

  app.route({
    ...fromEndpoint(sandboxTonEndpoints.send),
    async handler(request) {
      const { boc } = await refusing(() => sandbox.send(request.params.address, request.body));
      return { boc };
    },
  });

  app.route({
    ...fromEndpoint(sandboxTonEndpoints.fund),
    async handler(request) {
      const { owner, balances } = await refusing(() =>
        sandbox.fund(request.params.address, request.body.asset, BigInt(request.body.amount)),
      );
      return balancesJson(owner, balances);
    },
  });

  app.route({
    ...fromEndpoint(sandboxTonEndpoints.watch),
    async handler(request) {
      return deps.ton.pass(new Date(Date.now() + request.body.laterSeconds * 1000));
    },
  });
}

function refusingSync<T>(work: () => T): T {
  try {
    return work();
  } catch (error) {
    if (error instanceof SandboxTonRefusal) throw new AppError(error.code, error.status);
    throw error;
  }
}
