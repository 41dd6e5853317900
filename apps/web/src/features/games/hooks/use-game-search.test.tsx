import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { aGamePage } from '@/testing/catalogue-fixtures';
import { requestUrl } from '@/testing/fake-api';
import { stubFetch } from '@/testing/fixtures';
import { jsonResponse } from '@/testing/json-response';
import { createQueryWrapper } from '@/testing/query-wrapper';
import { searchTermOf } from '../utils/search-query';
import { useGameSearch, type TSearchTab } from './use-game-search';

const fetchMock = stubFetch();

beforeEach(() => {
  vi.useFakeTimers();
  fetchMock.mockImplementation(() =>
    Promise.resolve(jsonResponse(aGamePage({ offset: 0, limit: 30, total: 3 }))),
  );
});
afterEach(() => vi.useRealTimers());

/** The `search` and `category` of every games request, in order ("-" when absent). */
const requests = () =>
  fetchMock.mock.calls.map(([input]) => {
    const params = requestUrl(input).searchParams;
    return `${params.get('search') ?? '-'}|${params.get('category') ?? '-'}`;
  });

const wait = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));

function renderSearch() {
  const { Wrapper } = createQueryWrapper();
  return renderHook(
    ({ text, tab }: { text: string; tab: TSearchTab }) => useGameSearch(text, tab),
    { initialProps: { text: '', tab: 'all' }, wrapper: Wrapper },
  );
}

describe('searchTermOf', () => {
  it.each([
    ['', undefined],
    ['ph', undefined],
    ['  ro  ', undefined],
    ['pha', 'pha'],
    ['  roulet ', 'roulet'],
  ])('uses %j as %j', (text, term) => expect(searchTermOf(text)).toBe(term));
});

describe('useGameSearch', () => {
  it('shows popular games, then searches 300 ms after typing stops, only past 2 characters', async () => {
    const { result, rerender } = renderSearch();
    await wait(0);
    expect(requests()).toEqual(['-|-']);
    expect(result.current.term).toBeUndefined();

    rerender({ text: 'ph', tab: 'all' });
    await wait(1000);
    expect(requests()).toEqual(['-|-']);

    rerender({ text: 'pha', tab: 'all' });
    expect(result.current.settling).toBe(true);
    await wait(299);
    expect(requests()).toEqual(['-|-']);
    await wait(1);
    expect(requests()).toEqual(['-|-', 'pha|-']);
    expect(result.current.term).toBe('pha');
    expect(result.current.settling).toBe(false);
  });

  it('sends only the text typing settled on', async () => {
    const { rerender } = renderSearch();
    await wait(0);
    for (const text of ['phar', 'phara', 'pharao']) {
      rerender({ text, tab: 'all' });
      await wait(120);
    }
    await wait(300);
    expect(requests()).toEqual(['-|-', 'pharao|-']);
  });

  it('filters by the chosen section tab', async () => {
    const { rerender } = renderSearch();
    await wait(0);
    rerender({ text: '', tab: 'live' });
    await wait(0);
    rerender({ text: ' roulet ', tab: 'live' });
    await wait(300);
    expect(requests()).toEqual(['-|-', '-|live', 'roulet|live']);
  });
});
