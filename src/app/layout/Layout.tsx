import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { setNavigator } from '../../platform/navigation';
import { ToastHost } from '../../ui/ToastHost';
import { GlobalStatusWatcher } from '../GlobalStatusWatcher';
import { UpdatePrompt } from '../UpdatePrompt';
import { isLevelOne, showsBetSlipEntry } from '../route-meta';
import { AppRoutes } from '../routes';
import { BetSlipEntry } from './BetSlipEntry';
import { FooterTabs } from './FooterTabs';
import { HomeHeader } from './HomeHeader';
import { HomeTopTabs } from './HomeTopTabs';

/** The frame around every page; which parts show is decided by src/app/route-meta.ts. */
export function Layout() {
  const { pathname } = useLocation();
  const navigate = useNavigate();
  useEffect(() => {
    setNavigator((to, options) => void navigate(to, options));
    return () => setNavigator(null);
  }, [navigate]);
  const levelOne = isLevelOne(pathname);
  return (
    <div className={levelOne ? 'app app-level-one' : 'app'}>
      {levelOne && <HomeHeader />}
      {pathname.startsWith('/home/') && <HomeTopTabs />}
      <AppRoutes />
      {showsBetSlipEntry(pathname) && <BetSlipEntry />}
      {levelOne && <FooterTabs />}
      <ToastHost />
      <UpdatePrompt />
      <GlobalStatusWatcher />
    </div>
  );
}
