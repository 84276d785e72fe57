import { Link } from 'react-router-dom';
import { useLingui } from '@lingui/react';
import { Page } from '../../ui/Page';
import { EmptyState } from '../../ui/EmptyState';
import { isLoggedIn, useSession } from '../../app/stores/session';
import { LoginRequired } from '../account/LoginRequired';
import { INFO_PAGES, type InfoPageId, type InfoPageSpec } from './pages';

/**
 * A page a later issue fills in: its real title and an honest empty state with a way on. A page about the
 * player's account shows a visitor the login panel instead.
 */
export default function InfoPage({ id }: { id: InfoPageId }) {
  const { i18n } = useLingui();
  const loggedIn = useSession(isLoggedIn);
  const spec: InfoPageSpec = INFO_PAGES[id];
  const title = i18n._(spec.title);
  if (spec.signIn && !loggedIn) {
    return (
      <Page title={title}>
        <LoginRequired>{i18n._(spec.signIn)}</LoginRequired>
      </Page>
    );
  }
  const action = spec.action ? (
    <Link className="button button-secondary" to={spec.action.to}>
      {i18n._(spec.action.label)}
    </Link>
  ) : null;
  return (
    <Page title={title}>
      <EmptyState action={action}>{i18n._(spec.body)}</EmptyState>
    </Page>
  );
}
