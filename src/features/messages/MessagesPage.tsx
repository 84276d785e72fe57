import { useLocation } from 'react-router-dom';
import MessageCenterPage from './MessageCenterPage';
import MessageDetailPage from './MessageDetailPage';

/** /message-center and /message-detail in one chunk (one loader in the first route's table). */
export default function MessagesPage() {
  const { pathname } = useLocation();
  return pathname.startsWith('/message-detail') ? <MessageDetailPage /> : <MessageCenterPage />;
}
