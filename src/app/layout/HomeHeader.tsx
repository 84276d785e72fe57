import { lazy, Suspense } from 'react';
import { Link } from 'react-router-dom';
import { useLingui } from '@lingui/react/macro';
import { useTopic } from '../../platform/engine-bridge';
import { Img } from '../../ui/Img';
import { useBrand } from '../stores/brand';
import { logoSource, shellLogoUrl } from '../shell-logo';
import { useSession } from '../stores/session';

const NO_PARAMS = {} as Record<string, never>;

/**
 * A player's balance, Deposit, history and bell: their own chunk (a visitor's first route carries only
 * Login and Register, DESIGN.md §8); the service worker precaches it for returning players.
 */
const PlayerHeaderActions = lazy(() => import('./PlayerHeaderActions'));

/** SPEC §2 Home header: logo home; visitors Login/Register; players balance, Deposit, history. */
export function HomeHeader() {
  const { t } = useLingui();
  const brandName = useBrand((s) => s.brand.name);
  const user = useSession((s) => s.user);
  const config = useTopic('homeConfig', NO_PARAMS);
  const logo = config.data?.logo;
  const name = logo?.name || brandName;
  // Until conf/logo answers: the logo the HTML shell already shows (src/app/shell-logo.ts).
  const logoUrl = config.data ? logoSource(logo?.logo_url) : shellLogoUrl();
  return (
    <header className="app-header">
      <Link to="/" className="app-logo" aria-label={t`${name} home`}>
        {logoUrl ? (
          <Img
            src={logoUrl}
            height="28"
            width="112"
            fallback={<span className="app-logo-text">{name}</span>}
          />
        ) : (
          <span className="app-logo-text">{name}</span>
        )}
      </Link>
      <div className="app-header-actions">
        {!user ? (
          <>
            <Link to="/loginb" className="button button-secondary button-small">
              {t`Login`}
            </Link>
            <Link to="/email-register" className="button button-primary button-small">
              {t`Register`}
            </Link>
          </>
        ) : (
          // Held at the balance's width while the chunk arrives, so the header does not jump.
          <Suspense fallback={<span className="balance" aria-hidden="true" />}>
            <PlayerHeaderActions user={user} />
          </Suspense>
        )}
      </div>
    </header>
  );
}
