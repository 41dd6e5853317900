import type { TBanner } from '@aurum/contracts/catalogue';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { fakeApi } from '@/testing/fake-api';
import { stubFetch } from '@/testing/fixtures';
import { jsonResponse } from '@/testing/json-response';
import { renderWithProviders } from '@/testing/render-with-providers';
import { BannerCarousel } from './banner-carousel';

const fetchMock = stubFetch();

// jsdom lays nothing out and has no element scrolling; the carousel only needs the call to exist.
beforeAll(() => {
  Element.prototype.scrollTo = () => undefined;
});

function aBanner(overrides: Partial<TBanner> = {}): TBanner {
  const id = overrides.id ?? 1;
  return {
    id,
    type: 'casino',
    title: `Banner ${id}`,
    text: 'Spin and win',
    imageBg: `/media/banners/${id}.svg`,
    imageFg: null,
    video: null,
    url: '/categories/slots/games',
    linkTarget: '_self',
    tournamentId: null,
    endsAt: null,
    ...overrides,
  };
}

const serveBanners = (items: TBanner[]) =>
  fetchMock.mockImplementation(fakeApi({ '/api/v1/banners': jsonResponse({ items }) }));

describe('BannerCarousel', () => {
  it('shows each banner with its call to action, a countdown when it ends, and dots', async () => {
    const endsAt = new Date(Date.now() + 3 * 86_400_000).toISOString();
    serveBanners([
      aBanner({ id: 1 }),
      aBanner({ id: 2, url: 'https://partner.example/promo', linkTarget: '_blank', endsAt }),
    ]);
    renderWithProviders(<BannerCarousel />);

    await screen.findByTestId('banner-carousel');
    const [first, second] = screen.getAllByTestId('banner-slide');
    expect(first).toHaveAccessibleName('1 of 2');
    expect(
      within(first ?? document.body).getByRole('link', { name: /Learn more/ }),
    ).toHaveAttribute('href', '/categories/slots/games');
    const external = second?.querySelector('a');
    expect(external).toHaveAttribute('href', 'https://partner.example/promo');
    expect(external).toHaveAttribute('target', '_blank');
    expect(external).toHaveAttribute('rel', 'noopener noreferrer');
    expect(within(second ?? document.body).getByTestId('banner-countdown')).toHaveTextContent(
      /^0?3\s*days/,
    );
    expect(screen.getAllByTestId('banner-dot')).toHaveLength(2);
  });

  it('moves to the next banner and wraps around to the first', async () => {
    serveBanners([aBanner({ id: 1 }), aBanner({ id: 2 })]);
    const user = userEvent.setup();
    renderWithProviders(<BannerCarousel />);
    await screen.findByTestId('banner-carousel');
    const dots = screen.getAllByTestId('banner-dot');
    expect(dots[0]).toHaveAttribute('aria-current', 'true');

    await user.click(screen.getByTestId('banner-next'));
    expect(dots[1]).toHaveAttribute('aria-current', 'true');
    await user.click(screen.getByTestId('banner-next'));
    expect(dots[0]).toHaveAttribute('aria-current', 'true');
    await user.click(screen.getByTestId('banner-prev'));
    expect(dots[1]).toHaveAttribute('aria-current', 'true');
  });

  it('gives a video banner play and sound toggles', async () => {
    serveBanners([aBanner({ id: 4, video: '/media/banners/4.mp4' })]);
    const user = userEvent.setup();
    renderWithProviders(<BannerCarousel />);

    const video = await screen.findByTestId<HTMLVideoElement>('banner-video');
    expect(video.muted).toBe(true);
    await user.click(screen.getByTestId('banner-video-mute'));
    expect(video.muted).toBe(false);
    expect(screen.getByTestId('banner-video-mute')).toHaveAccessibleName('Mute');
    expect(screen.getByTestId('banner-video-play')).toHaveAccessibleName('Play video');
    expect(screen.queryByTestId('banner-dot')).not.toBeInTheDocument();
  });

  it('shows nothing when no banner is targeted at this visitor', async () => {
    serveBanners([]);
    const { container } = renderWithProviders(<BannerCarousel />);
    expect(container.innerHTML).not.toBe('');
    await expect.poll(() => container.innerHTML).toBe('');
  });
});
