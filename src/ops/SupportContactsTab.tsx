/**
 * Configuration, support contacts (issue #24): the e-mail, chat links (WhatsApp, Telegram, live chat) and
 * opening hours the player's /support page shows for the brand. The form checks what the server checks
 * (core/ops/support-contacts.ts); saving asks for a reason (the audit log).
 */
import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useState } from 'react';
import { opsSupportContacts, opsSupportContactsEdit } from '../../core/contract/endpoints-ops';
import type { OpsMe } from '../../core/contract/schemas/ops';
import type { OpsSupportContacts } from '../../core/contract/schemas/ops-config';
import { checkSupportContacts, type ChatKind } from '../../core/ops/support-contacts';
import { call } from './api';
import { LoadState, ReasonDialog } from './Dialog';
import { useLoad } from './use-load';

const KINDS: readonly ChatKind[] = ['whatsapp', 'telegram', 'livechat'];

type Form = { email: string; links: Record<ChatKind, string>; from: string; to: string; tz: string };

const formOf = (c: OpsSupportContacts): Form => ({
  email: c.email,
  links: Object.fromEntries(KINDS.map((k) => [k, c.chats.find((x) => x.kind === k)?.url ?? ''])) as Record<
    ChatKind,
    string
  >,
  from: c.hours_from,
  to: c.hours_to,
  tz: c.timezone,
});

export function SupportContactsTab({ me }: { me: OpsMe }) {
  const { t } = useLingui();
  const [brand, setBrand] = useState(me.brands[0] ?? '');
  const data = useLoad(() => call(opsSupportContacts, { brand }), [brand]);
  const [form, setForm] = useState<Form | null>(null);
  const [confirming, setConfirming] = useState(false);
  const [notice, setNotice] = useState('');
  const canEdit = me.permissions.includes('config.edit');
  useEffect(() => {
    if (data.data) setForm(formOf(data.data));
  }, [data.data]);
  const labels: Record<ChatKind, string> = {
    whatsapp: t`WhatsApp link`,
    telegram: t`Telegram link`,
    livechat: t`Live chat page`,
  };
  const chats = form
    ? KINDS.filter((k) => form.links[k].trim()).map((k) => ({ kind: k, url: form.links[k].trim() }))
    : [];
  const verdict = form
    ? checkSupportContacts({
        email: form.email.trim(),
        chats,
        hours_from: form.from,
        hours_to: form.to,
        timezone: form.tz,
      })
    : null;
  const problems: Record<string, string> = {
    email: t`Enter a valid e-mail address.`,
    url: t`Links must start with https:// (WhatsApp on wa.me, Telegram on t.me).`,
    duplicate_chat: t`Each kind of chat may be listed once.`,
    hours: t`Opening hours are HH:MM, from 00:00 to 24:00.`,
    timezone: t`Unknown time zone (use a name such as America/Sao_Paulo).`,
  };
  const set = (patch: Partial<Form>) => form && setForm({ ...form, ...patch });
  return (
    <>
      <div className="ops-row ops-head">
        <label>
          <Trans>Brand</Trans>{' '}
          <select value={brand} onChange={(e) => setBrand(e.target.value)}>
            {me.brands.map((b) => (
              <option key={b} value={b}>
                {b}
              </option>
            ))}
          </select>
        </label>
        <span className="ops-grow" />
        {data.data && (
          <span className="ops-hint">
            {data.data.customised ? t`Set in the console` : t`The brand's default contacts`}
          </span>
        )}
      </div>
      {notice && (
        <p role="status" className="ops-notice">
          {notice}
        </p>
      )}
      <LoadState loading={data.loading} error={data.error} empty={false} onRetry={data.reload} emptyText="" />
      {form && !data.loading && (
        <form
          className="ops-card ops-form"
          aria-label={t`Support contacts`}
          onSubmit={(e) => {
            e.preventDefault();
            setConfirming(true);
          }}
        >
          <fieldset disabled={!canEdit}>
            <label>
              <Trans>Support e-mail</Trans>
              <input type="email" value={form.email} onChange={(e) => set({ email: e.target.value })} />
            </label>
            {KINDS.map((k) => (
              <label key={k}>
                {labels[k]}
                <input
                  type="url"
                  placeholder="https://"
                  value={form.links[k]}
                  onChange={(e) => set({ links: { ...form.links, [k]: e.target.value } })}
                />
              </label>
            ))}
            <div className="ops-row">
              <label>
                <Trans>Opens</Trans>
                <input
                  value={form.from}
                  placeholder="08:00"
                  onChange={(e) => set({ from: e.target.value })}
                />
              </label>
              <label>
                <Trans>Closes</Trans>
                <input value={form.to} placeholder="22:00" onChange={(e) => set({ to: e.target.value })} />
              </label>
            </div>
            <span className="ops-hint">{t`00:00 to 00:00 means around the clock.`}</span>
            <label>
              <Trans>Time zone</Trans>
              <input value={form.tz} onChange={(e) => set({ tz: e.target.value })} />
            </label>
          </fieldset>
          {verdict && (
            <p className="ops-error" role="alert">
              {problems[verdict]}
            </p>
          )}
          {canEdit && (
            <div className="ops-row ops-end">
              <button className="ops-btn ops-primary" disabled={!!verdict}>
                <Trans>Save</Trans>
              </button>
            </div>
          )}
        </form>
      )}
      {confirming && form && (
        <ReasonDialog
          title={t`Save the support contacts of ${brand}`}
          confirm={t`Save`}
          onClose={() => setConfirming(false)}
          onConfirm={async (reason) => {
            await call(opsSupportContactsEdit, {
              brand,
              email: form.email.trim(),
              chats,
              hours_from: form.from,
              hours_to: form.to,
              timezone: form.tz,
              reason,
            });
            setNotice(t`Saved: players see the new contacts on the support page.`);
            data.reload();
          }}
        >
          <p>
            <Trans>Players of this brand see these contacts on the support page.</Trans>
          </p>
        </ReasonDialog>
      )}
    </>
  );
}
