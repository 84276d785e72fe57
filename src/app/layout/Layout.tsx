import { lazy, Suspense, useEffect } from 'react';
import { Outlet, useLocation, useNavigate } from 'react-router-dom';
import { useScrollRestoration } from '../../platform/scroll-restoration';
import { useOnline } from '../../platform/online';
import { useLingui } from '@lingui/react/macro';
import { setNavigator } from '../../platform/navigation';
import { ToastHost } from '../../ui/ToastHost';
import { AccountOverlays } from '../../features/account/AccountOverlays';
import { useSignUpRequest } from '../../features/account/sign-up-request';
import { GlobalStatusWatcher } from '../GlobalStatusWatcher';
import { useServiceWorkerLoaded } from '../service-worker';
import { isLevelOne, showsBetSlipEntry } from '../route-meta';
import { isLoggedIn, useSession } from '../stores/session';
import { withCatalogs } from '../i18n';
import { BetSlipEntry } from './BetSlipEntry';
import { FooterTabs } from './FooterTabs';
import { HomeHeader } from './HomeHeader';

// Shares its chunk with the service worker bridge, loaded after the first screen (src/app/service-worker.ts).
const UpdatePrompt = lazy(() => import('../UpdatePrompt').then((m) => ({ default: m.UpdatePrompt })));
// A player's top bar, notification bar and permission modal: a lazy chunk, never on a visitor's first route.
const MessagesLayer = lazy(withCatalogs(['messages'], () => import('../../features/messages/MessagesLayer')));
// The bonus popup stack (issue #16): a lazy chunk for a logged-in player only.
const BonusPopups = lazy(withCatalogs(['promotions'], () => import('../../features/promotions/BonusPopups')));
// The push heartbeat (60 s, device id and permission): after the service worker, for players and for a
// browser that allows notifications (so a logout unties the device from the player at once).
const Heartbeat = lazy(() => import('../../features/messages/Heartbeat'));
// Responsible gaming (issue #21): the session clock and the reality check of a player, a lazy chunk.
// The app-install top bar and the install / iOS bookmark popups (issue #20): a lazy chunk for a player only.
const InstallLayer = lazy(withCatalogs(['install'], () => import('../../features/install/InstallLayer')));
const RgLayer = lazy(withCatalogs(['rg', 'account'], () => import('../../features/rg/RealityCheck')));
// The finish-sign-up dialog (issue #21): a lazy chunk, loaded when a sign-up asks for the market's fields.
const SignUpPrompt = lazy(withCatalogs(['rg', 'account'], () => import('../../features/rg/SignUpPrompt')));

const notificationsGranted = () =>
  typeof Notification !== 'undefined' && Notification.permission === 'granted';

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
  const loggedIn = useSession(isLoggedIn);
  const signUpAsked = useSignUpRequest((s) => s.request !== null);
  return (
    <div className={levelOne ? 'app app-level-one' : 'app'}>
      {levelOne && <HomeHeader />}
      <OfflineBar />
      {loggedIn && (
        <Suspense fallback={null}>
          <MessagesLayer showBars={levelOne} />
        </Suspense>
      )}
      {loggedIn && (
        <Suspense fallback={null}>
          <InstallLayer showBar={levelOne} />
        </Suspense>
      )}
      {loggedIn && (
        <Suspense fallback={null}>
          <RgLayer showClock={levelOne} />
        </Suspense>
      )}
      <Outlet />
      {showsBetSlipEntry(pathname) && <BetSlipEntry />}
      {levelOne && <FooterTabs />}
      <ToastHost />
      <AccountOverlays />
      {signUpAsked && (
        <Suspense fallback={null}>
          <SignUpPrompt />
        </Suspense>
      )}
      {loggedIn && (
        <Suspense fallback={null}>
          <BonusPopups />
        </Suspense>
      )}
      {swLoaded && (
        <Suspense fallback={null}>
          <UpdatePrompt />
        </Suspense>
      )}
      {swLoaded && (loggedIn || notificationsGranted()) && (
        <Suspense fallback={null}>
          <Heartbeat />
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
