import { useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { useLingui } from '@lingui/react/macro';
import { ApiError } from '../../../core/api/types';
import { DmError } from '../../../core/contract/errors';
import {
  IDENTITY_DOC_KINDS,
  IDENTITY_DOC_MAX_BYTES,
  IDENTITY_DOC_TYPES,
  type IdentityStatusView,
} from '../../../core/contract/schemas/identity';
import { isLoggedIn, useSession } from '../../app/stores/session';
import { useSettings } from '../../app/stores/settings';
import { useTopic } from '../../platform/engine-bridge';
import { EmptyState } from '../../ui/EmptyState';
import { Page } from '../../ui/Page';
import { PageSkeleton } from '../../ui/PageSkeleton';
import { LoginRequired } from '../account/LoginRequired';
import { useMoney } from '../wallet/money';
import { NO_PARAMS, uploadIdentityDocument } from './rg-api';
import '../settings/settings.css';
import './rg.css';

type Kind = (typeof IDENTITY_DOC_KINDS)[number];

/** /auth-file (issue #21): the player's identity status, what the market requires and when, documents. */
export default function AuthFilePage() {
  const { t } = useLingui();
  const loggedIn = useSession(isLoggedIn);
  return (
    <Page title={t`Verification`} className="rg-page">
      {loggedIn ? <AuthPanel /> : <LoginRequired>{t`Log in to see your verification status.`}</LoginRequired>}
    </Page>
  );
}

function AuthPanel() {
  const { t } = useLingui();
  const topic = useTopic('identityStatus', NO_PARAMS);
  if (topic.data) return <AuthContent s={topic.data} />;
  if (topic.status !== 'error') return <PageSkeleton rows={6} />;
  return (
    <EmptyState
      title={t`This could not be loaded`}
      action={
        <button type="button" className="button button-primary" onClick={topic.refresh}>
          {t`Try again`}
        </button>
      }
    >
      {t`Check your connection and try again.`}
    </EmptyState>
  );
}

function AuthContent({ s }: { s: IdentityStatusView }) {
  const { t } = useLingui();
  const money = useMoney();
  const locale = useSettings((x) => x.locale);
  const date = (ms: number) => new Intl.DateTimeFormat(locale, { dateStyle: 'medium' }).format(ms);
  const label = {
    none: t`Not verified`,
    unverified: t`Not verified`,
    pending: t`Under review`,
    verified: t`Verified`,
    rejected: t`Document refused`,
  }[s.status];
  const docName = (d: string) => (d === 'cpf' ? t`CPF` : d.toUpperCase());
  const req = s.requirement;
  return (
    <>
      <section className="rg-card" aria-label={t`Identity status`}>
        <div className="auth-status-head">
          <h2 className="rg-h2">{t`Identity status`}</h2>
          <span className={`auth-badge auth-${s.status}`} role="status">
            {label}
          </span>
        </div>
        {s.document && s.number_masked && (
          <p className="rg-note">
            {docName(s.document)}: {s.number_masked}
          </p>
        )}
        {s.verified_at !== null && s.status === 'verified' && (
          <p className="rg-note">{t`Verified on ${date(s.verified_at)}.`}</p>
        )}
        {s.withdrawal_blocked ? (
          <p className="auth-block" role="alert">
            {s.status === 'pending'
              ? t`Your document is being reviewed. You can withdraw once it is approved.`
              : t`Verify your identity before your first withdrawal.`}
          </p>
        ) : (
          s.status === 'verified' && <p className="rg-note">{t`Deposits and withdrawals are open.`}</p>
        )}
      </section>
      <section className="rg-card" aria-labelledby="auth-req">
        <h2 id="auth-req" className="rg-h2">
          {t`What your market requires`}
        </h2>
        <ul className="auth-reqs">
          <li>{t`You must be ${s.min_age} or older.`}</li>
          {req === null && <li>{t`No identity document is required to play here.`}</li>}
          {req?.when === 'registration' && (
            <li>{t`Your ${docName(req.document)} is checked at registration, and before any withdrawal.`}</li>
          )}
          {req?.when === 'first_withdrawal' && (
            <li>{t`An identity document (${docName(req.document)}) before your first withdrawal.`}</li>
          )}
          {req?.deposit_threshold != null && (
            <li>
              {t`An identity document once your deposits reach ${money(req.deposit_threshold, s.currency)} (so far ${money(s.deposited, s.currency)}).`}
            </li>
          )}
        </ul>
      </section>
      <UploadCard s={s} />
      {s.documents.length > 0 && (
        <section className="rg-card" aria-labelledby="auth-docs">
          <h2 id="auth-docs" className="rg-h2">
            {t`Documents sent`}
          </h2>
          <ul className="rg-rows">
            {s.documents.map((d) => (
              <li key={d.id} className="rg-row">
                <div className="rg-row-head">
                  <span className="auth-doc-name">{kindLabel(t, d.kind)}</span>
                  <span className={`auth-badge auth-${d.status === 'approved' ? 'verified' : d.status}`}>
                    {d.status === 'approved'
                      ? t`Approved`
                      : d.status === 'rejected'
                        ? t`Refused`
                        : t`Under review`}
                  </span>
                </div>
                <p className="rg-note">
                  {date(d.created_at)} · {Math.ceil(d.size / 1024)} KB
                  {d.status === 'rejected' && ` · ${t`The image could not be read. Send a sharper photo.`}`}
                </p>
              </li>
            ))}
          </ul>
        </section>
      )}
      <nav className="option-list" aria-label={t`Account`}>
        <Link to="/setting/responsible-gaming" className="option-row">
          <span className="option-name">{t`Responsible gaming`}</span>
        </Link>
      </nav>
    </>
  );
}

const KIND_LABELS: Record<string, MessageDescriptor> = {
  id_front: msg`ID card or driving licence (front)`,
  id_back: msg`ID card or driving licence (back)`,
  selfie: msg`Selfie holding the document`,
};

function kindLabel(t: ReturnType<typeof useLingui>['t'], kind: string): string {
  const label = KIND_LABELS[kind];
  return label ? t(label) : kind;
}

const readBase64 = (file: File) =>
  new Promise<string>((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result).replace(/^data:[^,]*,/, ''));
    reader.onerror = () => reject(reader.error ?? new Error('read failed'));
    reader.readAsDataURL(file);
  });

function UploadCard({ s }: { s: IdentityStatusView }) {
  const { t } = useLingui();
  const [kind, setKind] = useState<Kind>('id_front');
  const [file, setFile] = useState<File | null>(null);
  const [message, setMessage] = useState<{ ok: boolean; text: string } | null>(null);
  const [pending, setPending] = useState(false);
  const input = useRef<HTMLInputElement>(null);
  const check = (f: File | null): string | null => {
    if (!f) return t`Choose a photo of the document.`;
    if (!(IDENTITY_DOC_TYPES as readonly string[]).includes(f.type))
      return t`The file is not a PNG, JPEG or WebP image.`;
    if (f.size > IDENTITY_DOC_MAX_BYTES) return t`The image is larger than 2 MB.`;
    return null;
  };
  const send = async () => {
    const problem = check(file);
    if (problem) return setMessage({ ok: false, text: problem });
    setPending(true);
    setMessage(null);
    try {
      const answer = await uploadIdentityDocument({
        kind,
        type: file!.type as (typeof IDENTITY_DOC_TYPES)[number],
        data: await readBase64(file!),
      });
      setMessage(
        answer.status === 'verified'
          ? { ok: true, text: t`Document approved: your identity is verified.` }
          : { ok: false, text: t`The image could not be read. Send a sharper photo.` },
      );
      setFile(null);
      if (input.current) input.current.value = '';
    } catch (err) {
      const code = err instanceof ApiError ? err.info.dm_error : 0;
      setMessage({
        ok: false,
        text:
          code === DmError.RgDocumentInvalid
            ? t`This file cannot be used: send a PNG, JPEG or WebP image up to 2 MB.`
            : t`The document could not be sent. Please try again.`,
      });
    } finally {
      setPending(false);
    }
  };
  return (
    <section className="rg-card" aria-labelledby="auth-up">
      <h2 id="auth-up" className="rg-h2">
        {s.status === 'verified' ? t`Send another document` : t`Send a document`}
      </h2>
      <p className="rg-note">{t`A clear photo: PNG, JPEG or WebP, up to 2 MB. It is reviewed at once.`}</p>
      <div className="auth-upload">
        <label className="reg-select">
          <span className="field-label">{t`Document`}</span>
          <select className="field-select" value={kind} onChange={(e) => setKind(e.target.value as Kind)}>
            {IDENTITY_DOC_KINDS.map((k) => (
              <option key={k} value={k}>
                {kindLabel(t, k)}
              </option>
            ))}
          </select>
        </label>
        <label className="reg-select">
          <span className="field-label">{t`Photo`}</span>
          <input
            ref={input}
            className="auth-file-input"
            type="file"
            accept={IDENTITY_DOC_TYPES.join(',')}
            onChange={(e) => {
              setFile(e.target.files?.[0] ?? null);
              setMessage(null);
            }}
          />
        </label>
        {message && (
          <p className={message.ok ? 'auth-ok' : 'field-error'} role="status">
            {message.text}
          </p>
        )}
        <button
          type="button"
          className="button button-primary button-block"
          disabled={pending}
          aria-busy={pending}
          onClick={() => void send()}
        >
          {t`Send document`}
        </button>
      </div>
    </section>
  );
}
