/**
 * Configuration, withdrawal review (issue #24): withdrawals of more than the brand's threshold wait in the
 * Payments queue for an operator before the provider is asked (core/wallet/payout-review.ts). Empty: none
 * waits; 0: every one does. Saved with a reason (the audit log); applies to withdrawals made after it.
 */
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { opsPayoutReview, opsPayoutReviewEdit } from '../../core/contract/endpoints-ops';
import type { OpsMe } from '../../core/contract/schemas/ops';
import { call } from './api';
import { LoadState, ReasonDialog } from './Dialog';
import { money, parseMinor } from './format';
import { useLoad } from './use-load';

const asText = (minor: number) => `${Math.floor(minor / 100)}.${String(minor % 100).padStart(2, '0')}`;

export function PayoutReviewSection({ me, brand }: { me: OpsMe; brand: string }) {
  const { t, i18n } = useLingui();
  const review = useLoad(() => call(opsPayoutReview, { brand }), [brand]);
  const [editing, setEditing] = useState(false);
  const [value, setValue] = useState('');
  const data = review.data;
  const minor = value.trim() === '' ? null : parseMinor(value);
  const invalid = value.trim() !== '' && (minor === null || minor < 0);
  return (
    <section aria-label={t`Withdrawal review`}>
      <h2 className="ops-sub">
        <Trans>Withdrawal review</Trans>
      </h2>
      <LoadState
        loading={review.loading}
        error={review.error}
        empty={false}
        onRetry={review.reload}
        emptyText=""
      />
      {data && (
        <div className="ops-row">
          <p>
            {data.threshold === null
              ? t`Every withdrawal goes to the provider at once.`
              : t`Withdrawals above ${money(data.threshold, data.currency, i18n.locale)} wait for an operator's approval.`}
            {data.customised && <span className="ops-hint"> · {t`changed`}</span>}
          </p>
          <span className="ops-grow" />
          {me.permissions.includes('config.edit') && (
            <button
              type="button"
              className="ops-btn"
              onClick={() => {
                setValue(data.threshold === null ? '' : asText(data.threshold));
                setEditing(true);
              }}
            >
              <Trans>Edit review threshold</Trans>
            </button>
          )}
        </div>
      )}
      {editing && data && (
        <ReasonDialog
          title={t`Withdrawal review`}
          confirm={t`Save`}
          valid={!invalid}
          onClose={() => setEditing(false)}
          onConfirm={async (reason) => {
            await call(opsPayoutReviewEdit, { brand, threshold: minor, reason });
            review.reload();
          }}
        >
          <label>
            <Trans>Review withdrawals above (empty: none, 0: all)</Trans>
            <input inputMode="decimal" value={value} onChange={(e) => setValue(e.target.value)} />
          </label>
          {invalid && (
            <p className="ops-error" role="alert">
              {t`Enter amounts like 30.00.`}
            </p>
          )}
        </ReasonDialog>
      )}
    </section>
  );
}
