import { ChevronLeftIcon, ChevronRightIcon } from '../../ui/icons';
import { useCallback, useEffect, useState, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { useLingui } from '@lingui/react/macro';
import type { HomeBanner } from '../../../core/contract';
import { bannerTarget } from './banner-target';
import { Img } from '../../ui/Img';
import { gateLinkClick } from '../account/login-pages';

/** SPEC §2/§9: autoplay every 5000 ms, looping. */
export const AUTOPLAY_MS = 5_000;

function useDocumentVisible(): boolean {
  const [visible, setVisible] = useState(() => document.visibilityState !== 'hidden');
  useEffect(() => {
    const update = () => setVisible(document.visibilityState !== 'hidden');
    document.addEventListener('visibilitychange', update);
    return () => document.removeEventListener('visibilitychange', update);
  }, []);
  return visible;
}

function BannerLink({ banner, children }: { banner: HomeBanner; children: ReactNode }) {
  const target = bannerTarget(banner);
  if (target.kind === 'route')
    return (
      <Link to={target.to} onClick={(e) => gateLinkClick(e, target.to)}>
        {children}
      </Link>
    );
  if (target.kind === 'external')
    return (
      <a href={target.href} target="_blank" rel="noopener noreferrer">
        {children}
      </a>
    );
  return <>{children}</>;
}

/**
 * The home banner carousel: one slide visible, prev/next buttons, dots only when there is more than one
 * banner. Autoplay stops while the page is hidden and while a finger or pointer is on it.
 */
export function BannerCarousel({ banners }: { banners: HomeBanner[] }) {
  const { t } = useLingui();
  const [index, setIndex] = useState(0);
  const [held, setHeld] = useState(false);
  const visible = useDocumentVisible();
  const count = banners.length;
  const go = useCallback(
    (step: number) => setIndex((i) => (count ? (i + step + count) % count : 0)),
    [count],
  );

  useEffect(() => {
    if (count < 2 || !visible || held) return;
    const timer = window.setInterval(() => go(1), AUTOPLAY_MS);
    return () => window.clearInterval(timer);
  }, [count, visible, held, go, index]);

  if (count === 0) return <div className="banner-frame banner-empty" aria-hidden="true" />;
  const current = index % count;
  return (
    <section
      className="banner-carousel"
      aria-roledescription={t`carousel`}
      aria-label={t`Promotions`}
      onPointerEnter={() => setHeld(true)}
      onPointerLeave={() => setHeld(false)}
    >
      <div className="banner-frame">
        <div className="banner-track" style={{ transform: `translateX(-${current * 100}%)` }}>
          {banners.map((banner, i) => (
            <div
              key={banner.id}
              className="banner-slide"
              role="group"
              aria-roledescription={t`slide`}
              aria-label={t`${i + 1} of ${count}`}
              aria-hidden={i !== current}
              inert={i !== current}
            >
              <BannerLink banner={banner}>
                {banner.type === 1 ? (
                  <Img
                    src={banner.info}
                    alt={banner.title}
                    width="750"
                    height="300"
                    loading={i === 0 ? 'eager' : 'lazy'}
                    fetchPriority={i === 0 ? 'high' : 'auto'}
                    fallback={<span className="banner-text">{banner.title}</span>}
                  />
                ) : (
                  <span className="banner-text">{banner.title}</span>
                )}
              </BannerLink>
            </div>
          ))}
        </div>
      </div>
      {count > 1 && (
        <>
          <button
            type="button"
            className="banner-nav banner-prev"
            onClick={() => go(-1)}
            aria-label={t`Previous banner`}
          >
            <ChevronLeftIcon />
          </button>
          <button
            type="button"
            className="banner-nav banner-next"
            onClick={() => go(1)}
            aria-label={t`Next banner`}
          >
            <ChevronRightIcon />
          </button>
          <div className="banner-dots" aria-hidden="true">
            {banners.map((b, i) => (
              <span key={b.id} className={i === current ? 'banner-dot banner-dot-active' : 'banner-dot'} />
            ))}
          </div>
        </>
      )}
    </section>
  );
}
