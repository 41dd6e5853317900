import { createHash, randomBytes } from 'node:crypto';
import { Address, beginCell, Cell, type Slice } from '@ton/core';

/** Op codes of the messages the platform reads (TEP-74 jettons, text comments). */
export const TON_OPS = {
  comment: 0,
  jettonTransfer: 0x0f8a7ea5,
  jettonNotify: 0x7362d09c,
  excesses: 0xd53276db,
} as const;

/** `TON` for Toncoin itself; a jetton is named by its master's raw address. */
export const NATIVE_TON = 'TON';

/** An address in any form (raw, bounceable or not), or null when it is none. */
export function parseAddress(text: string): Address | null {
  try {
    return Address.parse(text.trim());
  } catch {
    return null;
  }
}

/** The raw form the chain's API answers with (`0:<HEX>`), the platform's key for an address. */
export const rawAddress = (address: Address) =>
  `${address.workChain}:${address.hash.toString('hex').toUpperCase()}`;

/** `rawAddress` of text in any form; null when it is not an address. */
export function canonicalAddress(text: string): string | null {
  const parsed = parseAddress(text);
  return parsed ? rawAddress(parsed) : null;
}

/** User-friendly form: wallets non-bounceable (`UQ`), contracts such as a jetton master bounceable (`EQ`). */
export function friendlyAddress(text: string, options: { bounceable: boolean; testnet: boolean }) {
  const parsed = parseAddress(text);
  if (!parsed) throw new Error(`not a TON address: ${text}`);
  return parsed.toString({
    urlSafe: true,
    bounceable: options.bounceable,
    testOnly: options.testnet,
  });
}

/** A deterministic basechain address derived from a seed (sandbox wallets, jetton wallets). */
export const derivedAddress = (seed: string) =>
  rawAddress(new Address(0, createHash('sha256').update(seed).digest()));

const BASE32 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';

/** A deposit comment: 12 base32 characters (60 random bits), short enough to type. */
export function depositComment(): string {
  const bytes = randomBytes(12);
  return Array.from(bytes, (byte) => BASE32[byte & 31]).join('');
}

/** A comment as matched: trimmed, upper case (wallets may change neither, but people do). */
export const normalComment = (text: string) => text.trim().toUpperCase();

/** A text comment cell (op 0 then the text), as wallets put in a transfer's body. */
export const commentCell = (text: string) =>
  beginCell().storeUint(TON_OPS.comment, 32).storeStringTail(text).endCell();

/** One cell of a base64 BOC; null when the text is no BOC. */
export function cellOf(base64: string): Cell | null {
  try {
    const cells = Cell.fromBoc(Buffer.from(base64, 'base64'));
    return cells.length === 1 && cells[0] ? cells[0] : null;
  } catch {
    return null;
  }
}

/** The text comment a cell carries (op 0 + text); null when it carries none or something else. */
export function commentOf(cell: Cell | null): string | null {
  if (!cell) return null;
  try {
    const slice = cell.beginParse();
    if (slice.remainingBits < 32) return null;
    if (slice.loadUint(32) !== TON_OPS.comment) return null;
    return slice.loadStringTail();
  } catch {
    return null;
  }
}

/** The op code a message body starts with; null for an empty body. */
export function opOf(cell: Cell | null): number | null {
  if (!cell) return null;
  const slice = cell.beginParse();
  return slice.remainingBits >= 32 ? slice.preloadUint(32) : null;
}

/** `forward_payload:(Either Cell ^Cell)`: the payload inline or in a reference; null when empty. */
function loadEither(slice: Slice): Cell | null {
  if (slice.remainingBits === 0 && slice.remainingRefs === 0) return null;
  if (slice.loadBit()) return slice.loadRef();
  return slice.remainingBits === 0 && slice.remainingRefs === 0 ? null : slice.asCell();
}

/** A TEP-74 jetton transfer, as sent to the sender's own jetton wallet. */
export interface TJettonTransfer {
  queryId: bigint;
  amount: bigint;
  destination: Address;
  responseDestination: Address | null;
  customPayload: Cell | null;
  forwardTonAmount: bigint;
  forwardPayload: Cell | null;
}

export function jettonTransferCell(transfer: TJettonTransfer): Cell {
  const builder = beginCell()
    .storeUint(TON_OPS.jettonTransfer, 32)
    .storeUint(transfer.queryId, 64)
    .storeCoins(transfer.amount)
    .storeAddress(transfer.destination)
    .storeAddress(transfer.responseDestination)
    .storeMaybeRef(transfer.customPayload)
    .storeCoins(transfer.forwardTonAmount);
  return transfer.forwardPayload
    ? builder.storeBit(1).storeRef(transfer.forwardPayload).endCell()
    : builder.storeBit(0).endCell();
}

/** A jetton transfer's fields; null when the cell is not one (wrong op, truncated). */
export function parseJettonTransfer(cell: Cell): TJettonTransfer | null {
  try {
    const slice = cell.beginParse();
    if (slice.loadUint(32) !== TON_OPS.jettonTransfer) return null;
    const queryId = slice.loadUintBig(64);
    const amount = slice.loadCoins();
    const destination = slice.loadAddress();
    const responseDestination = slice.loadMaybeAddress();
    const customPayload = slice.loadMaybeRef();
    const forwardTonAmount = slice.loadCoins();
    const forwardPayload = loadEither(slice);
    return {
      queryId,
      amount,
      destination,
      responseDestination,
      customPayload,
      forwardTonAmount,
      forwardPayload,
    };
  } catch {
    return null;
  }
}

/** The notification a jetton wallet sends the recipient owner with the forwarded TON. */
export const jettonNotifyCell = (input: {
  queryId: bigint;
  amount: bigint;
  sender: Address;
  forwardPayload: Cell | null;
}) => {
  const builder = beginCell()
    .storeUint(TON_OPS.jettonNotify, 32)
    .storeUint(input.queryId, 64)
    .storeCoins(input.amount)
    .storeAddress(input.sender);
  return input.forwardPayload
    ? builder.storeBit(1).storeRef(input.forwardPayload).endCell()
    : builder.storeBit(0).endCell();
};

export const bocOf = (cell: Cell) => cell.toBoc().toString('base64');
