import { useLocation } from 'react-router-dom';
import InviteDetailPage from './InviteDetailPage';
import InvitePage from './InvitePage';
import './invite.css';

/** /activity/invite and /activity/invite-detail in one chunk. */
export default function InvitePages() {
  const { pathname } = useLocation();
  return pathname.startsWith('/activity/invite-detail') ? <InviteDetailPage /> : <InvitePage />;
}
