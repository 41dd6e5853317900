import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeApi } from '@/testing/fake-api';
import { aMe, stubFetch } from '@/testing/fixtures';
import { jsonResponse } from '@/testing/json-response';
import { renderWithProviders } from '@/testing/render-with-providers';
import { useSession } from './use-session';

function SessionProbe() {
  const { status, me } = useSession();
  return <output data-testid="session">{`${status}:${me?.globalId ?? '-'}`}</output>;
}

const fetchMock = stubFetch();

describe('useSession', () => {
  it('is signed out, without any error, for a visitor', async () => {
    fetchMock.mockImplementation(fakeApi({}));
    renderWithProviders(<SessionProbe />);
    expect(screen.getByTestId('session')).toHaveTextContent('loading:-');
    await waitFor(() => expect(screen.getByTestId('session')).toHaveTextContent('signed-out:-'));
  });

  it('is signed in with the current user', async () => {
    fetchMock.mockImplementation(
      fakeApi({
        '/api/v1/me': jsonResponse(aMe({ globalId: '7' })),
      }),
    );
    renderWithProviders(<SessionProbe />);
    await waitFor(() => expect(screen.getByTestId('session')).toHaveTextContent('signed-in:7'));
  });
});
