import type { TStudioSession } from '@aurum/contracts/studio';
import { render } from '@testing-library/react';
import type { Mock } from 'vitest';
import { fakeApi } from '@/testing/fake-api';
import { jsonResponse } from '@/testing/json-response';
import { createTestQueryClient } from '@/testing/query-wrapper';
import { StudioApp } from '../studio-app';
import { aStudioSession, SESSION_ID, SESSION_PATH } from './studio-fixtures';

/**
 * Renders the game client for a session of `code` (extra routes answer its calls), with turbo
 * on unless the test turned it off.
 */
export function renderStudioGame(
  fetchMock: Mock<typeof fetch>,
  session: Partial<TStudioSession>,
  routes: Parameters<typeof fakeApi>[0] = {},
) {
  fetchMock.mockImplementation(
    fakeApi({ [`GET ${SESSION_PATH}`]: () => jsonResponse(aStudioSession(session)), ...routes }),
  );
  return render(<StudioApp sessionId={SESSION_ID} queryClient={createTestQueryClient()} />);
}
