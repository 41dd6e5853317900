import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { i18n } from '@/lib/i18n/i18n';
import { bodiesSentTo, fakeApi } from '@/testing/fake-api';
import { aMe, aProfile, aUsdPart, stubFetch } from '@/testing/fixtures';
import { jsonResponse } from '@/testing/json-response';
import { renderWithProviders } from '@/testing/render-with-providers';
import { AppHeader } from './app-header';

const me = aMe({
  isVip: true,
  hasDeposits: true,
  vipManager: { telegramUsername: 'aurum_vip_anna' },
});
const profile = aProfile({
  firstName: 'Anna',
  lastName: 'Petrova',
  isVip: true,
  isNameChangeAvailable: false,
});
const languages = {
  items: [
    { code: 'en', title: 'English', icon: '/images/flags/en.svg' },
    { code: 'ru', title: 'Русский', icon: '/images/flags/ru.svg' },
  ],
};

const fetchMock = stubFetch();
const playerApi = (balance: Response) =>
  fakeApi({
    'GET /api/v1/me': jsonResponse(me),
    'PATCH /api/v1/me': jsonResponse({ ...me, language: 'ru' }),
    '/api/v1/me/profile': jsonResponse(profile),
    '/api/v1/me/balance': balance,
    '/api/v1/languages': jsonResponse(languages),
  });

afterEach(async () => {
  localStorage.clear();
  await i18n.changeLanguage('en');
});

describe('AppHeader for a signed-in player', () => {
  it('shows the total balance in its display format, the top-up button and a VIP avatar', async () => {
    fetchMock.mockImplementation(
      playerApi(
        jsonResponse({ total: aUsdPart('1234.50'), fiat: aUsdPart('1000.00'), userBonuses: [] }),
      ),
    );
    renderWithProviders(<AppHeader />);

    await waitFor(() =>
      expect(screen.getByTestId('header-balance')).toHaveTextContent('$1,234.50'),
    );
    expect(screen.getByTestId('header-top-up')).toHaveTextContent('Top up');
    expect(screen.queryByTestId('header-login')).not.toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId('profile-avatar')).toHaveTextContent('AP'));
    expect(screen.getByTestId('profile-avatar')).toHaveAttribute('data-vip', 'true');
    expect(screen.queryByTestId('name-change-dot')).not.toBeInTheDocument();
  });

  it('shows a dash, never a number, when the balance cannot be loaded', async () => {
    fetchMock.mockImplementation(playerApi(jsonResponse({ detail: 'not_found' }, 404)));
    renderWithProviders(<AppHeader />);

    await waitFor(() => expect(screen.getByTestId('header-balance')).toHaveTextContent('—'));
    expect(screen.getByTestId('header-balance')).not.toHaveTextContent('$');
  });

  it('saves a language picked in the header to the account', async () => {
    fetchMock.mockImplementation(
      playerApi(jsonResponse({ total: aUsdPart('0.00'), fiat: aUsdPart('0.00'), userBonuses: [] })),
    );
    const user = userEvent.setup();
    renderWithProviders(<AppHeader />);
    await screen.findByTestId('header-balance');

    await user.click(screen.getByTestId('language-switcher'));
    await user.click(await screen.findByTestId('language-option-ru'));

    await waitFor(() =>
      expect(bodiesSentTo(fetchMock, '/api/v1/me')).toContainEqual({ language: 'ru' }),
    );
    expect(i18n.language).toBe('ru');
    expect(screen.getByTestId('header-top-up')).toHaveTextContent('Пополнить');
  });
});
