import { useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { useLingui } from '@lingui/react/macro';
import { Field } from '../account/forms';
import { useLoad } from './use-load';
import { errorText, fetchAppeals, postAppeal } from './wallet-api';
import { WalletFrame, WalletLoading, WalletRetry } from './WalletFrame';

/** /transaction-question: the appeals of a deposit (payin/order/appeal) and a new one (appealpost). */
export default function TransactionQuestionPage() {
  const { t } = useLingui();
  return (
    <WalletFrame title={t`Report a problem`}>
      <Question />
    </WalletFrame>
  );
}

function Question() {
  const { t, i18n } = useLingui();
  const [query] = useSearchParams();
  const orderId = query.get('order_id');
  const appeals = useLoad(() => fetchAppeals(orderId!), orderId ?? '', orderId !== null);
  const [content, setContent] = useState('');
  const [receipt, setReceipt] = useState('');
  const [tried, setTried] = useState(false);
  const [pending, setPending] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [sent, setSent] = useState(false);
  if (!orderId) {
    return (
      <div className="wallet-panel">
        <p className="wallet-note">{t`Open the deposit you have a question about from your transactions.`}</p>
        <Link to="/transaction" className="button button-secondary button-block">
          {t`See transactions`}
        </Link>
      </div>
    );
  }
  if (appeals.loading && !appeals.data) return <WalletLoading />;
  if (!appeals.data) return <WalletRetry onRetry={appeals.reload} />;
  const empty = !content.trim();
  const submit = async () => {
    setTried(true);
    if (empty || pending) return;
    setPending(true);
    setFailure(null);
    try {
      await postAppeal(orderId, content.trim(), receipt);
      setSent(true);
      setContent('');
      setReceipt('');
      setTried(false);
      appeals.reload();
    } catch (error) {
      setFailure(errorText(error));
    } finally {
      setPending(false);
    }
  };
  const statusName = (s: string) =>
    s === 'accepted' ? t`Accepted` : s === 'rejected' ? t`Rejected` : t`Under review`;
  return (
    <div className="wallet-panel">
      <p className="wallet-note">{t`Order ${orderId}`}</p>
      {appeals.data.length > 0 && (
        <ul className="tx-list" aria-label={t`Your reports`}>
          {appeals.data.map((a) => (
            <li key={a.appeal_id} className="appeal-row">
              <span className="tx-title">{statusName(a.status)}</span>
              <span className="tx-date">
                {i18n.date(new Date(a.created_at), { dateStyle: 'medium', timeStyle: 'short' })}
              </span>
              <p>{a.content}</p>
            </li>
          ))}
        </ul>
      )}
      {sent && (
        <p className="wallet-ok" role="status">
          {t`Thank you. We will look into it and answer in your messages.`}
        </p>
      )}
      <form
        className="wallet-form"
        aria-label={t`Report a problem`}
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          void submit();
        }}
      >
        {failure && (
          <p className="form-failure" role="alert">
            {failure}
          </p>
        )}
        <div className="field">
          <label htmlFor="appeal-content" className="field-label">
            {t`What happened?`}
          </label>
          <textarea
            id="appeal-content"
            className="field-input field-textarea"
            maxLength={1000}
            value={content}
            onChange={(e) => setContent(e.target.value)}
            aria-invalid={tried && empty ? true : undefined}
          />
          {tried && empty && <p className="field-error">{t`Tell us what happened.`}</p>}
        </div>
        <Field
          label={t`Receipt or transaction ID (optional)`}
          value={receipt}
          onChange={(v) => setReceipt(v.slice(0, 128))}
          maxLength={128}
          autoComplete="off"
        />
        <button
          type="submit"
          className="button button-primary button-block"
          disabled={pending}
          aria-busy={pending}
        >
          {t`Send`}
        </button>
      </form>
    </div>
  );
}
