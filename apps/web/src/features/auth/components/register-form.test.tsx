import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { bodiesSentTo, fakeApi } from '@/testing/fake-api';
import { stubFetch } from '@/testing/fixtures';
import { jsonResponse } from '@/testing/json-response';
import { renderWithProviders } from '@/testing/render-with-providers';
import { RegisterForm } from './register-form';

const fetchMock = stubFetch();
const onSignedIn = vi.fn();

function renderForm(answer: Response) {
  fetchMock.mockImplementation(fakeApi({ 'POST /api/v1/auth/register': answer }));
  const user = userEvent.setup();
  renderWithProviders(<RegisterForm onSignedIn={onSignedIn} onBanned={vi.fn()} />);
  return user;
}

const registerBodies = () => bodiesSentTo(fetchMock, '/api/v1/auth/register');

afterEach(() => vi.clearAllMocks());

describe('RegisterForm', () => {
  it('needs a long enough password and the 18+ confirmation', async () => {
    const user = renderForm(jsonResponse({}));
    await user.type(screen.getByTestId('auth-email'), 'new@example.com');
    await user.type(screen.getByTestId('auth-password'), 'short');
    await user.click(screen.getByTestId('auth-submit'));

    expect(
      await screen.findByText('The password must have at least 8 characters'),
    ).toBeInTheDocument();
    expect(
      screen.getByText('Confirm that you are 18 or older and accept the terms'),
    ).toBeInTheDocument();
    expect(registerBodies()).toHaveLength(0);
  });

  it('puts email_taken under the e-mail field, and sends the UI language', async () => {
    const user = renderForm(jsonResponse({ detail: 'email_taken' }, 409));
    await user.type(screen.getByTestId('auth-email'), 'taken@example.com');
    await user.type(screen.getByTestId('auth-password'), 'long-enough-password');
    await user.click(screen.getByTestId('auth-accept-terms'));
    await user.click(screen.getByTestId('auth-submit'));

    expect(
      await screen.findByText('An account with this e-mail already exists. Log in instead.'),
    ).toBeInTheDocument();
    expect(screen.getByTestId('auth-email')).toHaveAttribute('aria-invalid', 'true');
    expect(registerBodies()[0]).toEqual({
      email: 'taken@example.com',
      password: 'long-enough-password',
      language: 'en',
    });
    expect(onSignedIn).not.toHaveBeenCalled();
  });

  it('places server validation issues on their fields: a too common password', async () => {
    const user = renderForm(
      jsonResponse(
        {
          detail: 'validation_error',
          in: 'body',
          fields: [{ path: 'password', message: 'Validation.password_too_weak' }],
        },
        400,
      ),
    );
    await user.type(screen.getByTestId('auth-email'), 'new@example.com');
    await user.type(screen.getByTestId('auth-password'), 'long-enough-password');
    await user.click(screen.getByTestId('auth-accept-terms'));
    await user.click(screen.getByTestId('auth-submit'));

    await waitFor(() =>
      expect(screen.getByTestId('auth-password')).toHaveAttribute('aria-invalid', 'true'),
    );
    expect(
      screen.getByText(
        'This password is too common or too easy to guess: try a few unrelated words',
      ),
    ).toBeInTheDocument();
  });
});
