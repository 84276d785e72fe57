/**
 * Configuration (issue #24), in sub-tabs: payment methods per brand (PaymentMethodsTab.tsx), support contacts
 * (SupportContactsTab.tsx), market profile (MarketProfileTab.tsx) and games on/off. The catalogue is shared by every brand, so only an operator
 * whose scope covers all brands may switch a game (the server refuses others; the page says why). A
 * switched-off game leaves the players' lobby at once. Each switch asks for a reason (the audit log).
 */
import { OpsTabs } from './Tabs';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { opsGameToggle, opsGames } from '../../core/contract/endpoints-ops';
import type { OpsMe } from '../../core/contract/schemas/ops';
import type { OpsGame } from '../../core/contract/schemas/ops-marketing';
import { call } from './api';
import { coversAllBrands } from './scope';
import { LoadState, ReasonDialog } from './Dialog';
import { MarketProfileTab } from './MarketProfileTab';
import { PaymentMethodsTab } from './PaymentMethodsTab';
import { SupportContactsTab } from './SupportContactsTab';
import { useLoad } from './use-load';

type Tab = 'payments' | 'support' | 'profile' | 'games';

export function ConfigPage({ me }: { me: OpsMe }) {
  const { t } = useLingui();
  const [tab, setTab] = useState<Tab>('payments');
  const tabs: { id: Tab; label: string }[] = [
    { id: 'payments', label: t`Payment methods` },
    { id: 'support', label: t`Support contacts` },
    { id: 'profile', label: t`Market profile` },
    { id: 'games', label: t`Games` },
  ];
  return (
    <section className="ops-page">
      <h1>
        <Trans>Configuration</Trans>
      </h1>
      <OpsTabs tabs={tabs} current={tab} onSelect={setTab} />
      <div role="tabpanel">
        {tab === 'payments' && <PaymentMethodsTab me={me} />}
        {tab === 'support' && <SupportContactsTab me={me} />}
        {tab === 'profile' && <MarketProfileTab me={me} />}
        {tab === 'games' && <GamesTab me={me} />}
      </div>
    </section>
  );
}

function GamesTab({ me }: { me: OpsMe }) {
  const { t } = useLingui();
  const list = useLoad(() => call(opsGames, {}), []);
  const [filter, setFilter] = useState('');
  const [toggling, setToggling] = useState<OpsGame | null>(null);
  const [notice, setNotice] = useState('');
  const allBrands = coversAllBrands(me);
  const canEdit = me.permissions.includes('config.edit') && allBrands;
  const q = filter.trim().toLowerCase();
  const rows = (list.data?.list ?? []).filter(
    (g) => !q || `${g.name} ${g.platform} ${g.category}`.toLowerCase().includes(q),
  );
  const off = (list.data?.list ?? []).filter((g) => !g.enabled).length;
  return (
    <>
      <div>
        <div className="ops-row ops-head">
          <input
            type="search"
            aria-label={t`Filter games`}
            placeholder={t`Filter by name, provider or category`}
            value={filter}
            onChange={(e) => setFilter(e.target.value)}
          />
          <span className="ops-grow" />
          <span className="ops-hint">{t`${off} switched off`}</span>
        </div>
        {me.permissions.includes('config.edit') && !allBrands && (
          <p className="ops-notice">
            <Trans>
              The game catalogue is shared by every brand: switching a game needs all brands in your scope.
            </Trans>
          </p>
        )}
        {notice && (
          <p role="status" className="ops-notice">
            {notice}
          </p>
        )}
        <LoadState
          loading={list.loading}
          error={list.error}
          empty={rows.length === 0}
          onRetry={list.reload}
          emptyText={t`No games match.`}
        />
        {rows.length > 0 && (
          <table className="ops-table" aria-label={t`Games`}>
            <thead>
              <tr>
                <th>
                  <Trans>Game</Trans>
                </th>
                <th className="ops-wide-only">
                  <Trans>Provider</Trans>
                </th>
                <th>
                  <Trans>Category</Trans>
                </th>
                <th>
                  <Trans>In the lobby</Trans>
                </th>
              </tr>
            </thead>
            <tbody>
              {rows.map((g) => (
                <tr key={`${g.platform}/${g.game_id}`}>
                  <td>{g.name}</td>
                  <td className="ops-wide-only">{g.platform}</td>
                  <td>{g.category}</td>
                  <td>
                    {canEdit ? (
                      <button
                        type="button"
                        className={`ops-btn ${g.enabled ? '' : 'ops-primary'}`}
                        aria-label={g.enabled ? t`Switch off ${g.name}` : t`Switch on ${g.name}`}
                        onClick={() => setToggling(g)}
                      >
                        {g.enabled ? <Trans>On</Trans> : <Trans>Off</Trans>}
                      </button>
                    ) : (
                      <span className={`ops-chip ${g.enabled ? 'ops-ok' : 'ops-warn'}`}>
                        {g.enabled ? t`On` : t`Off`}
                      </span>
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </div>
      {toggling && (
        <ReasonDialog
          title={toggling.enabled ? t`Switch off ${toggling.name}` : t`Switch on ${toggling.name}`}
          confirm={toggling.enabled ? t`Switch off` : t`Switch on`}
          danger={toggling.enabled}
          onClose={() => setToggling(null)}
          onConfirm={async (reason) => {
            const g = await call(opsGameToggle, {
              platform: toggling.platform,
              game_id: toggling.game_id,
              enabled: !toggling.enabled,
              reason,
            });
            setNotice(g.enabled ? t`${g.name} is back in the lobby.` : t`${g.name} left the lobby.`);
            list.reload();
          }}
        >
          <p>
            <Trans>This applies to every brand at once.</Trans>
          </p>
        </ReasonDialog>
      )}
    </>
  );
}
