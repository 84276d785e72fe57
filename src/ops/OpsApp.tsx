/**
 * The console's frame: sign-in until the session is full, then the shell with the navigation the role
 * allows (only screens that work: Players, Payments, Support chat, Trading, Reports, Marketing,
 * Configuration, Audit) and the routes under /ops.
 */
import { Trans, useLingui } from '@lingui/react/macro';
import { useCallback, useEffect, useState } from 'react';
import { Navigate, NavLink, Route, Routes } from 'react-router-dom';
import { opsLogout, opsMe } from '../../core/contract/endpoints-ops';
import type { OpsMe } from '../../core/contract/schemas/ops';
import { LOCALE_NAMES, LOCALES, type Locale } from '../../core/i18n/locales';
import { call, setSignedOutHandler } from './api';
import { AuditPage } from './AuditPage';
import { ConfigPage } from './ConfigPage';
import { activate } from './i18n';
import { LoginPage } from './LoginPage';
import { MarketingPage } from './MarketingPage';
import { PaymentsPage } from './PaymentsPage';
import { PlayerDetailPage } from './PlayerDetailPage';
import { PlayersPage } from './PlayersPage';
import { CannedPage } from './CannedPage';
import { SupportPage } from './SupportPage';
import { MatchPage } from './MatchPage';
import { ReportsPage } from './ReportsPage';
import { MarginsPage } from './MarginsPage';
import { TradingPage } from './TradingPage';

type Auth = { kind: 'loading' } | { kind: 'out' } | { kind: 'in'; me: OpsMe };

export function OpsApp() {
  const { t, i18n } = useLingui();
  const [auth, setAuth] = useState<Auth>({ kind: 'loading' });
  const signedOut = useCallback(() => setAuth({ kind: 'out' }), []);
  useEffect(() => {
    setSignedOutHandler(signedOut);
    call(opsMe, {}).then(
      (me) => setAuth({ kind: 'in', me }),
      () => setAuth({ kind: 'out' }),
    );
  }, [signedOut]);

  if (auth.kind === 'loading') return <div className="ops-center" aria-busy="true" />;
  if (auth.kind === 'out') return <LoginPage onSignedIn={(me) => setAuth({ kind: 'in', me })} />;
  const { me } = auth;
  const has = (p: string) => me.permissions.includes(p);
  const roleName = (role: string): string => {
    switch (role) {
      case 'admin':
        return t`Admin`;
      case 'trader':
        return t`Trader`;
      case 'payments':
        return t`Payments`;
      case 'support':
        return t`Support`;
      case 'marketing':
        return t`Marketing`;
      default:
        return t`Read-only`;
    }
  };
  const nav = [
    has('players.read') && { to: '/players', label: t`Players` },
    has('payments.read') && { to: '/payments', label: t`Payments` },
    has('support.chat') && { to: '/support', label: t`Support chat` },
    has('support.read') && { to: '/canned', label: t`Canned answers` },
    has('trading.read') && { to: '/trading', label: t`Trading` },
    has('reports.read') && { to: '/reports', label: t`Reports` },
    has('marketing.read') && { to: '/marketing', label: t`Marketing` },
    has('config.read') && { to: '/config', label: t`Configuration` },
    has('audit.read') && { to: '/audit', label: t`Audit log` },
  ].filter((n): n is { to: string; label: string } => !!n);

  return (
    <div className="ops-shell">
      <header className="ops-top">
        <strong className="ops-brand">
          <Trans>Operator console</Trans>
        </strong>
        <nav className="ops-nav" aria-label={t`Sections`}>
          {nav.map((n) => (
            <NavLink key={n.to} to={n.to}>
              {n.label}
            </NavLink>
          ))}
        </nav>
        <div className="ops-who">
          <select
            aria-label={t`Language`}
            value={i18n.locale}
            onChange={(e) => void activate(e.target.value as Locale)}
          >
            {LOCALES.map((l) => (
              <option key={l} value={l}>
                {LOCALE_NAMES[l]}
              </option>
            ))}
          </select>
          <span title={me.email}>
            {me.name} · {roleName(me.role)} · {me.brands.join(', ')}
          </span>
          <button
            type="button"
            className="ops-btn"
            onClick={() => void call(opsLogout, {}).finally(signedOut)}
          >
            <Trans>Sign out</Trans>
          </button>
        </div>
      </header>
      <main className="ops-main">
        {nav.length === 0 ? (
          <p className="ops-empty">
            <Trans>Your role has no console screens yet.</Trans>
          </p>
        ) : (
          <Routes>
            {has('players.read') && <Route path="/players" element={<PlayersPage />} />}
            {has('players.read') && <Route path="/players/:uid" element={<PlayerDetailPage me={me} />} />}
            {has('payments.read') && <Route path="/payments" element={<PaymentsPage me={me} />} />}
            {has('support.chat') && <Route path="/support" element={<SupportPage />} />}
            {has('support.read') && <Route path="/canned" element={<CannedPage me={me} />} />}
            {has('trading.read') && <Route path="/trading" element={<TradingPage />} />}
            {has('trading.read') && <Route path="/trading/margins" element={<MarginsPage me={me} />} />}
            {has('trading.read') && <Route path="/trading/:id" element={<MatchPage me={me} />} />}
            {has('reports.read') && <Route path="/reports" element={<ReportsPage me={me} />} />}
            {has('marketing.read') && <Route path="/marketing" element={<MarketingPage me={me} />} />}
            {has('config.read') && <Route path="/config" element={<ConfigPage me={me} />} />}
            {has('audit.read') && <Route path="/audit" element={<AuditPage me={me} />} />}
            <Route path="*" element={<Navigate to={nav[0]!.to} replace />} />
          </Routes>
        )}
      </main>
    </div>
  );
}
