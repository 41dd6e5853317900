import { createHmac } from 'node:crypto';
import { AppError } from '../../lib/app-error';

export interface TInvoice {
  /** Where the player pays; null fields do not apply to the method. */
  paymentDetails: {
    card: string | null;
    phone: string | null;
    bankName: string | null;
    name: string | null;
    recipientBank: string | null;
  };
  expiresInSeconds: number;
  /** Methods paid on the provider's page instead of by bank details. */
  external: { url: string; target: 'parent' | 'blank' | 'frame' } | null;
}

/** What the platform asks of a bank-type payment provider. */
export interface FiatProvider {
  openInvoice(order: { id: string; methodId: string; kind: string; currency: string }): TInvoice;
}

/** No payment provider configured (production without one): no order can be opened. */
export function unconfiguredFiatProvider(): FiatProvider {
  return {
    openInvoice: () => {
      throw new AppError('payments_are_disabled', 503);
    },
  };
}

const RECIPIENTS = ['Ivan P.', 'Olena K.', 'Aigerim S.', 'Jakub W.', 'Dewi A.', 'Maria L.'];
const BANKS: Record<string, string> = {
  RUB: 'Sberbank',
  UAH: 'Monobank',
  KZT: 'Kaspi Bank',
  UZS: 'Kapitalbank',
  PLN: 'PKO Bank Polski',
  IDR: 'Bank Central Asia',
  EUR: 'Revolut Bank UAB',
  USD: 'Sandbox Card Processing',
};

/**
 * The sandbox bank: each order gets a recipient card or phone (derived from the order id, so
 * the same order always shows the same details) and `ttlSeconds` to pay; international cards
 * pay on the provider's own page, shown in a frame.
 */
export function createSandboxFiatProvider(secret: string, ttlSeconds = 15 * 60): FiatProvider {
  return {
    openInvoice(order) {
      const seed = createHmac('sha256', secret).update(`fiat-invoice:${order.id}`).digest();
      const digits = (count: number) =>
        Array.from({ length: count }, (_, index) => String((seed[index] ?? 0) % 10)).join('');
      const name = RECIPIENTS[(seed[20] ?? 0) % RECIPIENTS.length] ?? 'Recipient';
      const bankName = BANKS[order.currency] ?? 'Sandbox Bank';
      const byPhone = order.kind === 'sbp' || order.kind === 'mpayment' || order.kind === 'blik';
      return {
        paymentDetails: {
          card: byPhone || order.kind === 'account_number' ? null : `4${digits(15)}`,
          phone: byPhone ? `+7${digits(10)}` : null,
          bankName: order.kind === 'account_number' ? `${bankName} · ${digits(20)}` : bankName,
          name,
          recipientBank: bankName,
        },
        expiresInSeconds: ttlSeconds,
        external:
          order.kind === 'cross_border'
            ? { url: `/api/sandbox/fiat/invoice/${order.id}`, target: 'frame' }
            : null,
      };
    },
  };
}
