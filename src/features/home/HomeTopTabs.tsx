import { useEffect, useState } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { useLingui } from '@lingui/react/macro';
import { useTopic } from '../../platform/engine-bridge';
import { Img } from '../../ui/Img';

/** SPEC §2/§9: the first 6 home tabs show at once, the full list after 2 s (keeps the first paint light). */
export const FIRST_TABS = 6;
export const FULL_TABS_AFTER_MS = 2_000;

const NO_PARAMS = {} as Record<string, never>;

/**
 * The top-level home tabs (Home, Slots, Casino, Sport, ...) from the home config, at the top of the home
 * group's pages (HomePage, and the sport home at /home/sport). In the home chunk, not the main one: /sport
 * does not show them (first-route budget, DESIGN.md §8).
 */
export function HomeTopTabs() {
  const { t } = useLingui();
  const { pathname } = useLocation();
  const { data } = useTopic('homeConfig', NO_PARAMS);
  const [showAll, setShowAll] = useState(false);
  useEffect(() => {
    const timer = window.setTimeout(() => setShowAll(true), FULL_TABS_AFTER_MS);
    return () => window.clearTimeout(timer);
  }, []);
  const tabs = data?.tabs ?? [];
  const shown = showAll ? tabs : tabs.slice(0, FIRST_TABS);
  return (
    <nav className="top-tabs" aria-label={t`Sections`}>
      {shown.length === 0 ? (
        <span className="top-tabs-placeholder" aria-hidden="true" />
      ) : (
        shown.map((tab) => {
          const active = pathname.replace(/\/+$/, '') === tab.route;
          return (
            <Link
              key={tab.tab_key}
              to={tab.route}
              className="top-tab"
              aria-current={active ? 'page' : undefined}
            >
              {(active ? tab.icon_active : tab.icon) && (
                <Img src={active ? tab.icon_active : tab.icon} width="20" height="20" />
              )}
              <span>{tab.title}</span>
            </Link>
          );
        })
      )}
    </nav>
  );
}
