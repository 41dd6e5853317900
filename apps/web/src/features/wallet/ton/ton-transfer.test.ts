import type { TTonDeposit } from '@aurum/contracts/ton';
import { Address, Cell, fromNano } from '@ton/core';
import { describe, expect, it } from 'vitest';
import {
  buildDepositTransaction,
  fromUnits,
  JETTON_TRANSFER_OP,
  toUnits,
  type TTonTransaction,
} from './ton-transfer';

const PLATFORM = Address.parse('0:' + 'a1'.repeat(32)).toString({ bounceable: false });
const PLAYER = '0:' + 'b2'.repeat(32);
const PLAYER_JETTON_WALLET = '0:' + 'C3'.repeat(32);
const USDT_MASTER = 'EQCxE6mUtQJKFnGfaROTKOt1lZbDiiX1kCixRv7Nw2Id_sDs';

const aDeposit = (overrides: Partial<TTonDeposit> = {}): TTonDeposit => ({
  id: '7d0c7a43-8a7c-4c49-9d2e-4e8f4a9b1c11',
  provider: 'tonconnect',
  currency: 'TON',
  amount: '1.5',
  address: PLATFORM,
  comment: 'dep-7d0c7a43',
  jettonMaster: null,
  decimals: 9,
  validUntil: 1_800_000_360,
  network: '-239',
  ...overrides,
});

const cellOf = (payload: string) => Cell.fromBase64(payload);

/** The transaction's one message (a deposit is always one transfer). */
function onlyMessage(transaction: TTonTransaction) {
  expect(transaction.messages).toHaveLength(1);
  const [message] = transaction.messages;
  if (!message) throw new Error('no message');
  return message;
}

function readComment(cell: Cell): string {
  const slice = cell.beginParse();
  expect(slice.loadUint(32)).toBe(0);
  return slice.loadStringTail();
}

describe('amount units', () => {
  it('converts decimals to the asset units and back', () => {
    expect(toUnits('1.5', 9)).toBe(1_500_000_000n);
    expect(toUnits('10', 6)).toBe(10_000_000n);
    expect(toUnits('0.000001', 6)).toBe(1n);
    expect(fromUnits(1_500_000_000n, 9)).toBe('1.5');
    expect(fromUnits(7n, 6)).toBe('0.000007');
    expect(fromUnits(25_000_000n, 6)).toBe('25');
    expect(() => toUnits('0.0000001', 6)).toThrow(RangeError);
  });
});

describe('buildDepositTransaction', () => {
  it('sends Toncoin straight to the deposit address with the comment', () => {
    const transaction = buildDepositTransaction(
      aDeposit(),
      { address: PLAYER, jettonWallet: null },
      1n,
    );

    expect(transaction).toMatchObject({ validUntil: 1_800_000_360, network: '-239', from: PLAYER });
    const message = onlyMessage(transaction);
    expect(message.address).toBe(PLATFORM);
    expect(message.amount).toBe('1500000000');
    expect(readComment(cellOf(message.payload))).toBe('dep-7d0c7a43');
  });

  it("sends a jetton through the player's jetton wallet with a TEP-74 transfer", () => {
    const transaction = buildDepositTransaction(
      aDeposit({
        currency: 'USDTTON',
        amount: '25.5',
        decimals: 6,
        jettonMaster: USDT_MASTER,
        network: '-3',
        validUntil: 1_800_000_999,
      }),
      { address: PLAYER, jettonWallet: PLAYER_JETTON_WALLET },
      42n,
    );

    expect(transaction).toMatchObject({ validUntil: 1_800_000_999, network: '-3', from: PLAYER });
    const message = onlyMessage(transaction);
    // To the player's own jetton wallet, user-friendly (bounceable, testnet), with 0.1 TON.
    expect(Address.parse(message.address).equals(Address.parse(PLAYER_JETTON_WALLET))).toBe(true);
    expect(Address.isFriendly(message.address)).toBe(true);
    expect(Address.parseFriendly(message.address)).toMatchObject({
      isBounceable: true,
      isTestOnly: true,
    });
    expect(message.amount).toBe('100000000');

    const body = cellOf(message.payload).beginParse();
    expect(body.loadUint(32)).toBe(JETTON_TRANSFER_OP);
    expect(body.loadUintBig(64)).toBe(42n);
    expect(body.loadCoins()).toBe(25_500_000n);
    expect(body.loadAddress().equals(Address.parse(PLATFORM))).toBe(true);
    expect(body.loadAddress().equals(Address.parse(PLAYER))).toBe(true);
    expect(body.loadBit()).toBe(false); // no custom payload
    expect(fromNano(body.loadCoins())).toBe('0.01');
    expect(body.loadBit()).toBe(true); // forward payload in a reference
    expect(readComment(body.loadRef())).toBe('dep-7d0c7a43');
    expect(body.remainingBits).toBe(0);
    expect(body.remainingRefs).toBe(0);
  });

  it('refuses a jetton deposit from a wallet without a jetton wallet', () => {
    expect(() =>
      buildDepositTransaction(
        aDeposit({ currency: 'NOT', jettonMaster: USDT_MASTER }),
        { address: PLAYER, jettonWallet: null },
        1n,
      ),
    ).toThrow();
  });
});
