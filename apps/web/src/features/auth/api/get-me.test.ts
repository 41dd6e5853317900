import { describe, expect, it } from 'vitest';
import { ApiError } from '@/lib/api-error';
import { fakeApi } from '@/testing/fake-api';
import { aMe, stubFetch } from '@/testing/fixtures';
import { jsonResponse } from '@/testing/json-response';
import { getMe } from './get-me';

const me = aMe();
const fetchMock = stubFetch();

describe('getMe', () => {
  it('returns the signed-in player', async () => {
    fetchMock.mockImplementation(fakeApi({ '/api/v1/me': jsonResponse(me) }));
    await expect(getMe()).resolves.toEqual(me);
  });

  it('reads 401 unauthorized as a visitor (null), not as a failure', async () => {
    fetchMock.mockImplementation(fakeApi({}));
    await expect(getMe()).resolves.toBeNull();
  });

  it('fails on a ban, so the central handling can show the ban screen', async () => {
    fetchMock.mockImplementation(
      fakeApi({
        '/api/v1/me': jsonResponse(
          { detail: 'banned', reason: 'kyc', description: 'Documents expired' },
          401,
        ),
      }),
    );
    const error = await getMe().catch((reason: unknown) => reason);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 401, detail: 'banned', params: { reason: 'kyc' } });
  });

  it('fails on other errors (server down)', async () => {
    fetchMock.mockImplementation(
      fakeApi({ '/api/v1/me': jsonResponse({ detail: 'internal_error' }, 500) }),
    );
    await expect(getMe()).rejects.toMatchObject({ status: 500, detail: 'internal_error' });
  });
});
