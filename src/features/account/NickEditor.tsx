import { useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import { updateNick } from './account-api';
import { Field, Form, useSubmit } from './forms';
import { NICK_MAX, nickError } from './validation';

/**
 * The nickname row of /setting/account-info: the nick with an Edit button, or the inline form that sets it
 * (account/info/update). The message under the field shows once the player has tried to save.
 */
export function NickEditor({ nick }: { nick: string | undefined }) {
  const { t } = useLingui();
  const [editing, setEditing] = useState(false);
  const [value, setValue] = useState('');
  const { pending, failure, run, setFailure } = useSubmit();
  // useSubmit's own flag outlives a Cancel; this one starts over with each edit.
  const [tried, setTried] = useState(false);
  const error = nickError(value);
  const start = () => {
    setValue(nick ?? '');
    setFailure(null);
    setTried(false);
    setEditing(true);
  };
  const save = () => {
    setTried(true);
    void run(!error, async () => {
      await updateNick(value);
      setEditing(false);
    });
  };
  if (!editing) {
    return (
      <div className="info-row">
        <dt>{t`Nickname`}</dt>
        <dd className="info-value-action">
          <span>{nick || '—'}</span>
          <button type="button" className="field-action" onClick={start} aria-label={t`Edit nickname`}>
            {t`Edit`}
          </button>
        </dd>
      </div>
    );
  }
  return (
    <div className="info-row info-row-editing">
      <dt className="visually-hidden">{t`Nickname`}</dt>
      <dd>
        <Form label={t`Edit nickname`} onSubmit={save} failure={failure}>
          <Field
            label={t`Nickname`}
            value={value}
            onChange={setValue}
            error={tried ? error : null}
            autoComplete="nickname"
            maxLength={NICK_MAX * 2}
            autoFocus
          />
          <div className="confirm-actions">
            <button
              type="button"
              className="button button-secondary"
              onClick={() => setEditing(false)}
              disabled={pending}
            >
              {t`Cancel`}
            </button>
            <button type="submit" className="button button-primary" disabled={pending} aria-busy={pending}>
              {t`Save`}
            </button>
          </div>
        </Form>
      </dd>
    </div>
  );
}
