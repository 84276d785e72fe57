/**
 * Support > Canned answers: the brand's ready answers operators insert in the chat, each with a title, a
 * text and its language (operators answer in the player's). Support and admin create, edit and delete them
 * (each confirmed with a reason, kept in the audit log); read-only only sees them. The chat picks up a change
 * on its next connection.
 */
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import {
  opsCanned,
  opsCannedCreate,
  opsCannedDelete,
  opsCannedEdit,
} from '../../core/contract/endpoints-ops';
import type { OpsMe } from '../../core/contract/schemas/ops';
import { CANNED_BODY_MAX, CANNED_TITLE_MAX, type OpsCanned } from '../../core/contract/schemas/ops-support';
import { LOCALE_NAMES, LOCALES, type Locale } from '../../core/i18n/locales';
import { call } from './api';
import { byChatLanguage, chatLangOf } from './canned-order';
import { ActionsHeader, RowActions } from './RowActions';
import { LoadState, ReasonDialog } from './Dialog';
import { useLoad } from './use-load';

type Editing = { mode: 'new' } | { mode: 'edit' | 'delete'; a: OpsCanned };

export function CannedPage({ me }: { me: OpsMe }) {
  const { t } = useLingui();
  const [brand, setBrand] = useState(me.brands[0] ?? '');
  const [lang, setLang] = useState<Locale | ''>('');
  const list = useLoad(() => call(opsCanned, { brand }), [brand]);
  const [editing, setEditing] = useState<Editing | null>(null);
  const [notice, setNotice] = useState('');
  const canEdit = me.permissions.includes('support.edit');
  const all = byChatLanguage(list.data?.list ?? [], chatLangOf(brand));
  const rows = lang ? all.filter((a) => a.lang === lang) : all;
  const saved = (text: string) => {
    setNotice(text);
    list.reload();
  };
  return (
    <section className="ops-page">
      <div className="ops-row ops-head">
        <h1>
          <Trans>Canned answers</Trans>
        </h1>
        <span className="ops-grow" />
        {canEdit && (
          <button type="button" className="ops-btn ops-primary" onClick={() => setEditing({ mode: 'new' })}>
            <Trans>New answer</Trans>
          </button>
        )}
      </div>
      <div className="ops-row">
        {me.brands.length > 1 && (
          <label>
            <Trans>Brand</Trans>{' '}
            <select value={brand} onChange={(e) => setBrand(e.target.value)}>
              {me.brands.map((b) => (
                <option key={b}>{b}</option>
              ))}
            </select>
          </label>
        )}
        <label>
          <Trans>Language</Trans>{' '}
          <select value={lang} onChange={(e) => setLang(e.target.value as Locale | '')}>
            <option value="">{t`All languages`}</option>
            {LOCALES.map((l) => (
              <option key={l} value={l}>
                {LOCALE_NAMES[l]}
              </option>
            ))}
          </select>
        </label>
      </div>
      <p className="ops-hint">
        <Trans>
          Answers in the chat's language come first in the chat. Changes reach the chat screen when it
          reconnects or is reopened.
        </Trans>
      </p>
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
        emptyText={lang ? t`No canned answers in this language.` : t`No canned answers yet.`}
      />
      {!list.loading && !list.error && rows.length > 0 && (
        <table className="ops-table" aria-label={t`Canned answers`}>
          <thead>
            <tr>
              <th>
                <Trans>Title</Trans>
              </th>
              <th>
                <Trans>Language</Trans>
              </th>
              <th className="ops-wide-only">
                <Trans>Text</Trans>
              </th>
              {canEdit && <ActionsHeader />}
            </tr>
          </thead>
          <tbody>
            {rows.map((a) => (
              <tr key={a.id}>
                <td>
                  <strong>{a.title}</strong>
                  <span className="ops-hint ops-narrow-only ops-canned-text">{a.body}</span>
                </td>
                <td>{LOCALE_NAMES[a.lang]}</td>
                <td className="ops-wide-only ops-canned-text">{a.body}</td>
                {canEdit && (
                  <RowActions
                    actions={[
                      {
                        label: t`Edit answer ${a.title}`,
                        text: <Trans>Edit</Trans>,
                        onClick: () => setEditing({ mode: 'edit', a }),
                      },
                      {
                        label: t`Delete answer ${a.title}`,
                        text: <Trans>Delete</Trans>,
                        onClick: () => setEditing({ mode: 'delete', a }),
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
      {(editing?.mode === 'new' || editing?.mode === 'edit') && (
        <CannedForm
          brand={brand}
          a={editing.mode === 'edit' ? editing.a : null}
          onClose={() => setEditing(null)}
          onSaved={() => saved(t`The answer was saved.`)}
        />
      )}
      {editing?.mode === 'delete' && (
        <ReasonDialog
          title={t`Delete answer ${editing.a.title}`}
          confirm={t`Delete`}
          danger
          onClose={() => setEditing(null)}
          onConfirm={async (reason) => {
            await call(opsCannedDelete, { id: editing.a.id, reason });
            saved(t`The answer was deleted.`);
          }}
        />
      )}
    </section>
  );
}

function CannedForm(props: { brand: string; a: OpsCanned | null; onClose: () => void; onSaved: () => void }) {
  const { t } = useLingui();
  const { a } = props;
  const [title, setTitle] = useState(a?.title ?? '');
  const [body, setBody] = useState(a?.body ?? '');
  const [lang, setLang] = useState<Locale>(a?.lang ?? (chatLangOf(props.brand) as Locale));
  const titleOk = title.trim().length > 0 && title.trim().length <= CANNED_TITLE_MAX;
  const bodyOk = body.trim().length > 0 && body.trim().length <= CANNED_BODY_MAX;
  const fields = { title: title.trim(), body: body.trim(), lang };
  return (
    <ReasonDialog
      title={a ? t`Edit answer ${a.title}` : t`New answer`}
      confirm={t`Save`}
      valid={titleOk && bodyOk}
      onClose={props.onClose}
      onConfirm={async (reason) => {
        if (a) await call(opsCannedEdit, { id: a.id, ...fields, reason });
        else await call(opsCannedCreate, { brand: props.brand, ...fields, reason });
        props.onSaved();
      }}
    >
      <label>
        <Trans>Language</Trans>
        <select value={lang} onChange={(e) => setLang(e.target.value as Locale)}>
          {LOCALES.map((l) => (
            <option key={l} value={l}>
              {LOCALE_NAMES[l]}
            </option>
          ))}
        </select>
      </label>
      <label>
        <Trans>Title</Trans>
        <input maxLength={CANNED_TITLE_MAX} value={title} onChange={(e) => setTitle(e.target.value)} />
      </label>
      {!titleOk && title !== '' && <p className="ops-error">{t`The title cannot be only spaces.`}</p>}
      <label>
        <Trans>Text</Trans>
        <textarea
          rows={5}
          maxLength={CANNED_BODY_MAX}
          value={body}
          onChange={(e) => setBody(e.target.value)}
        />
      </label>
      <span className="ops-hint">
        {body.length} / {CANNED_BODY_MAX}
      </span>
      {!bodyOk && body !== '' && <p className="ops-error">{t`The text cannot be only spaces.`}</p>}
    </ReasonDialog>
  );
}
