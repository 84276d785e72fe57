/**
 * One player: header with lock/unlock and adjustment, tabs for profile, bets, statement and notes. Actions
 * show only with the permission for them.
 */
import { OpsTabs } from './Tabs';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import { opsAdjust, opsPlayer, opsPlayerLock } from '../../core/contract/endpoints-ops';
import type { OpsMe } from '../../core/contract/schemas/ops';
import { ADJUSTMENT_APPROVAL_THRESHOLD, needsSecondApproval } from '../../core/ops/permissions';
import { call } from './api';
import { LoadState, ReasonDialog } from './Dialog';
import { money, parseMinor } from './format';
import { BetsTab, NotesTab, ProfileTab, StatementTab } from './PlayerTabs';
import { useLoad } from './use-load';

type Tab = 'profile' | 'bets' | 'statement' | 'notes';

export function PlayerDetailPage({ me }: { me: OpsMe }) {
  const { t, i18n } = useLingui();
  const uid = Number(useParams().uid);
  const detail = useLoad(() => call(opsPlayer, { uid }), [uid]);
  const [tab, setTab] = useState<Tab>('profile');
  const [dialog, setDialog] = useState<'lock' | 'adjust' | null>(null);
  const [amount, setAmount] = useState('');
  const [notice, setNotice] = useState('');
  const has = (p: string) => me.permissions.includes(p);
  const d = detail.data;
  const currency = d?.balances[0]?.currency ?? 'BRL';
  const minor = parseMinor(amount);
  const tabs: { id: Tab; label: string }[] = [
    { id: 'profile', label: t`Profile` },
    { id: 'bets', label: t`Bets` },
    { id: 'statement', label: t`Statement` },
    { id: 'notes', label: t`Notes` },
  ];

  return (
    <section className="ops-page">
      <p>
        <Link to="/players">
          <Trans>← Players</Trans>
        </Link>
      </p>
      <LoadState
        loading={detail.loading && !d}
        error={detail.error}
        empty={false}
        onRetry={detail.reload}
        emptyText=""
      />
      {d && (
        <>
          <div className="ops-row ops-head">
            <h1>
              {d.player.email ?? d.player.nick} <span className="ops-muted">#{d.player.uid}</span>
            </h1>
            {d.player.locked ? (
              <span className="ops-chip ops-bad" title={d.lock_reason ?? ''}>{t`Locked`}</span>
            ) : (
              <span className="ops-chip">{t`Active`}</span>
            )}
            <span className="ops-grow" />
            {has('players.lock') && (
              <button type="button" className="ops-btn" onClick={() => setDialog('lock')}>
                {d.player.locked ? t`Unlock` : t`Lock`}
              </button>
            )}
            {has('players.adjust') && (
              <button type="button" className="ops-btn" onClick={() => (setAmount(''), setDialog('adjust'))}>
                <Trans>Adjust balance</Trans>
              </button>
            )}
          </div>
          {notice && (
            <p role="status" className="ops-notice">
              {notice}
            </p>
          )}
          <OpsTabs tabs={tabs} current={tab} onSelect={setTab} />
          <div role="tabpanel">
            {tab === 'profile' && <ProfileTab detail={d} />}
            {tab === 'bets' && <BetsTab uid={uid} />}
            {tab === 'statement' && <StatementTab uid={uid} />}
            {tab === 'notes' && (
              <NotesTab detail={d} canWrite={has('players.note')} onChange={(next) => detail.setData(next)} />
            )}
          </div>
          {dialog === 'lock' && (
            <ReasonDialog
              title={d.player.locked ? t`Unlock this player?` : t`Lock this player?`}
              confirm={d.player.locked ? t`Unlock` : t`Lock`}
              danger={!d.player.locked}
              onClose={() => setDialog(null)}
              onConfirm={async (reason) =>
                detail.setData(await call(opsPlayerLock, { uid, locked: !d.player.locked, reason }))
              }
            >
              {!d.player.locked && (
                <p>
                  <Trans>The player is signed out everywhere and cannot sign in until unlocked.</Trans>
                </p>
              )}
            </ReasonDialog>
          )}
          {dialog === 'adjust' && (
            <ReasonDialog
              title={t`Adjust balance`}
              confirm={t`Confirm adjustment`}
              valid={minor !== null && minor !== 0}
              onClose={() => setDialog(null)}
              onConfirm={async (reason) => {
                const done = await call(opsAdjust, { uid, currency, amount: minor!, reason });
                setNotice(
                  done.state === 'pending'
                    ? t`The adjustment waits for a second admin's approval.`
                    : t`The adjustment was posted.`,
                );
                detail.reload();
              }}
            >
              <label>
                <Trans>Amount ({currency}); negative to debit</Trans>
                <input
                  inputMode="decimal"
                  required
                  value={amount}
                  onChange={(e) => setAmount(e.target.value)}
                />
              </label>
              {minor !== null && needsSecondApproval(minor) && (
                <p className="ops-chip ops-warn">
                  <Trans>
                    Above {money(ADJUSTMENT_APPROVAL_THRESHOLD, currency, i18n.locale)}: a second admin must
                    approve.
                  </Trans>
                </p>
              )}
            </ReasonDialog>
          )}
        </>
      )}
    </section>
  );
}
