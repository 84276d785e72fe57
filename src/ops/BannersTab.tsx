/**
 * Marketing > Banners: the brand's home banners (image, link route, order, dates, on/off). Once a brand has
 * any, the player's home shows its enabled ones within their dates, by order; before that the brand's
 * default banners (the empty state says so). Each change asks for a reason (the audit log).
 */
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import {
  opsBannerCreate,
  opsBannerDelete,
  opsBannerEdit,
  opsBanners,
} from '../../core/contract/endpoints-ops';
import type { OpsMe } from '../../core/contract/schemas/ops';
import type { OpsBanner } from '../../core/contract/schemas/ops-banners';
import { call } from './api';
import { ActionsHeader, RowActions } from './RowActions';
import { LoadState, ReasonDialog } from './Dialog';
import { dateTime, fromLocalInput, toLocalInput } from './format';
import { useLoad } from './use-load';

const IMAGE = /^(\/(?!\/)|https:\/\/[a-z0-9.-]+(:\d+)?\/)[A-Za-z0-9\-._~/%{}?=&+]*$/i;
const ROUTE = /^\/(?!\/)[A-Za-z0-9\-._~/?=&%+#]*$/;

/** Written in an image URL, replaced with the player's language by the server (ops/banners.ts). */
const LANG_TOKEN = '{lang}';

type Editing = { mode: 'new' } | { mode: 'edit' | 'toggle' | 'delete'; b: OpsBanner };

export function BannersTab({ me }: { me: OpsMe }) {
  const { t, i18n } = useLingui();
  const l = i18n.locale;
  const list = useLoad(() => call(opsBanners, {}), []);
  const [editing, setEditing] = useState<Editing | null>(null);
  const [notice, setNotice] = useState('');
  const canEdit = me.permissions.includes('marketing.edit');
  const rows = list.data?.list ?? [];
  const now = Date.now();
  const state = (b: OpsBanner) =>
    !b.enabled ? (
      <span className="ops-chip ops-warn">{t`Off`}</span>
    ) : b.starts_at !== null && b.starts_at > now ? (
      <span className="ops-chip">{t`Scheduled`}</span>
    ) : b.ends_at !== null && b.ends_at <= now ? (
      <span className="ops-chip">{t`Ended`}</span>
    ) : (
      <span className="ops-chip ops-ok">{t`Live`}</span>
    );
  const saved = (text: string) => {
    setNotice(text);
    list.reload();
  };
  return (
    <>
      <div className="ops-row ops-head">
        <span className="ops-grow" />
        {canEdit && (
          <button type="button" className="ops-btn ops-primary" onClick={() => setEditing({ mode: 'new' })}>
            <Trans>New banner</Trans>
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
        emptyText={t`No banners configured: players see the brand's default banners.`}
      />
      {rows.length > 0 && (
        <table className="ops-table" aria-label={t`Home banners`}>
          <thead>
            <tr>
              <th className="ops-num">
                <Trans>Order</Trans>
              </th>
              <th>
                <Trans>Banner</Trans>
              </th>
              <th>
                <Trans>State</Trans>
              </th>
              <th className="ops-wide-only">
                <Trans>Dates</Trans>
              </th>
              {canEdit && <ActionsHeader />}
            </tr>
          </thead>
          <tbody>
            {rows.map((b) => (
              <tr key={b.id}>
                <td className="ops-num">{b.position}</td>
                <td>
                  <img className="ops-banner-thumb" src={thumb(b.image_url, l)} alt="" />
                  {b.title || '—'}
                  <span className="ops-hint">
                    {' '}
                    {b.brand_id} · {b.route}
                  </span>
                </td>
                <td>{state(b)}</td>
                <td className="ops-wide-only">
                  {b.starts_at ? dateTime(b.starts_at, l) : '—'} → {b.ends_at ? dateTime(b.ends_at, l) : '—'}
                </td>
                {canEdit && (
                  <RowActions
                    actions={[
                      {
                        label: b.enabled ? t`Switch off banner ${b.id}` : t`Switch on banner ${b.id}`,
                        text: b.enabled ? <Trans>Switch off</Trans> : <Trans>Switch on</Trans>,
                        onClick: () => setEditing({ mode: 'toggle', b }),
                        tone: b.enabled ? 'danger' : 'primary',
                      },
                      {
                        label: t`Edit banner ${b.id}`,
                        text: <Trans>Edit</Trans>,
                        onClick: () => setEditing({ mode: 'edit', b }),
                      },
                      {
                        label: t`Delete banner ${b.id}`,
                        text: <Trans>Delete</Trans>,
                        onClick: () => setEditing({ mode: 'delete', b }),
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
        <BannerForm
          brands={me.brands}
          b={editing.mode === 'edit' ? editing.b : null}
          onClose={() => setEditing(null)}
          onSaved={() => saved(t`The banner was saved: players see it on their next home load.`)}
        />
      )}
      {editing?.mode === 'toggle' && (
        <ReasonDialog
          title={
            editing.b.enabled ? t`Switch off banner ${editing.b.id}` : t`Switch on banner ${editing.b.id}`
          }
          confirm={editing.b.enabled ? t`Switch off` : t`Switch on`}
          danger={editing.b.enabled}
          onClose={() => setEditing(null)}
          onConfirm={async (reason) => {
            await call(opsBannerEdit, { id: editing.b.id, enabled: !editing.b.enabled, reason });
            saved(t`The banner was saved: players see it on their next home load.`);
          }}
        />
      )}
      {editing?.mode === 'delete' && (
        <ReasonDialog
          title={t`Delete banner ${editing.b.id}`}
          confirm={t`Delete`}
          danger
          onClose={() => setEditing(null)}
          onConfirm={async (reason) => {
            await call(opsBannerDelete, { id: editing.b.id, reason });
            saved(t`The banner was deleted.`);
          }}
        />
      )}
    </>
  );
}

/** The image as the player sees it in the console's language (`{lang}` filled). */
const thumb = (url: string, lang: string) => url.replaceAll('{lang}', lang === 'en' ? 'en' : lang);

function BannerForm(props: {
  brands: string[];
  b: OpsBanner | null;
  onClose: () => void;
  onSaved: () => void;
}) {
  const { t, i18n } = useLingui();
  const { b } = props;
  const [brand, setBrand] = useState(b?.brand_id ?? props.brands[0] ?? '');
  const [image, setImage] = useState(b?.image_url ?? '');
  const [route, setRoute] = useState(b?.route ?? '/');
  const [title, setTitle] = useState(b?.title ?? '');
  const [type, setType] = useState<OpsBanner['banner_type']>(b?.banner_type ?? 'normal');
  const [position, setPosition] = useState(String(b?.position ?? 0));
  const [enabled, setEnabled] = useState(b?.enabled ?? true);
  const [start, setStart] = useState(toLocalInput(b?.starts_at ?? null));
  const [end, setEnd] = useState(toLocalInput(b?.ends_at ?? null));
  const s = fromLocalInput(start);
  const e = fromLocalInput(end);
  const pos = Number(position);
  const imageOk = IMAGE.test(image.trim());
  const routeOk = ROUTE.test(route.trim());
  const posOk = Number.isInteger(pos) && pos >= 0 && pos <= 999;
  const datesOk = s === null || e === null || e > s;
  const fields = {
    image_url: image.trim(),
    route: route.trim(),
    title: title.trim(),
    banner_type: type,
    position: pos,
    enabled,
    starts_at: s,
    ends_at: e,
  };
  return (
    <ReasonDialog
      title={b ? t`Edit banner ${b.id}` : t`New banner`}
      confirm={t`Save`}
      valid={imageOk && routeOk && posOk && datesOk}
      onClose={props.onClose}
      onConfirm={async (reason) => {
        if (b) await call(opsBannerEdit, { id: b.id, ...fields, reason });
        else await call(opsBannerCreate, { brand, ...fields, reason });
        props.onSaved();
      }}
    >
      {!b && (
        <label>
          <Trans>Brand</Trans>
          <select value={brand} onChange={(x) => setBrand(x.target.value)}>
            {props.brands.map((x) => (
              <option key={x}>{x}</option>
            ))}
          </select>
        </label>
      )}
      <label>
        <Trans>Image URL</Trans>
        <input
          value={image}
          placeholder={`/brand/${brand}/banner-1.{lang}.svg`}
          onChange={(x) => setImage(x.target.value)}
        />
      </label>
      <p className="ops-hint">
        <Trans>A path starting with / or an https URL; {LANG_TOKEN} becomes the player's language.</Trans>
      </p>
      {image.trim() !== '' && !imageOk && (
        <p className="ops-error">{t`The image must be a path starting with / or an https URL.`}</p>
      )}
      <label>
        <Trans>Link (app route)</Trans>
        <input value={route} onChange={(x) => setRoute(x.target.value)} />
      </label>
      {!routeOk && (
        <p className="ops-error">{t`The link must be an app route starting with /, like /promotions.`}</p>
      )}
      <label>
        <Trans>Title (alt text)</Trans>
        <input maxLength={120} value={title} onChange={(x) => setTitle(x.target.value)} />
      </label>
      <label>
        <Trans>Kind</Trans>
        <select value={type} onChange={(x) => setType(x.target.value as OpsBanner['banner_type'])}>
          <option value="normal">{t`Normal`}</option>
          <option value="deposit">{t`Deposit bonus (hidden where the market forbids it)`}</option>
          <option value="pwa">{t`App install`}</option>
        </select>
      </label>
      <label>
        <Trans>Order</Trans>
        <input
          type="number"
          min={0}
          max={999}
          value={position}
          onChange={(x) => setPosition(x.target.value)}
        />
      </label>
      {!posOk && <p className="ops-error">{t`The order must be 0 to 999.`}</p>}
      <label className="ops-check">
        <input type="checkbox" checked={enabled} onChange={(x) => setEnabled(x.target.checked)} />
        <Trans>On</Trans>
      </label>
      <label>
        <Trans>Starts</Trans>
        <input type="datetime-local" value={start} onChange={(x) => setStart(x.target.value)} />
      </label>
      <label>
        <Trans>Ends</Trans>
        <input type="datetime-local" value={end} onChange={(x) => setEnd(x.target.value)} />
      </label>
      {!datesOk && <p className="ops-error">{t`The end must be after the start.`}</p>}
      {imageOk && (
        <div className="ops-preview ops-banner-frame" aria-label={t`Preview in the player app`}>
          <img className="ops-banner-preview" src={thumb(image.trim(), i18n.locale)} alt={title} />
        </div>
      )}
    </ReasonDialog>
  );
}
