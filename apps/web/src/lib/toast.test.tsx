import { render, screen } from '@testing-library/react';
import { isValidElement, type ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '@/lib/i18n/i18n';
import { showToast, TOAST_DURATION_MS } from './toast';

const sonner = vi.hoisted(() => {
  const show = Object.assign(vi.fn(), {
    info: vi.fn(),
    warning: vi.fn(),
    error: vi.fn(),
    success: vi.fn(),
  });
  return { toast: show };
});
vi.mock('sonner', () => sonner);

type TToastData = { description?: ReactNode; duration?: number };
const lastCall = (mock: ReturnType<typeof vi.fn>) => mock.mock.calls.at(-1) as [string, TToastData];

beforeEach(() => vi.clearAllMocks());
afterEach(() => i18n.changeLanguage('en'));

describe('showToast', () => {
  it('defaults to a plain toast titled "Notification" that lasts 10 seconds', () => {
    showToast({ message: 'Saved' });

    const [title, data] = lastCall(sonner.toast);
    expect(title).toBe('Notification');
    expect(data.duration).toBe(TOAST_DURATION_MS);
    expect(TOAST_DURATION_MS).toBe(10_000);
  });

  it.each(['info', 'warning', 'error', 'success'] as const)('routes type %s to sonner', (type) => {
    showToast({ type, message: 'x' });
    expect(sonner.toast[type]).toHaveBeenCalledTimes(1);
    expect(sonner.toast).not.toHaveBeenCalled();
  });

  it('keeps a custom title and duration', () => {
    showToast({ type: 'success', title: 'Copied', duration: 2000 });
    const [title, data] = lastCall(sonner.toast.success);
    expect(title).toBe('Copied');
    expect(data.duration).toBe(2000);
    expect(data.description).toBeUndefined();
  });

  it('translates the default title into the current language', async () => {
    await i18n.changeLanguage('ru');
    showToast({ message: 'x' });
    expect(lastCall(sonner.toast)[0]).toBe('Уведомление');
  });

  it('adds the error key and time lines under the message', () => {
    showToast({
      type: 'error',
      message: 'Insufficient balance.',
      errorKey: 'insufficient_balance',
      errorTime: new Date(2026, 0, 2, 3, 4, 5),
    });

    const { description } = lastCall(sonner.toast.error)[1];
    if (!isValidElement(description)) throw new Error('expected a description element');
    render(description);
    expect(screen.getByText('Insufficient balance.')).toBeInTheDocument();
    expect(screen.getByText('Error code: insufficient_balance')).toBeInTheDocument();
    expect(screen.getByText(/^Time: .*3:04:05/)).toBeInTheDocument();
  });
});
