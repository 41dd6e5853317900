import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '@/lib/i18n/i18n';
import { LANGUAGE_STORAGE_KEY } from '@/lib/i18n/language-storage';
import { jsonResponse } from '@/testing/json-response';
import { LanguageSwitcher } from './language-switcher';

const offered = {
  items: [
    { code: 'en', title: 'English', icon: '/images/flags/en.svg' },
    { code: 'ru', title: 'Русский', icon: '/images/flags/ru.svg' },
  ],
};

function renderSwitcher() {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={queryClient}>
      <LanguageSwitcher />
    </QueryClientProvider>,
  );
}

const fetchMock = vi.fn<typeof fetch>();

beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(async () => {
  vi.unstubAllGlobals();
  fetchMock.mockReset();
  localStorage.clear();
  await i18n.changeLanguage('en');
});

describe('LanguageSwitcher', () => {
  it('offers exactly the languages the API lists', async () => {
    fetchMock.mockResolvedValue(jsonResponse(offered));
    const user = userEvent.setup();
    renderSwitcher();
    await waitFor(() =>
      expect(fetchMock).toHaveBeenCalledWith('/api/v1/languages?mode=1', expect.anything()),
    );

    await user.click(screen.getByTestId('language-switcher'));

    expect(await screen.findByTestId('language-option-ru')).toHaveTextContent('Русский');
    expect(screen.getByTestId('language-option-en')).toHaveTextContent('English');
    expect(screen.queryByTestId('language-option-uk')).not.toBeInTheDocument();
  });

  it('switches the language, remembers it and updates <html lang>', async () => {
    fetchMock.mockResolvedValue(jsonResponse(offered));
    const user = userEvent.setup();
    renderSwitcher();

    await user.click(screen.getByTestId('language-switcher'));
    await user.click(await screen.findByTestId('language-option-ru'));

    expect(i18n.language).toBe('ru');
    expect(localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBe('ru');
    expect(document.documentElement.lang).toBe('ru');
    expect(screen.getByTestId('language-switcher')).toHaveAccessibleName('Язык: Русский');
  });

  it('shows only the current language when the list cannot be loaded', async () => {
    fetchMock.mockResolvedValue(jsonResponse({ detail: 'internal_error' }, 503));
    const user = userEvent.setup();
    renderSwitcher();
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(2), { timeout: 4000 });

    await user.click(screen.getByTestId('language-switcher'));

    expect(await screen.findByTestId('language-option-en')).toHaveTextContent('English');
    expect(screen.getAllByRole('menuitem')).toHaveLength(1);
  });
});
