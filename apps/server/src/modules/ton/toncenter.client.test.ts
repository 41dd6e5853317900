import { Address, beginCell } from '@ton/core';
import { describe, expect, it } from 'vitest';
import type { TProviderRequest } from '../telegram-pay/http-transport';
import {
  bocOf,
  cellOf,
  commentCell,
  commentOf,
  depositComment,
  jettonNotifyCell,
  jettonTransferCell,
  parseJettonTransfer,
  TON_OPS,
} from './ton-cells';
import { createToncenterClient, TonApiError } from './toncenter.client';

const DEPOSIT = '0:83DFD552E63729B472FCBCC8C45EBCC6691702558B68EC7527E1BA403A0F31A8';
const PLAYER = '0:ED1691307050047117B998B561D8DE82D31FBF84910CED6EB5FC92E7485EF8A7';
const USDT = '0:B113A994B5024A16719F69139328EB759596C38A25F59028B146FECDC3621DFE';
const PLAYER_USDT_WALLET = '0:3B9B1C2B08F8F3B6A4E5D2C1B0A99887766554433221100FFEEDDCCBBAA99887';

/** A transaction as toncenter v3 lists it (the shape of a recorded answer, trimmed of hashes). */
function transaction(input: {
  lt: string;
  source: string | null;
  value: string;
  body: string | null;
  opcode: string | null;
  bounced?: boolean;
  decoded?: unknown;
}) {
  return {
    account: DEPOSIT,
    hash: Buffer.from(`tx-${input.lt}`.padEnd(32, '.')).toString('base64'),
    lt: input.lt,
    now: 1_764_000_000,
    mc_block_seqno: 51_234_567,
    trace_id: 'Qm1UcmFjZUlkAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA=',
    prev_trans_hash: 'cHJldgAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA=',
    prev_trans_lt: '62000000000001',
    orig_status: 'active',
    end_status: 'active',
    total_fees: '394011',
    total_fees_extra_currencies: {},
    description: {
      type: 'ord',
      aborted: false,
      destroyed: false,
      credit_first: true,
      storage_ph: { storage_fees_collected: '11', status_change: 'unchanged' },
      credit_ph: { credit: input.value },
      compute_ph: { skipped: false, success: true, gas_fees: '394000', exit_code: 0 },
      action: { success: true, valid: true, no_funds: false, result_code: 0, tot_actions: 0 },
    },
    block_ref: { workchain: 0, shard: '6000000000000000', seqno: 55_000_001 },
    in_msg: {
      hash: 'bXNnAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA=',
      source: input.source,
      destination: DEPOSIT,
      value: input.source ? input.value : null,
      value_extra_currencies: {},
      fwd_fee: '266669',
      ihr_fee: '0',
      created_lt: String(BigInt(input.lt) - 1n),
      created_at: '1764000000',
      opcode: input.opcode,
      ihr_disabled: true,
      bounce: false,
      bounced: input.bounced ?? false,
      import_fee: null,
      message_content: {
        hash: 'Ym9keQAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA=',
        body: input.body,
        decoded: input.decoded ?? null,
      },
      init_state: null,
    },
    out_msgs: [],
    account_state_before: null,
    account_state_after: null,
    emulated: false,
  };
}

/** A jetton transfer as toncenter v3's `/jetton/transfers` lists it. */
function jettonTransfer(input: {
  lt: string;
  amount: string;
  forwardPayload: string | null;
  aborted?: boolean;
  decoded?: unknown;
}) {
  return {
    query_id: '0',
    source: PLAYER,
    destination: DEPOSIT,
    amount: input.amount,
    source_wallet: PLAYER_USDT_WALLET,
    jetton_master: USDT,
    transaction_hash: Buffer.from(`jt-${input.lt}`.padEnd(32, '.')).toString('base64'),
    transaction_lt: input.lt,
    transaction_now: 1_764_000_100,
    transaction_aborted: input.aborted ?? false,
    response_destination: PLAYER,
    custom_payload: null,
    decoded_custom_payload: null,
    forward_ton_amount: '10000000',
    forward_payload: input.forwardPayload,
    decoded_forward_payload: input.decoded ?? null,
    trace_id: 'dHJhY2UAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA=',
  };
}

/** A transport answering one recorded body, keeping the requests made. */
function recorded(status: number, body: unknown) {
  const requests: TProviderRequest[] = [];
  return {
    requests,
    transport: (request: TProviderRequest) => {
      requests.push(request);
      return Promise.resolve({ status, body });
    },
  };
}

describe('toncenter API v3 client', () => {
  it('reads TON transfers with their comments, skipping what is no payment', async () => {
    const notify = jettonNotifyCell({
      queryId: 0n,
      amount: 5_000_000n,
      sender: Address.parse(PLAYER),
      forwardPayload: commentCell('ABCDEFGHJKLM'),
    });
    const api = recorded(200, {
      transactions: [
        transaction({
          lt: '62000000000003',
          source: PLAYER,
          value: '1500000000',
          body: bocOf(commentCell('ABCDEFGHJKLM')),
          opcode: '0x00000000',
          decoded: { type: 'text_comment', comment: 'ABCDEFGHJKLM' },
        }),
        // A jetton's notification with its forwarded TON: counted on the jetton stream.
        transaction({
          lt: '62000000000005',
          source: PLAYER_USDT_WALLET,
          value: '10000000',
          body: bocOf(notify),
          opcode: '0x7362d09c',
        }),
        // Our own wallet's outgoing send (an external message) and a bounce coming back.
        transaction({ lt: '62000000000007', source: null, value: '0', body: null, opcode: null }),
        transaction({
          lt: '62000000000008',
          source: PLAYER,
          value: '900000000',
          body: null,
          opcode: null,
          bounced: true,
        }),
        // No body at all: money without a comment, still a transfer (for operators).
        transaction({
          lt: '62000000000009',
          source: PLAYER,
          value: '700000000',
          body: bocOf(beginCell().endCell()),
          opcode: null,
        }),
        // The API decoded the comment and gave no body.
        transaction({
          lt: '62000000000010',
          source: PLAYER,
          value: '600000000',
          body: null,
          opcode: '0x00000000',
          decoded: { type: 'text_comment', comment: 'ZYXWVUTSRQPN' },
        }),
      ],
      address_book: {},
    });
    const client = createToncenterClient({ transport: api.transport, apiKey: 'key-1234567890' });
    const page = await client.incomingTon(DEPOSIT, 62_000_000_000_002n, 100);
    expect(api.requests).toEqual([
      {
        method: 'GET',
        path: `/transactions?account=${encodeURIComponent(DEPOSIT)}&start_lt=62000000000003&limit=100&offset=0&sort=asc`,
        headers: { 'X-API-Key': 'key-1234567890' },
      },
    ]);
    expect(page.count).toBe(6);
    expect(page.lastLt).toBe(62_000_000_000_010n);
    expect(page.transfers.map(({ body: _body, hash: _hash, ...rest }) => rest)).toEqual([
      {
        lt: 62_000_000_000_003n,
        asset: 'TON',
        amount: 1_500_000_000n,
        comment: 'ABCDEFGHJKLM',
        sender: PLAYER,
      },
      {
        lt: 62_000_000_000_009n,
        asset: 'TON',
        amount: 700_000_000n,
        comment: null,
        sender: PLAYER,
      },
      {
        lt: 62_000_000_000_010n,
        asset: 'TON',
        amount: 600_000_000n,
        comment: 'ZYXWVUTSRQPN',
        sender: PLAYER,
      },
    ]);
    expect(page.transfers[0]?.hash).toBe(
      Buffer.from('tx-62000000000003'.padEnd(32, '.')).toString('base64'),
    );
  });

  it('reads jetton transfers with the forward payload comment, skipping aborted ones', async () => {
    const api = recorded(200, {
      jetton_transfers: [
        jettonTransfer({
          lt: '63000000000001',
          amount: '10000000',
          forwardPayload: bocOf(commentCell('ABCDEFGHJKLM')),
          decoded: { type: 'text_comment', comment: 'ABCDEFGHJKLM' },
        }),
        jettonTransfer({
          lt: '63000000000002',
          amount: '20000000',
          forwardPayload: null,
          aborted: true,
        }),
        jettonTransfer({
          lt: '63000000000004',
          amount: '30000000',
          forwardPayload: null,
          decoded: { type: 'text_comment', comment: 'QRSTUVWXYZ23' },
        }),
      ],
      address_book: {},
      metadata: {},
    });
    const client = createToncenterClient({ transport: api.transport });
    const page = await client.incomingJettons(DEPOSIT, 0n, 50);
    expect(api.requests[0]).toEqual({
      method: 'GET',
      path: `/jetton/transfers?owner_address=${encodeURIComponent(DEPOSIT)}&direction=in&start_lt=1&limit=50&offset=0&sort=asc`,
      headers: {},
    });
    expect(page.lastLt).toBe(63_000_000_000_004n);
    expect(page.transfers.map(({ body: _body, hash: _hash, ...rest }) => rest)).toEqual([
      {
        lt: 63_000_000_000_001n,
        asset: USDT,
        amount: 10_000_000n,
        comment: 'ABCDEFGHJKLM',
        sender: PLAYER,
      },
      {
        lt: 63_000_000_000_004n,
        asset: USDT,
        amount: 30_000_000n,
        comment: 'QRSTUVWXYZ23',
        sender: PLAYER,
      },
    ]);
  });

  it('fails on an error answer or an unexpected shape, so the cursor stays', async () => {
    const limited = createToncenterClient({
      transport: recorded(429, { error: 'Ratelimit exceed' }).transport,
    });
    await expect(limited.incomingTon(DEPOSIT, 0n, 10)).rejects.toThrow(TonApiError);
    const changed = createToncenterClient({
      transport: recorded(200, { transactions: [{ hash: 'x' }] }).transport,
    });
    await expect(changed.incomingTon(DEPOSIT, 0n, 10)).rejects.toThrow(TonApiError);
    await expect(changed.incomingJettons(DEPOSIT, 0n, 10)).rejects.toThrow(TonApiError);
  });
});

describe('TON cells', () => {
  it('reads a jetton transfer whose comment is forwarded by reference or inline', () => {
    const transfer = {
      queryId: 42n,
      amount: 10_000_000n,
      destination: Address.parse(DEPOSIT),
      responseDestination: Address.parse(PLAYER),
      customPayload: null,
      forwardTonAmount: 10_000_000n,
      forwardPayload: commentCell('ABCDEFGHJKLM'),
    };
    const cell = cellOf(bocOf(jettonTransferCell(transfer)));
    const parsed = cell && parseJettonTransfer(cell);
    expect(parsed).toMatchObject({
      queryId: 42n,
      amount: 10_000_000n,
      forwardTonAmount: 10_000_000n,
    });
    expect(parsed?.customPayload).toBeNull();
    expect(parsed?.responseDestination?.equals(Address.parse(PLAYER))).toBe(true);
    expect(commentOf(parsed?.forwardPayload ?? null)).toBe('ABCDEFGHJKLM');
    expect(parsed?.destination.equals(Address.parse(DEPOSIT))).toBe(true);

    // Either bit 0: the payload in the transfer's own cell, as some wallets build it.
    const inline = beginCell()
      .storeUint(TON_OPS.jettonTransfer, 32)
      .storeUint(1, 64)
      .storeCoins(5n)
      .storeAddress(Address.parse(DEPOSIT))
      .storeAddress(null)
      .storeMaybeRef(null)
      .storeCoins(1n)
      .storeBit(0)
      .storeUint(0, 32)
      .storeStringTail('INLINE')
      .endCell();
    expect(commentOf(parseJettonTransfer(inline)?.forwardPayload ?? null)).toBe('INLINE');
  });

  it('tells a comment from other bodies and a BOC from other text', () => {
    expect(commentOf(commentCell('hello'))).toBe('hello');
    expect(commentOf(beginCell().storeUint(TON_OPS.excesses, 32).endCell())).toBeNull();
    expect(commentOf(beginCell().endCell())).toBeNull();
    expect(parseJettonTransfer(commentCell('hello'))).toBeNull();
    expect(cellOf('bm90IGEgYm9j')).toBeNull();
    // A long comment spills into further cells and still reads whole.
    const long = 'x'.repeat(300);
    expect(commentOf(cellOf(bocOf(commentCell(long))))).toBe(long);
  });

  it('makes deposit comments of 12 base32 characters, each its own', () => {
    const comments = Array.from({ length: 200 }, depositComment);
    for (const comment of comments) expect(comment).toMatch(/^[A-Z2-7]{12}$/);
    expect(new Set(comments).size).toBe(200);
  });
});
