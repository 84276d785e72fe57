/**
 * Marketing (issue #24): the brand's campaigns (pause / resume, dates and key numbers, each confirmed with
 * a reason) and the top-bar messages (written per language, for every player or VIP level n and above,
 * previewed in the player app's look). Reads on demand, no polling.
 */
import { OpsTabs } from './Tabs';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { opsCampaignEdit, opsCampaigns } from '../../core/contract/endpoints-ops';
import type { OpsMe } from '../../core/contract/schemas/ops';
import type { OpsCampaign } from '../../core/contract/schemas/ops-marketing';
import { CLIENT_BRANDS } from '../../core/brand/client-brands';
import { call } from './api';
import { ActionsHeader, RowActions } from './RowActions';
import { LoadState, ReasonDialog } from './Dialog';
import { dateTime, fromLocalInput, money, parseMinor, toLocalInput } from './format';
import { BannersTab } from './BannersTab';
import { MessagesTab } from './MessagesTab';
import { PushTab } from './PushTab';
import { useLoad } from './use-load';

type Tab = 'campaigns' | 'messages' | 'push' | 'banners';

const currencyOf = (brand: string) => CLIENT_BRANDS.find((b) => b.id === brand)?.currency ?? 'BRL';

export function MarketingPage({ me }: { me: OpsMe }) {
  const { t } = useLingui();
  const [tab, setTab] = useState<Tab>('campaigns');
  const tabs: { id: Tab; label: string }[] = [
    { id: 'campaigns', label: t`Campaigns` },
    { id: 'messages', label: t`Top-bar messages` },
    { id: 'push', label: t`Push` },
    { id: 'banners', label: t`Banners` },
  ];
  return (
    <section className="ops-page">
      <h1>
        <Trans>Marketing</Trans>
      </h1>
      <OpsTabs tabs={tabs} current={tab} onSelect={setTab} />
      <div role="tabpanel">
        {tab === 'campaigns' && <CampaignsTab me={me} />}
        {tab === 'messages' && <MessagesTab me={me} />}
        {tab === 'push' && <PushTab me={me} />}
        {tab === 'banners' && <BannersTab me={me} />}
      </div>
    </section>
  );
}

function CampaignsTab({ me }: { me: OpsMe }) {
  const { t, i18n } = useLingui();
  const l = i18n.locale;
  const list = useLoad(() => call(opsCampaigns, {}), []);
  const [edit, setEdit] = useState<{ c: OpsCampaign; mode: 'toggle' | 'edit' } | null>(null);
  const [notice, setNotice] = useState('');
  const canEdit = me.permissions.includes('marketing.edit');
  const rows = list.data?.list ?? [];
  const state = (c: OpsCampaign) =>
    !c.enabled ? (
      <span className="ops-chip ops-warn">{t`Paused`}</span>
    ) : c.live ? (
      <span className="ops-chip ops-ok">{t`Live`}</span>
    ) : (
      <span className="ops-chip">{t`Scheduled or ended`}</span>
    );
  return (
    <>
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
        emptyText={t`No campaigns.`}
      />
      {rows.length > 0 && (
        <table className="ops-table" aria-label={t`Campaigns`}>
          <thead>
            <tr>
              <th>
                <Trans>Campaign</Trans>
              </th>
              <th>
                <Trans>State</Trans>
              </th>
              <th className="ops-wide-only">
                <Trans>Dates</Trans>
              </th>
              <th className="ops-num">
                <Trans>Max bonus</Trans>
              </th>
              {canEdit && <ActionsHeader />}
            </tr>
          </thead>
          <tbody>
            {rows.map((c) => (
              <tr key={c.id}>
                <td>
                  <strong>{c.name}</strong>
                  <span className="ops-hint">
                    {' '}
                    {c.brand_id} · {c.kind}
                  </span>
                </td>
                <td>{state(c)}</td>
                <td className="ops-wide-only">
                  {c.starts_at ? dateTime(c.starts_at, l) : '—'} → {c.ends_at ? dateTime(c.ends_at, l) : '—'}
                </td>
                <td className="ops-num">{c.cap > 0 ? money(c.cap, currencyOf(c.brand_id), l) : '—'}</td>
                {canEdit && (
                  <RowActions
                    actions={[
                      {
                        label: c.enabled ? t`Pause ${c.name}` : t`Resume ${c.name}`,
                        text: c.enabled ? <Trans>Pause</Trans> : <Trans>Resume</Trans>,
                        onClick: () => setEdit({ c, mode: 'toggle' }),
                        tone: c.enabled ? 'danger' : 'primary',
                      },
                      {
                        label: t`Edit ${c.name}`,
                        text: <Trans>Edit</Trans>,
                        onClick: () => setEdit({ c, mode: 'edit' }),
                      },
                    ]}
                  />
                )}
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {edit?.mode === 'toggle' && (
        <ReasonDialog
          title={edit.c.enabled ? t`Pause ${edit.c.name}` : t`Resume ${edit.c.name}`}
          confirm={edit.c.enabled ? t`Pause` : t`Resume`}
          danger={edit.c.enabled}
          onClose={() => setEdit(null)}
          onConfirm={async (reason) => {
            const done = await call(opsCampaignEdit, { id: edit.c.id, enabled: !edit.c.enabled, reason });
            setNotice(
              done.enabled ? t`${done.name} runs again.` : t`${done.name} is paused: it grants nothing.`,
            );
            list.reload();
          }}
        >
          {edit.c.enabled && (
            <p>
              <Trans>Players are granted nothing from this campaign while it is paused.</Trans>
            </p>
          )}
        </ReasonDialog>
      )}
      {edit?.mode === 'edit' && (
        <CampaignEdit
          c={edit.c}
          onClose={() => setEdit(null)}
          onSaved={(c) => {
            setNotice(t`${c.name} was saved.`);
            list.reload();
          }}
        />
      )}
    </>
  );
}

function CampaignEdit(props: { c: OpsCampaign; onClose: () => void; onSaved: (c: OpsCampaign) => void }) {
  const { t } = useLingui();
  const { c } = props;
  const [start, setStart] = useState(toLocalInput(c.starts_at));
  const [end, setEnd] = useState(toLocalInput(c.ends_at));
  const [cap, setCap] = useState(`${Math.floor(c.cap / 100)}.${String(c.cap % 100).padStart(2, '0')}`);
  const capMinor = parseMinor(cap);
  const s = fromLocalInput(start);
  const e = fromLocalInput(end);
  const datesOk = s === null || e === null || e > s;
  return (
    <ReasonDialog
      title={t`Edit ${c.name}`}
      confirm={t`Save`}
      valid={capMinor !== null && capMinor >= 0 && datesOk}
      onClose={props.onClose}
      onConfirm={async (reason) => {
        props.onSaved(
          await call(opsCampaignEdit, { id: c.id, starts_at: s, ends_at: e, cap: capMinor ?? 0, reason }),
        );
      }}
    >
      <label>
        <Trans>Starts</Trans>
        <input type="datetime-local" value={start} onChange={(x) => setStart(x.target.value)} />
      </label>
      <label>
        <Trans>Ends</Trans>
        <input type="datetime-local" value={end} onChange={(x) => setEnd(x.target.value)} />
      </label>
      {!datesOk && <p className="ops-error">{t`The end must be after the start.`}</p>}
      <label>
        <Trans>Max bonus</Trans>
        <input inputMode="decimal" value={cap} onChange={(x) => setCap(x.target.value)} />
      </label>
    </ReasonDialog>
  );
}
