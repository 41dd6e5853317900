import { createHmac } from 'node:crypto';

const BASE58 = '123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz';
const BECH32 = 'qpzry9x8gf2tvdw0s3jn54khce6mua7l';
const HEX = '0123456789abcdef';
const BASE64URL = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';

function chars(seed: Buffer, alphabet: string, length: number): string {
  let out = '';
  for (let index = 0; index < length; index++)
    out += alphabet[(seed[index % seed.length] ?? 0) % alphabet.length] ?? '';
  return out;
}

/**
 * The sandbox chain's deposit address for a player and method (currency on a network, e.g.
 * USDTTON): derived from a secret, so it is stable and never shared, and shaped like the
 * addresses of the chain it lives on. A custody provider supplies real ones.
 */
export function sandboxDepositAddress(
  secret: string,
  userId: string,
  method: { code: string; network: string },
): string {
  const { network } = method;
  const seed = Buffer.concat([
    createHmac('sha256', secret).update(`deposit-address:${method.code}:${userId}`).digest(),
    createHmac('sha256', secret).update(`deposit-address-2:${method.code}:${userId}`).digest(),
  ]);
  switch (network) {
    case 'TRX':
      return `T${chars(seed, BASE58, 33)}`;
    case 'ETH':
    case 'BSC':
      return `0x${seed.subarray(0, 20).toString('hex')}`;
    case 'TON':
      return `UQ${chars(seed, BASE64URL, 46)}`;
    case 'BTC':
      return `bc1q${chars(seed, BECH32, 38)}`;
    case 'LTC':
      return `ltc1q${chars(seed, BECH32, 38)}`;
    case 'SOL':
      return chars(seed, BASE58, 44);
    default:
      return `0x${chars(seed, HEX, 40)}`;
  }
}
