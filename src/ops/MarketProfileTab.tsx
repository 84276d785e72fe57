/**
 * Configuration, market profile (issue #24): a brand's responsible-gaming rules, with the licence's profile
 * as a floor. A rule may be made stricter, never looser: the form marks what would be looser before
 * saving (core/rg/profile-floor.ts, the server's own check), and saving asks for a reason.
 */
import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useState } from 'react';
import { opsMarketProfile, opsMarketProfileEdit } from '../../core/contract/endpoints-ops';
import type { OpsMe } from '../../core/contract/schemas/ops';
import { LIMIT_KEYS } from '../../core/rg/limits';
import {
  EDITABLE_PROFILE_FIELDS,
  looserFields,
  type EditableProfileField,
  type ProfileEdit,
} from '../../core/rg/profile-floor';
import { call } from './api';
import { LoadState, ReasonDialog } from './Dialog';
import { useLoad } from './use-load';

type Flag =
  | 'signup_bonus'
  | 'deposit_bonus'
  | 'limits_at_registration'
  | 'session_clock'
  | 'show_rtp'
  | 'risk_warnings';
const FLAGS: readonly Flag[] = [
  'signup_bonus',
  'deposit_bonus',
  'limits_at_registration',
  'session_clock',
  'show_rtp',
  'risk_warnings',
];

export function MarketProfileTab({ me }: { me: OpsMe }) {
  const { t } = useLingui();
  const [brand, setBrand] = useState(me.brands[0] ?? '');
  const data = useLoad(() => call(opsMarketProfile, { brand }), [brand]);
  const [form, setForm] = useState<ProfileEdit | null>(null);
  const [confirming, setConfirming] = useState(false);
  const [notice, setNotice] = useState('');
  const canEdit = me.permissions.includes('config.edit');
  useEffect(() => {
    const p = data.data?.profile;
    if (p) setForm(Object.fromEntries(EDITABLE_PROFILE_FIELDS.map((f) => [f, p[f]])) as ProfileEdit);
  }, [data.data]);
  const labels: Record<EditableProfileField, string> = {
    signup_bonus: t`Sign-up bonus allowed`,
    deposit_bonus: t`Deposit bonuses allowed`,
    min_age: t`Minimum age`,
    required_limits: t`Limits required at registration`,
    limits_at_registration: t`Limits offered at registration`,
    reality_minutes: t`Reality check every (minutes, 0: none)`,
    session_clock: t`Session clock shown`,
    show_rtp: t`RTP shown per game`,
    risk_warnings: t`Risk warnings shown`,
  };
  const legal = data.data?.legal;
  const looser = form && legal ? looserFields(legal, form) : [];
  const set = (patch: Partial<ProfileEdit>) => form && setForm({ ...form, ...patch });
  const legalText = (f: EditableProfileField): string => {
    if (!legal) return '';
    const v = legal[f];
    if (typeof v === 'boolean') return v ? t`Licence: yes` : t`Licence: no`;
    if (Array.isArray(v)) return v.length ? t`Licence: ${v.join(', ')}` : t`Licence: none`;
    return t`Licence: ${v}`;
  };
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
      </div>
      <p className="ops-hint">
        <Trans>Rules may be made stricter than the market's licence requires, never looser.</Trans>
      </p>
      {notice && (
        <p role="status" className="ops-notice">
          {notice}
        </p>
      )}
      <LoadState loading={data.loading} error={data.error} empty={false} onRetry={data.reload} emptyText="" />
      {form && legal && !data.loading && (
        <form
          className="ops-card ops-form"
          aria-label={t`Market profile`}
          onSubmit={(e) => {
            e.preventDefault();
            setConfirming(true);
          }}
        >
          <fieldset disabled={!canEdit}>
            {FLAGS.map((f) => (
              <label key={f} className="ops-check">
                <input type="checkbox" checked={form[f]} onChange={(e) => set({ [f]: e.target.checked })} />
                <span className="ops-grow">{labels[f]}</span>
                <span className={looser.includes(f) ? 'ops-error' : 'ops-hint'}>{legalText(f)}</span>
              </label>
            ))}
            <label>
              {labels.min_age} <span className="ops-hint">{legalText('min_age')}</span>
              <input
                type="number"
                min={16}
                max={99}
                value={form.min_age}
                onChange={(e) => set({ min_age: Number(e.target.value) })}
              />
            </label>
            <label>
              {labels.reality_minutes} <span className="ops-hint">{legalText('reality_minutes')}</span>
              <input
                type="number"
                min={0}
                max={1440}
                value={form.reality_minutes}
                onChange={(e) => set({ reality_minutes: Number(e.target.value) })}
              />
            </label>
            <div role="group" aria-label={labels.required_limits}>
              <span>
                {labels.required_limits} <span className="ops-hint">{legalText('required_limits')}</span>
              </span>
              <div className="ops-row">
                {LIMIT_KEYS.map((k) => (
                  <label key={k} className="ops-check">
                    <input
                      type="checkbox"
                      checked={form.required_limits.includes(k)}
                      onChange={(e) =>
                        set({
                          required_limits: e.target.checked
                            ? [...form.required_limits, k]
                            : form.required_limits.filter((x) => x !== k),
                        })
                      }
                    />
                    {k}
                  </label>
                ))}
              </div>
            </div>
          </fieldset>
          {looser.length > 0 && (
            <p className="ops-error" role="alert">
              {t`Looser than the licence allows: ${looser.map((f) => labels[f]).join('; ')}.`}
            </p>
          )}
          {canEdit && (
            <div className="ops-row ops-end">
              <button className="ops-btn ops-primary" disabled={looser.length > 0}>
                <Trans>Save</Trans>
              </button>
            </div>
          )}
        </form>
      )}
      {confirming && form && (
        <ReasonDialog
          title={t`Save the market profile of ${brand}`}
          confirm={t`Save`}
          onClose={() => setConfirming(false)}
          onConfirm={async (reason) => {
            await call(opsMarketProfileEdit, { brand, ...form, reason });
            setNotice(t`Saved: the brand's players are held to the new rules from their next call.`);
            data.reload();
          }}
        />
      )}
    </>
  );
}
