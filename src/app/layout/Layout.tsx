import { lazy, Suspense, useEffect } from 'react';
import { Outlet, useLocation, useNavigate } from 'react-router-dom';
import { useScrollRestoration } from '../../platform/scroll-restoration';
import { useOnline } from '../../platform/online';
import { useLingui } from '@lingui/react/macro';
import { setNavigator } from '../../platform/navigation';
import { ToastHost } from '../../ui/ToastHost';
import { AccountOverlays } from '../../features/account/AccountOverlays';
import { GlobalStatusWatcher } from '../GlobalStatusWatcher';
import { useServiceWorkerLoaded } from '../service-worker';
import { isLevelOne, showsBetSlipEntry } from '../route-meta';
import { BetSlipEntry } from './BetSlipEntry';
import { FooterTabs } from './FooterTabs';
import { HomeHeader } from './HomeHeader';

// Shares its chunk with the service worker bridge, loaded after the first screen (src/app/service-worker.ts).
const UpdatePrompt = lazy(() => import('../UpdatePrompt').then((m) => ({ default: m.UpdatePrompt })));

/** The frame around every page; which parts show is decided by src/app/route-meta.ts. */
export function Layout() {
  const { pathname } = useLocation();
  const navigate = useNavigate();
  useEffect(() => {
    setNavigator((to, options) => void navigate(to, options));
    return () => setNavigator(null);
  }, [navigate]);
  useScrollRestoration();
  const levelOne = isLevelOne(pathname);
  const swLoaded = useServiceWorkerLoaded();
  return (
    <div className={levelOne ? 'app app-level-one' : 'app'}>
      {levelOne && <HomeHeader />}
      <OfflineBar />
      <Outlet />
      {showsBetSlipEntry(pathname) && <BetSlipEntry />}
      {levelOne && <FooterTabs />}
      <ToastHost />
      <AccountOverlays />
      {swLoaded && (
        <Suspense fallback={null}>
          <UpdatePrompt />
        </Suspense>
      )}
      <GlobalStatusWatcher />
    </div>
  );
}

/** The network is gone: say so once, at the top, instead of failing requests and spinners that never end. */
function OfflineBar() {
  const online = useOnline();
  const { t } = useLingui();
  if (online) return null;
  return (
    <p className="offline-bar" role="status">
      {t`You are offline. You see what was saved on this device; bets and payments wait for the network.`}
    </p>
  );
}
