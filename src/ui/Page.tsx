import { useEffect, type ReactNode } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { useLingui } from '@lingui/react/macro';
import { isLevelOne } from '../app/route-meta';
import { useBrand } from '../app/stores/brand';
import { BackIcon } from './icons';

/**
 * The frame of one page: its title (document title and heading) and, on level-2 pages, a header with a
 * back button. Level-1 pages sit under the home header, so their heading is the page's own.
 */
export function Page({
  title,
  children,
  hideHeading = false,
  className,
  before,
}: {
  title: string;
  children: ReactNode;
  /** Home and sport show content at once; their heading stays for screen readers only. */
  hideHeading?: boolean;
  className?: string;
  /** Shown above the page, outside its main landmark (the home group's top tabs). */
  before?: ReactNode;
}) {
  const { pathname } = useLocation();
  const brandName = useBrand((s) => s.brand.name);
  useEffect(() => {
    document.title = `${title} · ${brandName}`;
  }, [title, brandName]);
  const levelOne = isLevelOne(pathname);
  const main = (
    <main id="mainContainer" className={className ? `page ${className}` : 'page'}>
      {levelOne ? (
        <h1 className={hideHeading ? 'visually-hidden' : 'page-title'}>{title}</h1>
      ) : (
        <PageHeader title={title} />
      )}
      {children}
    </main>
  );
  return before ? (
    <>
      {before}
      {main}
    </>
  ) : (
    main
  );
}

function PageHeader({ title }: { title: string }) {
  const navigate = useNavigate();
  const { t } = useLingui();
  const goBack = () => {
    // A deep link opened in a new tab has no history of ours to go back to: go home instead of leaving.
    const state = window.history.state as { idx?: number } | null;
    if (state?.idx) navigate(-1);
    else navigate('/', { replace: true });
  };
  return (
    <header className="page-header">
      <button type="button" className="icon-button" onClick={goBack} aria-label={t`Back`}>
        <BackIcon />
      </button>
      <h1 className="page-header-title">{title}</h1>
      <span className="icon-button-spacer" aria-hidden="true" />
    </header>
  );
}
