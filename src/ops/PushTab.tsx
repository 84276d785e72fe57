/**
 * Marketing > Push: broadcasts written per language (the brand's own language at least; players of other
 * languages fall back to it), with the app route a tap opens and an audience (all players, VIP level n+,
 * registered or deposited in the last n days). The form counts the audience as it changes and previews the
 * push as a phone shows it; send saves the broadcast and sends it (each with a reason for the audit log).
 * A broadcast whose send was interrupted stays "sending" and can be sent again: nobody gets it twice.
 */
import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useRef, useState } from 'react';
import { CLIENT_BRANDS } from '../../core/brand/client-brands';
import { opsPushCount, opsPushCreate, opsPushList, opsPushSend } from '../../core/contract/endpoints-ops';
import type { OpsMe } from '../../core/contract/schemas/ops';
import type { OpsPush, OpsPushAudienceKind } from '../../core/contract/schemas/ops-push';
import { LOCALE_NAMES, LOCALES, type Locale } from '../../core/i18n/locales';
import { call } from './api';
import { ActionsHeader, RowActions } from './RowActions';
import { LoadState, ReasonDialog } from './Dialog';
import { useErrorText } from './errors';
import { dateTime } from './format';
import { useLoad } from './use-load';

const brandOf = (id: string) => CLIENT_BRANDS.find((b) => b.id === id);
const ROUTE = /^\/(?!\/)[A-Za-z0-9\-._~/?=&%+#]*$/;

/** A phone's notification of the player app's push: brand icon and name, title, body (server/push/queue.ts). */
export function PushPreview(props: { brand: string; title: string; body: string }) {
  const { t } = useLingui();
  const b = brandOf(props.brand);
  return (
    <div className="ops-preview ops-push-preview" aria-label={t`Preview in the player app`}>
      <div className="ops-push-card">
        <div className="ops-push-app">
          <img src={`/brand/${props.brand}/icon.svg`} alt="" width={16} height={16} />
          <span>{b?.name ?? props.brand}</span>
          <span className="ops-push-when">{t`now`}</span>
        </div>
        <strong className="ops-push-title">{props.title || t`Your title`}</strong>
        {props.body && <p className="ops-push-body">{props.body}</p>}
      </div>
    </div>
  );
}

function useAudienceText() {
  const { t } = useLingui();
  return (audience: OpsPushAudienceKind, n: number) => {
    switch (audience) {
      case 'all':
        return t`All players`;
      case 'vip':
        return t`VIP level ${n}+`;
      case 'registered':
        return t`Registered in the last ${n} days`;
      case 'deposited':
        return t`Deposited in the last ${n} days`;
    }
  };
}

export function PushTab({ me }: { me: OpsMe }) {
  const { t, i18n } = useLingui();
  const l = i18n.locale;
  const list = useLoad(() => call(opsPushList, {}), []);
  const [creating, setCreating] = useState(false);
  const [sending, setSending] = useState<OpsPush | null>(null);
  const [notice, setNotice] = useState('');
  const audienceText = useAudienceText();
  const canEdit = me.permissions.includes('marketing.edit');
  const rows = list.data?.list ?? [];
  const titleOf = (p: OpsPush) =>
    (p.texts[l] ?? p.texts[brandOf(p.brand_id)?.defaultLang ?? 'en'] ?? Object.values(p.texts)[0])?.title ??
    '';
  const state = (p: OpsPush) =>
    p.state === 'sent' ? (
      <span className="ops-chip ops-ok">{t`Sent`}</span>
    ) : p.state === 'sending' ? (
      <span className="ops-chip ops-warn">{t`Interrupted`}</span>
    ) : (
      <span className="ops-chip">{t`Draft`}</span>
    );
  const done = (p: OpsPush) => {
    setNotice(t`Sent to ${p.recipients} players (${p.pushes} pushes queued).`);
    list.reload();
  };
  return (
    <>
      <div className="ops-row ops-head">
        <span className="ops-grow" />
        {canEdit && (
          <button type="button" className="ops-btn ops-primary" onClick={() => setCreating(true)}>
            <Trans>New push</Trans>
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
        emptyText={t`No push broadcasts yet.`}
      />
      {rows.length > 0 && (
        <table className="ops-table" aria-label={t`Push broadcasts`}>
          <thead>
            <tr>
              <th>
                <Trans>Title</Trans>
              </th>
              <th>
                <Trans>Audience</Trans>
              </th>
              <th>
                <Trans>State</Trans>
              </th>
              <th className="ops-num">
                <Trans>Players</Trans>
              </th>
              <th className="ops-wide-only">
                <Trans>Sent</Trans>
              </th>
              {canEdit && <ActionsHeader />}
            </tr>
          </thead>
          <tbody>
            {rows.map((p) => (
              <tr key={p.id}>
                <td>
                  {titleOf(p)}
                  <span className="ops-hint">
                    {' '}
                    {p.brand_id} · {p.route} · {Object.keys(p.texts).join(', ')}
                  </span>
                </td>
                <td>{audienceText(p.audience, p.n)}</td>
                <td>{state(p)}</td>
                <td className="ops-num">{p.state === 'draft' ? '—' : p.recipients}</td>
                <td className="ops-wide-only">{p.sent_at ? dateTime(p.sent_at, l) : '—'}</td>
                {canEdit && (
                  <RowActions
                    actions={[
                      p.state !== 'sent' && {
                        label: t`Send push ${p.id}`,
                        text: <Trans>Send</Trans>,
                        onClick: () => setSending(p),
                        tone: 'primary',
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
        <NewPush
          brands={me.brands}
          onClose={() => setCreating(false)}
          onSent={done}
          onDraft={() => list.reload()}
        />
      )}
      {sending && (
        <ReasonDialog
          title={t`Send push`}
          confirm={t`Send`}
          onClose={() => setSending(null)}
          onConfirm={async (reason) => done(await call(opsPushSend, { id: sending.id, reason }))}
        >
          <p>{audienceText(sending.audience, sending.n)}</p>
          <PushPreview
            brand={sending.brand_id}
            title={titleOf(sending)}
            body={Object.values(sending.texts)[0]?.body ?? ''}
          />
        </ReasonDialog>
      )}
    </>
  );
}

function NewPush(props: {
  brands: string[];
  onClose: () => void;
  onSent: (p: OpsPush) => void;
  onDraft: () => void;
}) {
  const { t } = useLingui();
  const errorText = useErrorText();
  const audienceText = useAudienceText();
  const draftId = useRef<number | null>(null);
  const [brand, setBrand] = useState(props.brands[0] ?? '');
  const main = brandOf(brand)?.defaultLang ?? 'en';
  const [texts, setTexts] = useState<Partial<Record<Locale, { title: string; body: string }>>>({});
  const [lang, setLang] = useState<Locale>(main);
  const [route, setRoute] = useState('/promotions');
  const [audience, setAudience] = useState<OpsPushAudienceKind>('all');
  const [n, setN] = useState(7);
  const [count, setCount] = useState<{ value: number | null; error: string; busy: boolean }>({
    value: null,
    error: '',
    busy: true,
  });
  const nOk = audience === 'all' || (audience === 'vip' ? n >= 1 && n <= 30 : n >= 1 && n <= 365);
  const useN = audience === 'all' ? 0 : n;
  useEffect(() => {
    if (!nOk || !brand) return;
    let live = true;
    setCount((c) => ({ ...c, busy: true }));
    const timer = setTimeout(() => {
      call(opsPushCount, { brand, audience, n: useN }).then(
        (r) => live && setCount({ value: r.count, error: '', busy: false }),
        (err: unknown) => live && setCount({ value: null, error: errorText(err), busy: false }),
      );
    }, 300);
    return () => {
      live = false;
      clearTimeout(timer);
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [brand, audience, useN, nOk]);
  const written = Object.fromEntries(
    Object.entries(texts)
      .map(([k, v]) => [k, { title: v.title.trim(), body: v.body.trim() }] as const)
      .filter(([, v]) => v.title || v.body),
  );
  const missingMain = !written[main]?.title;
  const titleless = Object.values(written).some((v) => !v.title);
  const routeOk = ROUTE.test(route.trim());
  const valid = !missingMain && !titleless && routeOk && nOk && count.value !== null && count.value > 0;
  const words = texts[lang] ?? { title: '', body: '' };
  const setWords = (w: Partial<{ title: string; body: string }>) =>
    setTexts({ ...texts, [lang]: { ...words, ...w } });
  return (
    <ReasonDialog
      title={t`New push`}
      confirm={count.value !== null ? t`Send to ${count.value} players` : t`Send`}
      valid={valid}
      onClose={props.onClose}
      onConfirm={async (reason) => {
        // Saved once: if the send fails, a second click sends the same draft (nobody gets it twice).
        const id =
          draftId.current ??
          (draftId.current = (
            await call(opsPushCreate, {
              brand,
              texts: written,
              route: route.trim(),
              audience,
              n: useN,
              reason,
            })
          ).id);
        props.onDraft();
        props.onSent(await call(opsPushSend, { id, reason }));
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
              {x === main ? ` (${t`required`})` : ''}
              {texts[x]?.title.trim() ? ' ✓' : ''}
            </option>
          ))}
        </select>
      </label>
      <label>
        <Trans>Title ({LOCALE_NAMES[lang]})</Trans>
        <input maxLength={80} value={words.title} onChange={(x) => setWords({ title: x.target.value })} />
      </label>
      <label>
        <Trans>Body ({LOCALE_NAMES[lang]})</Trans>
        <textarea
          maxLength={300}
          rows={3}
          value={words.body}
          onChange={(x) => setWords({ body: x.target.value })}
        />
      </label>
      {missingMain && (
        <p className="ops-hint">
          <Trans>
            Write the title at least in {LOCALE_NAMES[main]}: players of other languages without a text get
            it.
          </Trans>
        </p>
      )}
      {titleless && <p className="ops-error">{t`Every language with a body needs a title.`}</p>}
      <label>
        <Trans>Link (app route)</Trans>
        <input value={route} placeholder="/promotions" onChange={(x) => setRoute(x.target.value)} />
      </label>
      {!routeOk && (
        <p className="ops-error">{t`The link must be an app route starting with /, like /promotions.`}</p>
      )}
      <label>
        <Trans>Audience</Trans>
        <select value={audience} onChange={(x) => setAudience(x.target.value as OpsPushAudienceKind)}>
          <option value="all">{t`All players`}</option>
          <option value="vip">{t`VIP level n and above`}</option>
          <option value="registered">{t`Registered in the last n days`}</option>
          <option value="deposited">{t`Deposited in the last n days`}</option>
        </select>
      </label>
      {audience !== 'all' && (
        <label>
          {audience === 'vip' ? <Trans>VIP level</Trans> : <Trans>Days</Trans>}
          <input
            type="number"
            min={1}
            max={audience === 'vip' ? 30 : 365}
            value={n}
            onChange={(x) => setN(Math.trunc(Number(x.target.value)))}
          />
        </label>
      )}
      {!nOk && (
        <p className="ops-error">
          {audience === 'vip' ? t`The VIP level must be 1 to 30.` : t`The days must be 1 to 365.`}
        </p>
      )}
      {nOk && (
        <p role="status" className="ops-push-count" aria-busy={count.busy}>
          {count.error ? (
            <span className="ops-error">{count.error}</span>
          ) : count.value === null ? (
            t`Counting the audience…`
          ) : count.value === 0 ? (
            t`Nobody matches this audience.`
          ) : (
            <Trans>
              {audienceText(audience, useN)}: <strong>{count.value}</strong> players
            </Trans>
          )}
        </p>
      )}
      <PushPreview
        brand={brand}
        title={words.title || written[main]?.title || ''}
        body={words.body || (words.title ? '' : (written[main]?.body ?? ''))}
      />
    </ReasonDialog>
  );
}
