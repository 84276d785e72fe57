import { afterEach, describe, expect, it, vi } from 'vitest';
import { act } from 'react';
import { MemoryRouter } from 'react-router-dom';
import type { HomeBanner } from '../../../core/contract';
import { AUTOPLAY_MS, BannerCarousel } from '../../../src/features/home/BannerCarousel';
import { bannerTarget } from '../../../src/features/home/banner-target';
import { cleanup, click, getByRole, queryAllByRole, render } from './dom';

const banner = (id: number, over: Partial<HomeBanner> = {}): HomeBanner => ({
  id,
  type: 1,
  info: `/brand/br/banner-${id}.svg`,
  url: '/sport',
  banner_type: 'normal',
  title: `Banner ${id}`,
  ...over,
});

const current = (container: HTMLElement) =>
  [...container.querySelectorAll('[aria-roledescription="slide"]')].findIndex(
    (s) => s.getAttribute('aria-hidden') === 'false',
  );

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('banner carousel (SPEC §2: autoplay 5000 ms, looping, no indicator for one banner)', () => {
  it('advances every 5 s and loops back to the first', async () => {
    vi.useFakeTimers();
    const { container } = await render(
      <MemoryRouter>
        <BannerCarousel banners={[banner(1), banner(2), banner(3)]} />
      </MemoryRouter>,
    );
    expect(current(container)).toBe(0);
    await act(async () => void vi.advanceTimersByTime(AUTOPLAY_MS - 1));
    expect(current(container)).toBe(0);
    await act(async () => void vi.advanceTimersByTime(1));
    expect(current(container)).toBe(1);
    await act(async () => void vi.advanceTimersByTime(AUTOPLAY_MS * 2));
    expect(current(container)).toBe(0);
  });

  it('has previous and next buttons that wrap around', async () => {
    const { container } = await render(
      <MemoryRouter>
        <BannerCarousel banners={[banner(1), banner(2)]} />
      </MemoryRouter>,
    );
    await click(getByRole(container, 'button', 'Previous banner'));
    expect(current(container)).toBe(1);
    await click(getByRole(container, 'button', 'Next banner'));
    expect(current(container)).toBe(0);
  });

  it('shows one banner without dots or arrows', async () => {
    const { container } = await render(
      <MemoryRouter>
        <BannerCarousel banners={[banner(1)]} />
      </MemoryRouter>,
    );
    expect(container.querySelectorAll('.banner-dot')).toHaveLength(0);
    expect(queryAllByRole(container, 'button')).toHaveLength(0);
  });

  it('opens the targets of SPEC §4 Banner click', () => {
    expect(bannerTarget(banner(1, { title: 'ustd' }))).toEqual({
      kind: 'route',
      to: '/deposit?rechargeChannel=USDT',
    });
    expect(bannerTarget(banner(1, { banner_type: 'banned' }))).toEqual({ kind: 'route', to: '/download' });
    expect(bannerTarget(banner(1, { banner_type: 'pwa' }))).toEqual({ kind: 'route', to: '/download-land' });
    expect(bannerTarget(banner(1, { url: 'https://promo.example/x' }))).toEqual({
      kind: 'external',
      href: 'https://promo.example/x',
    });
    expect(bannerTarget(banner(1, { url: 'javascript:alert(1)' }))).toEqual({ kind: 'none' });
  });
});
