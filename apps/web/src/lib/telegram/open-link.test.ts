import { afterAll, afterEach, describe, expect, it, vi } from 'vitest';
import { initDataFor, launchHash, simulateTelegram } from '@/testing/telegram-env';
import { startMiniApp, type TMiniAppLaunch } from './mini-app-startup';
import { openPaymentLink } from './open-link';
import { telegramSessionStore } from './telegram-session';

const LINK_CALLS = ['web_app_open_tg_link', 'web_app_open_link'] as const;
const INVOICE_IN_BOT = 'https://t.me/CryptoBot?start=IVa1b2c3';
const INVOICE_PAGE = 'https://pay.example.org/invoices/a1b2c3?lang=ru';

describe('openPaymentLink', () => {
  let telegram: ReturnType<typeof simulateTelegram> | undefined;
  let launch: TMiniAppLaunch | undefined;
  const windowOpen = vi.spyOn(window, 'open').mockReturnValue(null);

  /** The mini-app as Telegram (the SDK's mock environment) opens it, at a client version. */
  async function insideTelegram(version: string) {
    telegram = simulateTelegram();
    window.history.replaceState(
      null,
      '',
      `/ru/?bot_id=7000000001&bot_type=normal${launchHash({ version, initData: initDataFor() })}`,
    );
    launch = await startMiniApp();
    return telegram;
  }

  afterEach(() => {
    launch?.stop();
    launch = undefined;
    telegram?.restore();
    telegram = undefined;
    telegramSessionStore.reset();
    windowOpen.mockClear();
  });
  afterAll(() => windowOpen.mockRestore());

  it('inside Telegram, opens a t.me invoice in Telegram itself (openTelegramLink)', async () => {
    const client = await insideTelegram('8.0');

    openPaymentLink(INVOICE_IN_BOT);

    expect(client.callNames(LINK_CALLS)).toEqual(['web_app_open_tg_link']);
    expect(client.calls).toContainEqual({
      name: 'web_app_open_tg_link',
      params: { path_full: '/CryptoBot?start=IVa1b2c3' },
    });
    expect(windowOpen).not.toHaveBeenCalled();
  });

  it('inside Telegram, opens any other link through the client (openLink)', async () => {
    const client = await insideTelegram('7.2');

    openPaymentLink(INVOICE_PAGE);

    expect(client.callNames(LINK_CALLS)).toEqual(['web_app_open_link']);
    expect(client.calls).toContainEqual({
      name: 'web_app_open_link',
      params: expect.objectContaining({ url: INVOICE_PAGE }) as unknown,
    });
    expect(windowOpen).not.toHaveBeenCalled();
  });

  it('tells a t.me link by its host, not by how the address starts', async () => {
    const client = await insideTelegram('8.0');

    openPaymentLink('https://t.me.pay.example.org/CryptoBot');
    openPaymentLink('https://pay.example.org/t.me/CryptoBot');

    expect(client.callNames(LINK_CALLS)).toEqual(['web_app_open_link', 'web_app_open_link']);
  });

  it('inside Telegram, makes a link relative to the app whole before the client opens it', async () => {
    const client = await insideTelegram('8.0');

    openPaymentLink('/api/sandbox/cryptobot/invoice/a1b2c3');

    expect(client.calls).toContainEqual({
      name: 'web_app_open_link',
      params: expect.objectContaining({
        url: `${window.location.origin}/api/sandbox/cryptobot/invoice/a1b2c3`,
      }) as unknown,
    });
    expect(windowOpen).not.toHaveBeenCalled();
  });

  it('outside Telegram, opens a new tab', () => {
    openPaymentLink(INVOICE_IN_BOT);

    expect(windowOpen).toHaveBeenCalledWith(INVOICE_IN_BOT, '_blank', 'noopener,noreferrer');
  });
});
