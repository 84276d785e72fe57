/**
 * Marketing > Top-bar messages: the list (audience, dates, texts), a new message written per language with
 * its audience (every signed-in player, or VIP level n and above) and dates, previewed as the player's top
 * bar draws it, and delete. Create and delete ask for a reason (the audit log).
 */
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { opsMessageCreate, opsMessageDelete, opsMessages } from '../../core/contract/endpoints-ops';
import type { OpsMe } from '../../core/contract/schemas/ops';
import type { OpsMessage } from '../../core/contract/schemas/ops-marketing';
import { LOCALE_NAMES, LOCALES, type Locale } from '../../core/i18n/locales';
import { call } from './api';
import { ActionsHeader, RowActions } from './RowActions';
import { LoadState, ReasonDialog } from './Dialog';
import { dateTime, fromLocalInput, toLocalInput } from './format';
import { useLoad } from './use-load';

/** The player app's top bar, drawn with a replica of its look (src/features/messages/messages.css). */
export function TopBarPreview({ text }: { text: string }) {
  const { t } = useLingui();
  return (
    <div className="ops-preview" aria-label={t`Preview in the player app`}>
      <div className="ops-preview-top-bar">
        <svg className="ops-preview-icon" aria-hidden="true" width="18" height="18" viewBox="0 0 24 24">
          <path
            fill="currentColor"
            d="M3 10v4h3l5 4V6L6 10H3zm13.5 2a4.5 4.5 0 0 0-2.5-4v8a4.5 4.5 0 0 0 2.5-4z"
          />
        </svg>
        <span className="ops-preview-text">
          <strong>{text || t`Your message`}</strong>
        </span>
        <span className="ops-preview-close" aria-hidden="true">
          ×
        </span>
      </div>
    </div>
  );
}

export function MessagesTab({ me }: { me: OpsMe }) {
  const { t, i18n } = useLingui();
  const l = i18n.locale;
  const list = useLoad(() => call(opsMessages, {}), []);
  const [creating, setCreating] = useState(false);
  const [deleting, setDeleting] = useState<OpsMessage | null>(null);
  const [notice, setNotice] = useState('');
  const canEdit = me.permissions.includes('marketing.edit');
  const rows = list.data?.list ?? [];
  const audience = (m: OpsMessage) => (m.min_vip > 0 ? t`VIP level ${m.min_vip}+` : t`All players`);
  return (
    <>
      <div className="ops-row ops-head">
        <span className="ops-grow" />
        {canEdit && (
          <button type="button" className="ops-btn ops-primary" onClick={() => setCreating(true)}>
            <Trans>New message</Trans>
          </button>
        )}
      </div>
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
        emptyText={t`No top-bar messages from the console yet.`}
      />
      {rows.length > 0 && (
        <table className="ops-table" aria-label={t`Top-bar messages`}>
          <thead>
            <tr>
              <th>
                <Trans>Text</Trans>
              </th>
              <th>
                <Trans>Audience</Trans>
              </th>
              <th className="ops-wide-only">
                <Trans>Dates</Trans>
              </th>
              {canEdit && <ActionsHeader />}
            </tr>
          </thead>
          <tbody>
            {rows.map((m) => (
              <tr key={m.id}>
                <td>
                  {m.texts[l] ?? m.texts.en ?? Object.values(m.texts)[0]}
                  <span className="ops-hint">
                    {' '}
                    {m.brand_id} · {Object.keys(m.texts).join(', ')}
                  </span>
                </td>
                <td>{audience(m)}</td>
                <td className="ops-wide-only">
                  {dateTime(m.starts_at, l)} → {m.ends_at ? dateTime(m.ends_at, l) : '—'}
                </td>
                {canEdit && (
                  <RowActions
                    actions={[
                      {
                        label: t`Delete message ${m.id}`,
                        text: <Trans>Delete</Trans>,
                        onClick: () => setDeleting(m),
                        tone: 'danger',
                      },
                    ]}
                  />
                )}
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {creating && (
        <NewMessage
          brands={me.brands}
          onClose={() => setCreating(false)}
          onSaved={() => {
            setNotice(t`The message is live for its audience.`);
            list.reload();
          }}
        />
      )}
      {deleting && (
        <ReasonDialog
          title={t`Delete message`}
          confirm={t`Delete`}
          danger
          onClose={() => setDeleting(null)}
          onConfirm={async (reason) => {
            await call(opsMessageDelete, { id: deleting.id, reason });
            setNotice(t`The message was deleted.`);
            list.reload();
          }}
        >
          <TopBarPreview text={deleting.texts[l] ?? deleting.texts.en ?? ''} />
        </ReasonDialog>
      )}
    </>
  );
}

function NewMessage(props: { brands: string[]; onClose: () => void; onSaved: () => void }) {
  const { t } = useLingui();
  const [brand, setBrand] = useState(props.brands[0] ?? '');
  const [texts, setTexts] = useState<Partial<Record<Locale, string>>>({});
  const [lang, setLang] = useState<Locale>('en');
  const [minVip, setMinVip] = useState(0);
  const [start, setStart] = useState(toLocalInput(Date.now()));
  const [end, setEnd] = useState('');
  const s = fromLocalInput(start);
  const e = fromLocalInput(end);
  const written = Object.fromEntries(Object.entries(texts).filter(([, v]) => v && v.trim()));
  const valid = Object.keys(written).length > 0 && (s === null || e === null || e > s);
  return (
    <ReasonDialog
      title={t`New top-bar message`}
      confirm={t`Publish`}
      valid={valid}
      onClose={props.onClose}
      onConfirm={async (reason) => {
        await call(opsMessageCreate, {
          brand,
          texts: written,
          min_vip: minVip,
          starts_at: s,
          ends_at: e,
          reason,
        });
        props.onSaved();
      }}
    >
      <label>
        <Trans>Brand</Trans>
        <select value={brand} onChange={(x) => setBrand(x.target.value)}>
          {props.brands.map((b) => (
            <option key={b}>{b}</option>
          ))}
        </select>
      </label>
      <label>
        <Trans>Language</Trans>
        <select value={lang} onChange={(x) => setLang(x.target.value as Locale)}>
          {LOCALES.map((x) => (
            <option key={x} value={x}>
              {LOCALE_NAMES[x]}
              {texts[x]?.trim() ? ' ✓' : ''}
            </option>
          ))}
        </select>
      </label>
      <label>
        <Trans>Text ({LOCALE_NAMES[lang]})</Trans>
        <input
          maxLength={300}
          value={texts[lang] ?? ''}
          onChange={(x) => setTexts({ ...texts, [lang]: x.target.value })}
        />
      </label>
      <label>
        <Trans>Audience</Trans>
        <select value={minVip} onChange={(x) => setMinVip(Number(x.target.value))}>
          <option value={0}>{t`All signed-in players`}</option>
          {[1, 2, 3, 4, 5, 6, 7, 8, 9, 10].map((n) => (
            <option key={n} value={n}>
              {t`VIP level ${n}+`}
            </option>
          ))}
        </select>
      </label>
      <label>
        <Trans>Starts</Trans>
        <input type="datetime-local" value={start} onChange={(x) => setStart(x.target.value)} />
      </label>
      <label>
        <Trans>Ends</Trans>
        <input type="datetime-local" value={end} onChange={(x) => setEnd(x.target.value)} />
      </label>
      <TopBarPreview text={texts[lang] ?? ''} />
    </ReasonDialog>
  );
}
