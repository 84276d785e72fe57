import { Link } from 'react-router-dom';
import { useLingui } from '@lingui/react/macro';
import { BellIcon } from '../../ui/icons';
import { useUnread } from './unread-store';

/**
 * The header's bell with the unread count (getUnreadMsg, fed by the messages layer's 15 s topic). A lazy
 * chunk: only a logged-in header shows it, and the first route of a visitor must not carry it.
 */
export default function HeaderBell() {
  const { t } = useLingui();
  const unread = useUnread((s) => s.unread);
  return (
    <Link
      to="/message-center"
      className="icon-button header-bell"
      aria-label={unread ? t`Messages, ${unread} unread` : t`Messages`}
    >
      <BellIcon />
      {unread > 0 && (
        <span className="header-badge" aria-hidden="true">
          {unread > 99 ? '99+' : unread}
        </span>
      )}
    </Link>
  );
}
