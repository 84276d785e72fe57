import { Link } from 'react-router-dom';
import { useLingui } from '@lingui/react';
import { msg } from '@lingui/core/macro';
import { Page } from '../../ui/Page';
import { EmptyState } from '../../ui/EmptyState';
import { isLoggedIn, useSession } from '../../app/stores/session';
import { INFO_PAGES, type InfoPageId, type InfoPageSpec } from './pages';

const signInLabel = msg`Sign in`;

/** A page a later issue fills in: its real title and an honest empty state with a way on. */
export default function InfoPage({ id }: { id: InfoPageId }) {
  const { i18n } = useLingui();
  const loggedIn = useSession(isLoggedIn);
  const spec: InfoPageSpec = INFO_PAGES[id];
  const title = i18n._(spec.title);
  const askSignIn = spec.signIn !== undefined && !loggedIn;
  let action = null;
  if (askSignIn) {
    action = (
      <Link className="button button-primary" to="/loginb">
        {i18n._(signInLabel)}
      </Link>
    );
  } else if (spec.action) {
    action = (
      <Link className="button button-secondary" to={spec.action.to}>
        {i18n._(spec.action.label)}
      </Link>
    );
  }
  return (
    <Page title={title}>
      <EmptyState action={action}>
        {askSignIn && spec.signIn ? i18n._(spec.signIn) : i18n._(spec.body)}
      </EmptyState>
    </Page>
  );
}
