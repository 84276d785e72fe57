import { useLocation } from 'react-router-dom';
import CashbackPage from './CashbackPage';
import RankingPage from './RankingPage';
import TaskPage from './TaskPage';
import VipClubPage from './VipClubPage';
import './loyalty.css';

/** /vip-club, /task, /ranking-list and /thin/cashback in one chunk (issue #17). */
export default function LoyaltyPage() {
  const { pathname } = useLocation();
  if (pathname.startsWith('/task')) return <TaskPage />;
  if (pathname.startsWith('/ranking-list')) return <RankingPage />;
  if (pathname.startsWith('/thin/cashback')) return <CashbackPage />;
  return <VipClubPage />;
}
