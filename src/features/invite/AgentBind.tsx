import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useLingui } from '@lingui/react/macro';
import { useTopic } from '../../platform/engine-bridge';
import { EmptyState } from '../../ui/EmptyState';
import { PageSkeleton } from '../../ui/PageSkeleton';
import { showToast } from '../../ui/toast';
import { Field } from '../account/forms';
import { agentErrorText, bindAgent } from './agent-api';
import { NO_PARAMS, Retry } from './agent-common';

export function Bind() {
  const { t } = useLingui();
  const [params] = useSearchParams();
  const topic = useTopic('agentBindInfo', NO_PARAMS);
  const [code, setCode] = useState(params.get('code') ?? '');
  const [tried, setTried] = useState(false);
  const [pending, setPending] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  if (!topic.data && topic.status === 'error') return <Retry onRetry={topic.refresh} />;
  if (!topic.data) return <PageSkeleton rows={3} />;
  const info = topic.data;
  if (info.bound)
    return (
      <div className="invite-page">
        <section className="invite-hero">
          <p className="invite-hero-kicker">{info.inviter_is_agent ? t`Your agent` : t`Invited by`}</p>
          <p className="invite-hero-amount">{info.inviter}</p>
          <p className="invite-hero-note">{t`Your account is linked. A link is for good and cannot be changed.`}</p>
        </section>
      </div>
    );
  if (info.open_until === null)
    return (
      <EmptyState title={t`Linking is closed`}>
        {t`A code can only be entered in your first week.`}
      </EmptyState>
    );
  const codeError = code.trim() ? null : t`Enter the agent's code.`;
  const submit = async () => {
    setTried(true);
    setFailure(null);
    if (codeError) return;
    setPending(true);
    try {
      await bindAgent(code);
      showToast(t`Your account is linked to your agent`);
    } catch (err) {
      setFailure(agentErrorText(err));
    } finally {
      setPending(false);
    }
  };
  return (
    <div className="invite-page">
      <section className="invite-hero">
        <p className="invite-hero-kicker">{t`Link an agent`}</p>
        <p className="invite-hero-note">{t`Enter the code your agent gave you. You can do this once, until ${new Date(info.open_until).toLocaleDateString()}.`}</p>
      </section>
      <form
        className="invite-card agent-form"
        aria-label={t`Link an agent`}
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
        <Field
          label={t`Agent code`}
          value={code}
          onChange={(v) => setCode(v.toUpperCase())}
          autoComplete="off"
          maxLength={32}
          error={tried ? codeError : null}
        />
        <button
          type="submit"
          className="button button-primary button-block"
          disabled={pending}
          aria-busy={pending}
        >
          {pending ? t`Linking…` : t`Link`}
        </button>
      </form>
    </div>
  );
}
