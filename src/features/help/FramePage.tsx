import { useEffect } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { useLingui } from '@lingui/react/macro';
import { EmptyState } from '../../ui/EmptyState';
import { Page } from '../../ui/Page';
import { PageSkeleton } from '../../ui/PageSkeleton';
import { fetchFrameHosts } from './help-api';
import { frameTarget } from './frame-target';
import { useFetch } from './use-fetch';
import './help.css';

/**
 * /iframe, /link and /html (SPEC §2): open the `url` parameter. http(s) only; /iframe and /html frame an
 * allow-listed host, /link and any other host get a card that opens the address outside the app.
 */
export default function FramePage({ mode }: { mode: 'iframe' | 'link' | 'html' }) {
  const { t } = useLingui();
  const [query] = useSearchParams();
  const navigate = useNavigate();
  const framing = mode !== 'link';
  const hosts = useFetch(framing ? fetchFrameHosts : () => Promise.resolve({ hosts: [] as string[] }), [
    framing,
  ]);
  const title = query.get('title')?.slice(0, 60) || (mode === 'link' ? t`External link` : t`External page`);
  const target =
    hosts.state === 'ready' || hosts.state === 'error' || hosts.state === 'missing'
      ? frameTarget(
          query.get('url'),
          location.origin,
          hosts.state === 'ready' ? hosts.data.hosts : [],
          framing,
        )
      : null;
  const routeTo = target?.kind === 'route' ? target.to : null;
  useEffect(() => {
    if (routeTo) void navigate(routeTo, { replace: true });
  }, [routeTo, navigate]);
  return (
    <Page title={title}>
      {!target || target.kind === 'route' ? (
        <PageSkeleton rows={3} />
      ) : target.kind === 'frame' ? (
        <iframe
          className="frame-view"
          src={target.src}
          title={title}
          sandbox="allow-scripts allow-same-origin allow-forms allow-popups"
          referrerPolicy="no-referrer"
        />
      ) : target.kind === 'external' ? (
        <EmptyState
          title={t`This page opens outside the app`}
          action={
            <>
              <a
                href={target.href}
                className="button button-primary"
                target="_blank"
                rel="noopener noreferrer"
              >
                {t`Open ${target.host}`}
              </a>
              <Link to="/" className="button button-secondary">
                {t`Back to home`}
              </Link>
            </>
          }
        >
          {t`You are leaving ${title} for ${target.host}. Check the address before you enter any details.`}
        </EmptyState>
      ) : (
        <EmptyState
          title={t`Nothing to open`}
          action={
            <Link to="/" className="button button-primary">
              {t`Back to home`}
            </Link>
          }
        >
          {t`This link has no valid web address.`}
        </EmptyState>
      )}
    </Page>
  );
}
