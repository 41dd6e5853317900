import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { blockingErrorStore } from '@/lib/blocking-error';
import { bodiesSentTo, fakeApi } from '@/testing/fake-api';
import { aMe, stubFetch } from '@/testing/fixtures';
import { jsonResponse } from '@/testing/json-response';
import { renderWithProviders } from '@/testing/render-with-providers';
import { LoginForm } from './login-form';

const me = aMe();
const fetchMock = stubFetch();
const onSignedIn = vi.fn();
const onBanned = vi.fn();

function renderForm(loginAnswer: Response) {
  fetchMock.mockImplementation(fakeApi({ 'POST /api/v1/auth/login': loginAnswer }));
  const user = userEvent.setup();
  const view = renderWithProviders(<LoginForm onSignedIn={onSignedIn} onBanned={onBanned} />);
  const submit = async (email: string, password: string) => {
    if (email) await user.type(screen.getByTestId('auth-email'), email);
    if (password) await user.type(screen.getByTestId('auth-password'), password);
    await user.click(screen.getByTestId('auth-submit'));
  };
  return { ...view, user, submit };
}

const loginCalls = () => bodiesSentTo(fetchMock, '/api/v1/auth/login');

afterEach(() => vi.clearAllMocks());

describe('LoginForm', () => {
  it('asks for both fields, in words, before calling the server', async () => {
    const { submit } = renderForm(jsonResponse(me));
    await submit('', '');
    const alerts = await screen.findAllByText('Required field');
    expect(alerts).toHaveLength(2);
    expect(screen.getByTestId('auth-email')).toHaveAttribute('aria-invalid', 'true');
    expect(loginCalls()).toHaveLength(0);
  });

  it('rejects a malformed e-mail with the contract message', async () => {
    const { submit } = renderForm(jsonResponse(me));
    await submit('not-an-email', 'secret-password');
    expect(await screen.findByText('Enter a valid e-mail')).toBeInTheDocument();
    expect(loginCalls()).toHaveLength(0);
  });

  it('sends the normalised e-mail and signs in', async () => {
    const { submit, queryClient } = renderForm(jsonResponse(me));
    await submit('  Player@Example.COM ', 'secret-password');
    await waitFor(() => expect(onSignedIn).toHaveBeenCalledTimes(1));
    expect(loginCalls()[0]).toEqual({
      email: 'player@example.com',
      password: 'secret-password',
    });
    expect(queryClient.getQueryData(['me'])).toEqual(me);
  });

  it('shows wrong credentials as a form error', async () => {
    const { submit } = renderForm(jsonResponse({ detail: 'invalid_credentials' }, 401));
    await submit('player@example.com', 'wrong-password');
    expect(await screen.findByTestId('auth-form-error')).toHaveTextContent(
      'Wrong e-mail or password.',
    );
    expect(onSignedIn).not.toHaveBeenCalled();
  });

  it('counts down from retryAfter after too many attempts and blocks the button', async () => {
    const { submit } = renderForm(
      jsonResponse({ detail: 'too_many_requests', retryAfter: 30 }, 429),
    );
    await submit('player@example.com', 'wrong-password');
    expect(await screen.findByTestId('auth-form-error')).toHaveTextContent(
      'Too many attempts. Try again in 30 s.',
    );
    expect(screen.getByTestId('auth-submit')).toBeDisabled();
  });

  it('hands a ban to the ban screen and closes', async () => {
    const { submit } = renderForm(
      jsonResponse({ detail: 'banned', reason: 'bonus_abuse', description: 'Bonus farming' }, 401),
    );
    await submit('player@example.com', 'secret-password');
    await waitFor(() => expect(onBanned).toHaveBeenCalledTimes(1));
    expect(blockingErrorStore.get()).toEqual({
      kind: 'banned',
      reason: 'bonus_abuse',
      description: 'Bonus farming',
    });
    expect(screen.queryByTestId('auth-form-error')).not.toBeInTheDocument();
  });
});
