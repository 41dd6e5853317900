import { z } from 'zod';
import type { TProviderTransport } from '../telegram-pay/http-transport';
import { canonicalAddress, cellOf, commentOf, NATIVE_TON, opOf, TON_OPS } from './ton-cells';

/** An incoming transfer to the deposit wallet, as the watcher matches it. */
export interface TTonIncoming {
  /** The transaction's hash, unique on chain (base64, as the API gives it). */
  hash: string;
  lt: bigint;
  /** `TON`, or the jetton master's raw address. */
  asset: string;
  /** Minor units of the asset (nanotons, or the jetton's smallest unit). */
  amount: bigint;
  /** The text comment (TON) or the forward payload's comment (jetton); null when none. */
  comment: string | null;
  /** The sending wallet (raw), when known. */
  sender: string | null;
  /** The API's record of it, kept with what the platform made of it. */
  body: string;
}

/** One page of a stream: its transfers and the logical time read up to (skipped entries too). */
export interface TTonPage {
  transfers: TTonIncoming[];
  /** The largest lt in the page; the cursor moves here once the transfers are settled. */
  lastLt: bigint | null;
  /** How many entries the API answered (a full page means there may be more). */
  count: number;
}

/**
 * What the platform reads from the TON chain: incoming transfers to its deposit wallet after a
 * cursor (logical time), as plain TON (text comment) or as jetton transfers (forward payload
 * comment), oldest first.
 */
export interface TonChainAdapter {
  incomingTon(account: string, afterLt: bigint, limit: number): Promise<TTonPage>;
  incomingJettons(owner: string, afterLt: bigint, limit: number): Promise<TTonPage>;
}

/** The chain API answered something other than a list (an error, a changed shape). */
export class TonApiError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'TonApiError';
  }
}

const ZMessage = z.looseObject({
  source: z.string().nullable().optional(),
  value: z.string().nullable().optional(),
  bounced: z.boolean().nullable().optional(),
  opcode: z.string().nullable().optional(),
  message_content: z
    .looseObject({
      body: z.string().nullable().optional(),
      decoded: z.unknown().optional(),
    })
    .nullable()
    .optional(),
});

const ZTransaction = z.looseObject({
  hash: z.string(),
  lt: z.string().regex(/^\d+$/),
  in_msg: ZMessage.nullable().optional(),
});

const ZJettonTransfer = z.looseObject({
  transaction_hash: z.string(),
  transaction_lt: z.string().regex(/^\d+$/),
  transaction_aborted: z.boolean().nullable().optional(),
  amount: z.string().regex(/^\d+$/),
  source: z.string().nullable().optional(),
  jetton_master: z.string(),
  forward_payload: z.string().nullable().optional(),
  decoded_forward_payload: z.unknown().optional(),
});

/** A decoded comment the API may add (`{type: 'text_comment', comment}`), when the BOC gave none. */
function decodedComment(decoded: unknown): string | null {
  const first: unknown = Array.isArray(decoded) ? decoded[0] : decoded;
  if (first && typeof first === 'object' && 'comment' in first) {
    return typeof first.comment === 'string' ? first.comment : null;
  }
  return null;
}

/** Ops that are not a player's payment: a jetton's notification and its excess refund. */
const NOT_A_PAYMENT = new Set<number>([TON_OPS.jettonNotify, TON_OPS.excesses]);

/**
 * The TON chain through a toncenter API v3 (`/transactions`, `/jetton/transfers`): the real one
 * with its X-API-Key, or the sandbox chain, which speaks the same protocol.
 */
export function createToncenterClient(deps: {
  transport: TProviderTransport;
  apiKey?: string | undefined;
}): TonChainAdapter {
  async function get(path: string, query: Record<string, string>): Promise<unknown> {
    const answer = await deps.transport({
      method: 'GET',
      path: `${path}?${new URLSearchParams(query).toString()}`,
      headers: deps.apiKey ? { 'X-API-Key': deps.apiKey } : {},
    });
    if (answer.status !== 200) throw new TonApiError(`${path} answered ${answer.status}`);
    return answer.body;
  }

  const pageQuery = (afterLt: bigint, limit: number) => ({
    start_lt: (afterLt + 1n).toString(),
    limit: String(limit),
    offset: '0',
    sort: 'asc',
  });

  const lastOf = (lts: bigint[]) =>
    lts.reduce<bigint | null>((a, b) => (a === null || b > a ? b : a), null);

  return {
    async incomingTon(account, afterLt, limit) {
      const body = await get('/transactions', { account, ...pageQuery(afterLt, limit) });
      const parsed = z.object({ transactions: z.array(ZTransaction) }).safeParse(body);
      if (!parsed.success) throw new TonApiError('/transactions: unexpected answer');
      const { transactions } = parsed.data;
      const transfers = transactions.flatMap((tx): TTonIncoming[] => {
        const message = tx.in_msg;
        // External messages (the wallet's own sends) have no source; bounces return our money.
        if (!message?.source || message.bounced) return [];
        const amount = BigInt(message.value ?? '0');
        if (amount <= 0n) return [];
        const cell = message.message_content?.body ? cellOf(message.message_content.body) : null;
        const op = opOf(cell);
        if (op !== null && NOT_A_PAYMENT.has(op)) return [];
        return [
          {
            hash: tx.hash,
            lt: BigInt(tx.lt),
            asset: NATIVE_TON,
            amount,
            comment: commentOf(cell) ?? decodedComment(message.message_content?.decoded),
            sender: canonicalAddress(message.source),
            body: JSON.stringify(tx),
          },
        ];
      });
      return {
        transfers,
        lastLt: lastOf(transactions.map((tx) => BigInt(tx.lt))),
        count: transactions.length,
      };
    },

    async incomingJettons(owner, afterLt, limit) {
      const body = await get('/jetton/transfers', {
        owner_address: owner,
        direction: 'in',
        ...pageQuery(afterLt, limit),
      });
      const parsed = z.object({ jetton_transfers: z.array(ZJettonTransfer) }).safeParse(body);
      if (!parsed.success) throw new TonApiError('/jetton/transfers: unexpected answer');
      const list = parsed.data.jetton_transfers;
      const transfers = list.flatMap((entry): TTonIncoming[] => {
        // An aborted transfer moved no jettons. `jetton_master` is the indexer's: toncenter
        // lists a jetton wallet's transfers only once the master's get_wallet_address has
        // confirmed the wallet is its own, so a look-alike jetton names its own master.
        if (entry.transaction_aborted) return [];
        const master = canonicalAddress(entry.jetton_master);
        if (!master) return [];
        const payload = entry.forward_payload ? cellOf(entry.forward_payload) : null;
        return [
          {
            hash: entry.transaction_hash,
            lt: BigInt(entry.transaction_lt),
            asset: master,
            amount: BigInt(entry.amount),
            comment: commentOf(payload) ?? decodedComment(entry.decoded_forward_payload),
            sender: entry.source ? canonicalAddress(entry.source) : null,
            body: JSON.stringify(entry),
          },
        ];
      });
      return {
        transfers,
        lastLt: lastOf(list.map((entry) => BigInt(entry.transaction_lt))),
        count: list.length,
      };
    },
  };
}
