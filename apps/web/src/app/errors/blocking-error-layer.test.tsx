import { useQuery } from '@tanstack/react-query';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { getBalanceQueryOptions } from '@/features/wallet/api/get-balance';
import { apiRequest } from '@/lib/api-client';
import { i18n } from '@/lib/i18n/i18n';
import { callsTo, fakeApi } from '@/testing/fake-api';
import { aUsdPart, stubFetch } from '@/testing/fixtures';
import { jsonResponse } from '@/testing/json-response';
import { renderWithProviders } from '@/testing/render-with-providers';
import { meEndpoints } from '@aurum/contracts/me';
import { BlockingErrorLayer } from './blocking-error-layer';

/** Any player call, made the way features make them. */
function ProfileCall() {
  useQuery({ queryKey: ['probe'], queryFn: () => apiRequest(meEndpoints.profile) });
  return null;
}

function BalanceCall() {
  useQuery(getBalanceQueryOptions());
  return null;
}

const zero = aUsdPart('0.00');

function renderLayer(path = '/') {
  return renderWithProviders(
    <>
      <ProfileCall />
      <BalanceCall />
      <BlockingErrorLayer />
    </>,
    { path },
  );
}
const fetchMock = stubFetch();

afterEach(async () => {
  await i18n.changeLanguage('en');
});

describe('BlockingErrorLayer', () => {
  it('shows the ban screen with the translated reason when any call answers banned', async () => {
    fetchMock.mockImplementation(
      fakeApi({
        '/api/v1/me/profile': jsonResponse(
          { detail: 'banned', reason: 'multi_accounting', description: 'Linked to account 17' },
          401,
        ),
      }),
    );
    renderLayer();

    expect(await screen.findByTestId('ban-screen')).toBeInTheDocument();
    expect(screen.getByTestId('ban-reason')).toHaveTextContent('Multiple accounts');
    expect(screen.getByTestId('ban-description')).toHaveTextContent('Linked to account 17');
    expect(screen.getByTestId('ban-terms-link')).toHaveAttribute(
      'href',
      `/policies/${encodeURIComponent(window.location.host)}`,
    );
  });

  it('translates the ban into Russian', async () => {
    await i18n.changeLanguage('ru');
    fetchMock.mockImplementation(
      fakeApi({
        '/api/v1/me/profile': jsonResponse(
          { detail: 'banned', reason: 'kyc', description: '' },
          401,
        ),
      }),
    );
    renderLayer();
    expect(await screen.findByTestId('ban-reason')).toHaveTextContent('Личность не подтверждена');
    expect(screen.queryByTestId('ban-description')).not.toBeInTheDocument();
  });

  it('keeps the terms page readable under a ban', async () => {
    fetchMock.mockImplementation(
      fakeApi({
        '/api/v1/me/profile': jsonResponse(
          { detail: 'banned', reason: 'kyc', description: '' },
          401,
        ),
      }),
    );
    renderLayer('/policies/aurum.casino');
    await waitFor(() => expect(fetchMock).toHaveBeenCalled());
    expect(screen.queryByTestId('ban-screen')).not.toBeInTheDocument();
  });

  it('shows the region modal with country and IP, copies the IP, and clears once the balance loads', async () => {
    let restricted = true;
    fetchMock.mockImplementation(
      fakeApi({
        '/api/v1/me/profile': jsonResponse(
          { detail: 'region_restricted', country: 'FR', ip: '203.0.113.9' },
          451,
        ),
        '/api/v1/me/balance': () =>
          restricted
            ? jsonResponse({ detail: 'region_restricted', country: 'FR', ip: '203.0.113.9' }, 451)
            : jsonResponse({ total: zero, fiat: zero, userBonuses: [] }),
      }),
    );
    const user = userEvent.setup();
    const writeText = vi.spyOn(navigator.clipboard, 'writeText');
    const { queryClient } = renderLayer();

    const modal = await screen.findByTestId('region-modal');
    expect(modal).toHaveTextContent('Aurum is not available in France.');
    expect(screen.getByTestId('region-ip')).toHaveTextContent('203.0.113.9');
    await user.click(screen.getByTestId('region-ip-copy'));
    expect(writeText).toHaveBeenCalledWith('203.0.113.9');
    expect(screen.getByTestId('region-ip-copy')).toHaveAccessibleName('Copied');

    restricted = false;
    await queryClient.refetchQueries({ queryKey: getBalanceQueryOptions().queryKey });
    await waitFor(() => expect(screen.queryByTestId('region-modal')).not.toBeInTheDocument());
  });

  it('shows the unstable-connection modal on a network failure and retries from it', async () => {
    let offline = true;
    fetchMock.mockImplementation(
      fakeApi({
        '/api/v1/me/balance': () =>
          offline
            ? Promise.reject(new TypeError('Failed to fetch'))
            : jsonResponse({ total: zero, fiat: zero, userBonuses: [] }),
      }),
    );
    const user = userEvent.setup();
    renderLayer();

    expect(await screen.findByTestId('connection-modal')).toHaveTextContent('Unstable connection');
    offline = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(screen.queryByTestId('connection-modal')).not.toBeInTheDocument());
    expect(callsTo(fetchMock, '/api/v1/me/balance')).toBe(2);
  });
});
