import { type ReactNode } from 'react';
import { Link, NavLink, useLocation } from 'react-router-dom';
import { useLingui } from '@lingui/react/macro';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { isLoggedIn, useSession } from '../../app/stores/session';
import { useTopic } from '../../platform/engine-bridge';
import { EmptyState } from '../../ui/EmptyState';
import { Page } from '../../ui/Page';
import { PageSkeleton } from '../../ui/PageSkeleton';
import { LoginRequired } from '../account/LoginRequired';
import { History } from './AgentPages';
import { Bind } from './AgentBind';
import { Faq, Tutorial } from './AgentGuide';
import { Home } from './AgentHome';
import { Transfer } from './AgentTransfer';
import { NO_PARAMS, Retry } from './agent-common';
import '../account/account.css';
import './invite.css';

const SECTIONS = ['home', 'daily', 'transfer', 'bind', 'tutorial', 'faq'] as const;
type Section = (typeof SECTIONS)[number];

const TITLES: Record<Section, MessageDescriptor> = {
  home: msg`Agent programme`,
  daily: msg`Daily earnings`,
  transfer: msg`Transfer earnings`,
  bind: msg`Link an agent`,
  tutorial: msg`Agent guide`,
  faq: msg`Agent questions`,
};

const TABS: Record<Section, MessageDescriptor> = {
  home: msg`Home`,
  daily: msg`Daily`,
  transfer: msg`Transfer`,
  bind: msg`Link`,
  tutorial: msg`Guide`,
  faq: msg`FAQ`,
};

function sectionOf(pathname: string): Section {
  const last = pathname.replace(/\/+$/, '').split('/').pop() ?? '';
  return (SECTIONS as readonly string[]).includes(last) ? (last as Section) : 'home';
}

/**
 * /thin/agent/* (SPEC §2; the first page of the agent-market build is #/thin/agent/home): the agent's home
 * (balance, level, team, link), daily earnings, transfers out of the agent balance, linking to an agent by
 * code, a guide and questions. One chunk; the reads are engine topics, transfer and link are page actions.
 */
export default function ThinAgentPages() {
  const { i18n } = useLingui();
  const { pathname } = useLocation();
  const section = sectionOf(pathname);
  return (
    <Page title={i18n._(TITLES[section])}>
      <AgentNav />
      <SectionBody section={section} />
    </Page>
  );
}

function AgentNav() {
  const { t, i18n } = useLingui();
  return (
    <nav className="agent-nav" aria-label={t`Agent programme`}>
      {SECTIONS.map((s) => (
        <NavLink key={s} to={`/thin/agent/${s}`} className="agent-nav-link">
          {i18n._(TABS[s])}
        </NavLink>
      ))}
    </nav>
  );
}

function SectionBody({ section }: { section: Section }) {
  const { t } = useLingui();
  const loggedIn = useSession(isLoggedIn);
  if (section === 'faq') return <Faq />;
  if (section === 'tutorial') return <Tutorial />;
  if (!loggedIn) return <LoginRequired>{t`Log in to see your agent earnings.`}</LoginRequired>;
  if (section === 'bind') return <Bind />;
  return (
    <AgentOnly>
      {section === 'daily' ? <History /> : section === 'transfer' ? <Transfer /> : <Home />}
    </AgentOnly>
  );
}

function AgentOnly({ children }: { children: ReactNode }) {
  const { t } = useLingui();
  const info = useTopic('agentInfo', NO_PARAMS);
  if (!info.data && info.status === 'error') return <Retry onRetry={info.refresh} />;
  if (!info.data) return <PageSkeleton rows={5} />;
  if (!info.data.is_agent)
    return (
      <EmptyState
        title={t`You are not an agent yet`}
        action={
          <Link to="/thin/agent/tutorial" className="button button-primary">
            {t`Read the agent guide`}
          </Link>
        }
      >
        {t`Agents earn a share of their team's results every day. Ask support to become an agent; meanwhile, invite friends for cash rewards.`}
      </EmptyState>
    );
  return <>{children}</>;
}
