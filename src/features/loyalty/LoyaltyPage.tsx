import { useLocation } from 'react-router-dom';
import CashbackPage from './CashbackPage';
import RankingPage from './RankingPage';
import TaskPage from './TaskPage';
import VipClubPage from './VipClubPage';
import VipSpinPage, { VipSpinWinnersPage } from './VipSpinPage';
import './loyalty.css';

/** /vip-club, /vip-roulette (and its winners), /task, /ranking-list and /thin/cashback in one chunk (issue #17). */
export default function LoyaltyPage() {
  const { pathname } = useLocation();
  if (pathname.startsWith('/task')) return <TaskPage />;
  if (pathname.startsWith('/ranking-list')) return <RankingPage />;
  if (pathname.startsWith('/thin/cashback')) return <CashbackPage />;
  if (pathname.startsWith('/vip-roulette/user-list')) return <VipSpinWinnersPage />;
  if (pathname.startsWith('/vip-roulette')) return <VipSpinPage />;
  return <VipClubPage />;
}
