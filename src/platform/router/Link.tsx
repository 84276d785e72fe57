/**
 * <Link to>: an <a href> that, on a plain left click, moves inside the app without loading the page. A
 * click with ctrl, meta, shift or alt, a middle click, a `target` other than _self, `reloadDocument`, or
 * a handler that called preventDefault() leaves the browser to do what it does with a link (new tab,
 * download, full load). An address outside the app (`https:`, `mailto:`, `//host`) is a plain link.
 * A click on a link to the current address replaces the entry instead of adding one, as react-router does.
 */
import { forwardRef, type AnchorHTMLAttributes, type MouseEvent } from 'react';
import { useLocation, useNavigate, useResolvedPath } from './hooks';
import { ABSOLUTE_URL, createPath, type To } from './path';

export interface LinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  to: To;
  /** Replace the current history entry (default: only when the link leads to the current address). */
  replace?: boolean;
  /** The new entry's `location.state`. */
  state?: unknown;
  /** Let the browser load the page instead of moving inside the app. */
  reloadDocument?: boolean;
}

const isModified = (event: MouseEvent) => event.metaKey || event.altKey || event.ctrlKey || event.shiftKey;

export const Link = forwardRef<HTMLAnchorElement, LinkProps>(function Link(
  { to, replace, state, reloadDocument, onClick, target, ...rest },
  ref,
) {
  const location = useLocation();
  const navigate = useNavigate();
  const path = useResolvedPath(to);
  const external = typeof to === 'string' && ABSOLUTE_URL.test(to);
  const href = external ? to : createPath(path);

  const handleClick = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (
      external ||
      reloadDocument ||
      event.defaultPrevented ||
      event.button !== 0 ||
      (target && target !== '_self') ||
      isModified(event)
    )
      return;
    event.preventDefault();
    navigate(path, { replace: replace ?? createPath(location) === href, state });
  };

  return <a {...rest} href={href} onClick={handleClick} target={target} ref={ref} />;
});
