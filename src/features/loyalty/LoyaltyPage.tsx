import { useLocation } from 'react-router-dom';
import CashbackPage from './CashbackPage';
import RafflePage from './RafflePage';
import RainPage from './RainPage';
import RankingPage from './RankingPage';
import TaskPage from './TaskPage';
import VipClubPage from './VipClubPage';
import VipSpinPage, { VipSpinWinnersPage } from './VipSpinPage';
import './loyalty.css';

/**
 * /vip-club, /vip-roulette (and its winners), /task, /ranking-list, /thin/cashback, /red-packet-rain and
 * /raffle in one chunk (issue #17).
 */
export default function LoyaltyPage() {
  const { pathname } = useLocation();
  if (pathname.startsWith('/task')) return <TaskPage />;
  if (pathname.startsWith('/red-packet-rain')) return <RainPage />;
  if (pathname.startsWith('/raffle')) return <RafflePage />;
  if (pathname.startsWith('/ranking-list')) return <RankingPage />;
  if (pathname.startsWith('/thin/cashback')) return <CashbackPage />;
  if (pathname.startsWith('/vip-roulette/user-list')) return <VipSpinWinnersPage />;
  if (pathname.startsWith('/vip-roulette')) return <VipSpinPage />;
  return <VipClubPage />;
}
