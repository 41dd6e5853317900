import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/lib/api-error';
import { i18n } from '@/lib/i18n/i18n';
import { showToast } from '@/lib/toast';
import en from '@/lib/i18n/locales/en.json';
import { serverErrorMessage, showServerError } from './show-server-error';

vi.mock('@/lib/toast', () => ({ showToast: vi.fn() }));

const FALLBACK = 'wallet.withdrawal_crypto.error';
const refusal = (detail: string, params: Record<string, unknown> = {}) =>
  new ApiError({ status: 422, detail, params });

beforeEach(() => vi.mocked(showToast).mockClear());
afterEach(() => i18n.changeLanguage('en'));

describe('serverErrorMessage', () => {
  it('translates every detail of the catalogue (spec 8) and the profile refusal', () => {
    const details = [
      'error_orders_limit',
      'error_currency_not_supported',
      'error_invalid_address',
      'error_internal_address',
      'wallet_withdraw_too_small',
      'wallet_buy_banned',
      'wallet_fiat_banned',
      'withdraw_daily_limit_exceeded',
      'wager',
      'payments_are_disabled',
      'insufficient_balance',
      'invalid_ggr',
      'personal_data_required',
      'create_deposit_fail_title',
      'create_deposit_fail_message',
    ];
    for (const detail of details) {
      expect(en.wallet.server_error).toHaveProperty(detail);
      expect(serverErrorMessage(detail, {}, FALLBACK)).not.toBe(i18n.t(FALLBACK));
    }
  });

  it("puts the body's figures into the message when it carries them all", () => {
    expect(
      serverErrorMessage(
        'wallet_withdraw_too_small',
        { minAmount: '5.000000', currency: 'USDT' },
        FALLBACK,
      ),
    ).toBe('The minimum withdrawal is 5 USDT.');
    expect(serverErrorMessage('wager', { remaining: '60.50', currency: 'USD' }, FALLBACK)).toBe(
      'Wager 60.5 USD more before withdrawing.',
    );
    expect(
      serverErrorMessage(
        'withdraw_daily_limit_exceeded',
        { limit: '10000.00', currency: 'USD' },
        FALLBACK,
      ),
    ).toBe('You have reached the daily withdrawal limit of 10,000 USD.');
  });

  it('reads a refused value by its validation message', () => {
    expect(serverErrorMessage('Validation.invalid_amount', { precision: 6 }, FALLBACK)).toBe(
      'Enter a valid amount',
    );
    // A dispute's claimed amount above the method's limit names the limit.
    expect(
      serverErrorMessage(
        'Validation.maximum_amount',
        { amount: '150000.00', currency: 'RUB' },
        FALLBACK,
      ),
    ).toBe('Maximum amount is 150,000 RUB');
    expect(
      serverErrorMessage(
        'wallet_withdraw_too_large',
        { maxAmount: '2000', currency: 'USDT' },
        FALLBACK,
      ),
    ).toBe('The maximum for one withdrawal is 2,000 USDT.');
  });

  it('says it without figures when the body lacks some', () => {
    expect(serverErrorMessage('wallet_withdraw_too_small', { minAmount: '5' }, FALLBACK)).toBe(
      'The amount is below the minimum for withdrawal.',
    );
  });

  it('falls back for details it has no words for', () => {
    expect(serverErrorMessage('validation_error', {}, FALLBACK)).toBe(
      "We couldn't create the withdrawal. Please try again.",
    );
    expect(serverErrorMessage('../Shared.close', {}, FALLBACK)).toBe(i18n.t(FALLBACK));
  });

  it('speaks the current language', async () => {
    await i18n.changeLanguage('ru');
    expect(serverErrorMessage('insufficient_balance', {}, FALLBACK)).toBe(
      'Недостаточно средств на балансе.',
    );
    expect(
      serverErrorMessage(
        'wallet_withdraw_too_small',
        { minAmount: '5', currency: 'USDT' },
        FALLBACK,
      ),
    ).toBe('Минимальная сумма вывода: 5 USDT.');
  });
});

describe('showServerError', () => {
  it('toasts the message with the detail as error key and the time', () => {
    vi.useFakeTimers({ now: new Date('2026-03-14T12:00:00Z') });
    showServerError(refusal('error_invalid_address'), { fallbackKey: FALLBACK });
    vi.useRealTimers();
    expect(showToast).toHaveBeenCalledWith({
      type: 'error',
      title: undefined,
      message: 'The wallet address is invalid.',
      errorKey: 'error_invalid_address',
      errorTime: new Date('2026-03-14T12:00:00Z'),
    });
  });

  it('titles a fiat deposit failure and reads anything unknown as unexpected', () => {
    showServerError(new Error('boom'), {
      fallbackKey: 'wallet.server_error.create_deposit_fail_message',
      titleKey: 'wallet.server_error.create_deposit_fail_title',
    });
    expect(showToast).toHaveBeenCalledWith(
      expect.objectContaining({
        title: 'Payment failed',
        message: "We couldn't create the payment. Try again or choose another method.",
        errorKey: 'unexpected_error',
      }),
    );
  });
});
