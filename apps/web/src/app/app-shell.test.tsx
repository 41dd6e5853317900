import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '@/lib/i18n/i18n';
import { callsTo, fakeApi } from '@/testing/fake-api';
import { jsonResponse } from '@/testing/json-response';
import { installMatchMedia } from '@/testing/match-media';
import { AppProvider } from './provider';
import { routes } from './router';

const languages = {
  items: [
    { code: 'en', title: 'English', icon: '/images/flags/en.svg' },
    { code: 'ru', title: 'Русский', icon: '/images/flags/ru.svg' },
  ],
};

const fetchMock = vi.fn<typeof fetch>();

function renderApp(path: string) {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  render(
    <AppProvider>
      <RouterProvider router={router} />
    </AppProvider>,
  );
}

const preloaderGone = () =>
  waitFor(() => expect(screen.queryByTestId('app-preloader')).not.toBeInTheDocument(), {
    timeout: 4000,
  });

beforeEach(() => vi.stubGlobal('fetch', fetchMock));
afterEach(async () => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  fetchMock.mockReset();
  localStorage.clear();
  await i18n.changeLanguage('en');
});

describe('app shell', () => {
  it('covers the page with the preloader until the languages arrive', async () => {
    let answer: (response: Response) => void = () => undefined;
    const pending = new Promise<Response>((resolve) => (answer = resolve));
    fetchMock.mockImplementation(fakeApi({ '/api/v1/languages': () => pending }));
    renderApp('/');

    expect(await screen.findByTestId('app-preloader')).toBeInTheDocument();
    answer(jsonResponse(languages));
    await preloaderGone();
    expect(screen.getByTestId('home-hero')).toBeInTheDocument();
    expect(screen.getByTestId('sidebar')).toHaveTextContent('Main');
  });

  it('drops the preloader when the languages call fails and keeps working', async () => {
    fetchMock.mockImplementation(
      fakeApi({ '/api/v1/languages': () => new Response('', { status: 503 }) }),
    );
    renderApp('/');

    await preloaderGone();
    expect(screen.getByTestId('home-hero')).toBeInTheDocument();
    expect(callsTo(fetchMock, '/api/v1/languages')).toBe(2);
  });

  it('detects an offered browser language on the first visit', async () => {
    vi.spyOn(navigator, 'languages', 'get').mockReturnValue(['ru-RU', 'en']);
    fetchMock.mockImplementation(fakeApi({ '/api/v1/languages': jsonResponse(languages) }));
    renderApp('/');

    await preloaderGone();
    expect(screen.getByTestId('sidebar')).toHaveTextContent('Главная');
    expect(document.documentElement.lang).toBe('ru');
  });

  it('renders the 404 page inside the shell for an unknown route', async () => {
    fetchMock.mockImplementation(fakeApi({ '/api/v1/languages': jsonResponse(languages) }));
    renderApp('/no/such/page');

    expect(await screen.findByTestId('page-not-found')).toHaveTextContent('Page not found');
    expect(screen.getByTestId('sidebar')).toBeInTheDocument();
  });

  it('opens the menu sheet from the tab bar on phones and closes it on navigation', async () => {
    installMatchMedia(375);
    fetchMock.mockImplementation(fakeApi({ '/api/v1/languages': jsonResponse(languages) }));
    const user = userEvent.setup();
    renderApp('/');
    await preloaderGone();
    expect(screen.queryByTestId('sidebar')).not.toBeInTheDocument();

    await user.click(screen.getByTestId('tab-bar-menu'));
    const sheet = await screen.findByTestId('sidebar-sheet');
    await user.click(await within(sheet).findByRole('link', { name: 'Live games' }));

    await waitFor(() => expect(screen.queryByTestId('sidebar-sheet')).not.toBeInTheDocument());
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Live games' }),
    ).toBeInTheDocument();
  });
});
