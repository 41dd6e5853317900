import './buffer-global';
import { TON_TRANSFER, type TTonDeposit } from '@aurum/contracts/ton';
import { Address, beginCell, toNano, type Cell } from '@ton/core';

/** TEP-74 jetton `transfer` op code. */
export const JETTON_TRANSFER_OP = 0x0f8a7ea5;

/** A TON Connect `sendTransaction` request (what the wallet signs). */
export interface TTonTransaction {
  validUntil: number;
  network: string;
  from: string;
  messages: { address: string; amount: string; payload: string }[];
}

/** A decimal amount ("1.5") in the asset's smallest units (1500000000 with 9 decimals). */
export function toUnits(amount: string, decimals: number): bigint {
  const [whole = '0', fraction = ''] = amount.split('.');
  if (fraction.length > decimals)
    throw new RangeError(`${amount} has more than ${decimals} decimals`);
  return BigInt(whole + fraction.padEnd(decimals, '0'));
}

/** Smallest units back to a decimal without trailing zeros. */
export function fromUnits(units: bigint, decimals: number): string {
  const digits = units.toString().padStart(decimals + 1, '0');
  const whole = digits.slice(0, digits.length - decimals);
  const fraction = digits.slice(digits.length - decimals).replace(/0+$/, '');
  return fraction ? `${whole}.${fraction}` : whole;
}

/** A text comment as TON carries it: op 0, then the text. */
export function commentCell(comment: string): Cell {
  return beginCell().storeUint(0, 32).storeStringTail(comment).endCell();
}

const toBase64 = (cell: Cell) => cell.toBoc().toString('base64');

/**
 * A user-friendly address on that network: bounceable for a contract such as a jetton wallet
 * (what a message to it carries), non-bounceable to show a player's own wallet.
 */
export function friendlyAddress(address: string, network: string, bounceable = true): string {
  return Address.parse(address).toString({
    bounceable,
    urlSafe: true,
    testOnly: network === TON_TRANSFER.networks.testnet,
  });
}

/**
 * The jetton transfer body (TEP-74): move `jettonAmount` to `destination`, the excess back to
 * `responseDestination`, no custom payload, `forward_ton_amount` to the recipient's
 * notification with the comment as forward payload (so the platform matches the deposit).
 */
export function jettonTransferBody(params: {
  queryId: bigint;
  jettonAmount: bigint;
  destination: string;
  responseDestination: string;
  comment: string;
}): Cell {
  return beginCell()
    .storeUint(JETTON_TRANSFER_OP, 32)
    .storeUint(params.queryId, 64)
    .storeCoins(params.jettonAmount)
    .storeAddress(Address.parse(params.destination))
    .storeAddress(Address.parse(params.responseDestination))
    .storeBit(false)
    .storeCoins(toNano(TON_TRANSFER.forwardAmountTon))
    .storeBit(true)
    .storeRef(commentCell(params.comment))
    .endCell();
}

/**
 * The transaction that pays a TON Connect deposit from the player's wallet (spec 9 "TON"):
 * Toncoin goes straight to the deposit address with the comment; a jetton goes to the player's
 * own jetton wallet with 0.1 TON for fees and a jetton transfer to the deposit address.
 */
export function buildDepositTransaction(
  deposit: TTonDeposit,
  wallet: { address: string; jettonWallet: string | null },
  queryId: bigint,
): TTonTransaction {
  const units = toUnits(deposit.amount, deposit.decimals);
  const base = { validUntil: deposit.validUntil, network: deposit.network, from: wallet.address };
  if (deposit.jettonMaster === null) {
    return {
      ...base,
      messages: [
        {
          address: deposit.address,
          amount: units.toString(),
          payload: toBase64(commentCell(deposit.comment)),
        },
      ],
    };
  }
  if (!wallet.jettonWallet) throw new Error('The wallet holds no jetton wallet of this asset');
  const body = jettonTransferBody({
    queryId,
    jettonAmount: units,
    destination: deposit.address,
    responseDestination: wallet.address,
    comment: deposit.comment,
  });
  return {
    ...base,
    messages: [
      {
        address: friendlyAddress(wallet.jettonWallet, deposit.network),
        amount: TON_TRANSFER.jettonMessageNano,
        payload: toBase64(body),
      },
    ],
  };
}
