import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Link, Outlet } from 'react-router';
import { beforeEach, describe, expect, it } from 'vitest';
import { fakeApi, visitorAnswer } from '@/testing/fake-api';
import { aMe, stubFetch } from '@/testing/fixtures';
import { jsonResponse } from '@/testing/json-response';
import { renderWithProviders } from '@/testing/render-with-providers';
import { authModalStore } from '../hooks/use-auth-modal';
import { REDIRECT_STORAGE_KEY, rememberRedirect } from '../utils/redirect-memory';
import { AuthModal } from './auth-modal';
import { RequireAuth } from './require-auth';

const routes = [
  {
    path: '/',
    element: (
      <>
        <Link to="/">Main</Link>
        <Outlet />
        <AuthModal />
      </>
    ),
    children: [
      { index: true, element: <p>Main page</p> },
      {
        path: 'profile',
        element: (
          <RequireAuth description="Log in to manage your profile.">
            <p>Profile content</p>
          </RequireAuth>
        ),
      },
      { path: 'bonuses', element: <p>Bonuses page</p> },
    ],
  },
];

const me = aMe();
const fetchMock = stubFetch();
let signedIn = false;

beforeEach(() => {
  signedIn = false;
  fetchMock.mockImplementation(
    fakeApi({
      'GET /api/v1/me': () => (signedIn ? jsonResponse(me) : visitorAnswer()),
      'POST /api/v1/auth/login': () => {
        signedIn = true;
        return jsonResponse(me);
      },
    }),
  );
});

async function signInThroughModal(user: ReturnType<typeof userEvent.setup>) {
  const modal = await screen.findByTestId('auth-modal');
  await user.type(within(modal).getByTestId('auth-email'), 'player@example.com');
  await user.type(within(modal).getByTestId('auth-password'), 'secret-password');
  await user.click(within(modal).getByTestId('auth-submit'));
}

describe('protected routes', () => {
  it('shows a visitor the sign-in prompt, opens sign-in and remembers the path', async () => {
    renderWithProviders(null, { routes, path: '/profile?tab=data' });

    expect(await screen.findByTestId('sign-in-prompt')).toBeInTheDocument();
    expect(screen.queryByText('Profile content')).not.toBeInTheDocument();
    expect(await screen.findByTestId('auth-modal')).toBeInTheDocument();
    expect(authModalStore.getView()).toBe('login');
    expect(sessionStorage.getItem(REDIRECT_STORAGE_KEY)).toBe('/profile?tab=data');
  });

  it('continues on the protected page after signing in there', async () => {
    const user = userEvent.setup();
    const { router } = renderWithProviders(null, { routes, path: '/profile' });
    await signInThroughModal(user);

    expect(await screen.findByText('Profile content')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/profile');
    expect(screen.queryByTestId('auth-modal')).not.toBeInTheDocument();
    expect(sessionStorage.getItem(REDIRECT_STORAGE_KEY)).toBeNull();
  });

  it('goes to the remembered path when sign-in happens elsewhere', async () => {
    rememberRedirect('/bonuses');
    authModalStore.open('login');
    const user = userEvent.setup();
    const { router } = renderWithProviders(null, { routes, path: '/' });
    await signInThroughModal(user);

    await waitFor(() => expect(router.state.location.pathname).toBe('/bonuses'));
    expect(screen.getByText('Bonuses page')).toBeInTheDocument();
  });

  it('forgets the path when the visitor leaves without signing in', async () => {
    const { router } = renderWithProviders(null, { routes, path: '/profile' });
    await screen.findByTestId('sign-in-prompt');
    authModalStore.close();
    await router.navigate('/');

    expect(await screen.findByText('Main page')).toBeInTheDocument();
    expect(sessionStorage.getItem(REDIRECT_STORAGE_KEY)).toBeNull();
  });

  it('never remembers a path outside the app', () => {
    rememberRedirect('//evil.example/steal');
    expect(sessionStorage.getItem(REDIRECT_STORAGE_KEY)).toBeNull();
  });
});
