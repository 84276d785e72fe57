import { useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { useLingui } from '@lingui/react/macro';
import { ApiError } from '../../../core/api/types';
import { DmError } from '../../../core/contract/errors';
import { FEEDBACK_IMAGE_MAX_BYTES, FEEDBACK_IMAGE_TYPES } from '../../../core/contract/feedback-limits';
import { useBrand } from '../../app/stores/brand';
import { useSession } from '../../app/stores/session';
import { readStored, StorageKey } from '../../platform/storage';
import { Page } from '../../ui/Page';
import { EmptyState } from '../../ui/EmptyState';
import { sendFeedback } from './help-api';
import './help.css';

const TOPICS = ['bug', 'payments', 'betting', 'casino', 'idea', 'other'] as const;
type ImageType = (typeof FEEDBACK_IMAGE_TYPES)[number];

/** Reads a picked file as base64; null when it is not an accepted image or too large (checked again on the server). */
async function readImage(file: File): Promise<{ type: ImageType; data: string } | 'type' | 'size'> {
  if (!(FEEDBACK_IMAGE_TYPES as readonly string[]).includes(file.type)) return 'type';
  if (file.size > FEEDBACK_IMAGE_MAX_BYTES) return 'size';
  const bytes = new Uint8Array(await file.arrayBuffer());
  let binary = '';
  for (let i = 0; i < bytes.length; i += 0x8000)
    binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return { type: file.type as ImageType, data: btoa(binary) };
}

/** /feedback: what went wrong or what to improve, with an optional screenshot (PNG, JPEG or WebP, 1 MB). */
export default function FeedbackPage() {
  const { t } = useLingui();
  const brand = useBrand((s) => s.brand);
  const email = useSession((s) => s.user?.email ?? '');
  const [topic, setTopic] = useState<(typeof TOPICS)[number]>('bug');
  const [content, setContent] = useState('');
  const [contact, setContact] = useState(email);
  const [image, setImage] = useState<{ name: string; type: ImageType; data: string } | null>(null);
  const [imageError, setImageError] = useState('');
  const [error, setError] = useState('');
  const [sending, setSending] = useState(false);
  const [sent, setSent] = useState<number | null>(null);
  const topicNames: Record<(typeof TOPICS)[number], string> = {
    bug: t`Something does not work`,
    payments: t`Deposits and withdrawals`,
    betting: t`Sports betting`,
    casino: t`Casino games`,
    idea: t`An idea to improve`,
    other: t`Something else`,
  };

  const pick = async (file: File | undefined) => {
    setImageError('');
    if (!file) return setImage(null);
    const read = await readImage(file);
    if (read === 'type') return setImageError(t`Choose a PNG, JPEG or WebP image.`);
    if (read === 'size') return setImageError(t`The image is larger than 1 MB. Choose a smaller one.`);
    setImage({ name: file.name, ...read });
  };

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (!content.trim()) return setError(t`Tell us what happened.`);
    setSending(true);
    setError('');
    try {
      const res = await sendFeedback({
        country: (readStored(StorageKey.country) || brand.country || 'BR').slice(0, 8),
        content: content.trim(),
        category: topic,
        page_url: location.href.slice(0, 1024),
        ...(contact.trim() ? { contact: contact.trim().slice(0, 200) } : {}),
        ...(image ? { image: { type: image.type, data: image.data } } : {}),
      });
      setSent(res.id);
    } catch (err) {
      const info = err instanceof ApiError ? err.info : null;
      setError(
        info?.dm_error === DmError.RateLimited
          ? t`You have sent a lot of feedback just now. Please try again in a few minutes.`
          : info?.dm_error === DmError.FeedbackImageInvalid
            ? t`The image could not be accepted. Choose a PNG, JPEG or WebP image under 1 MB.`
            : t`Your feedback could not be sent. Check your connection and try again.`,
      );
    } finally {
      setSending(false);
    }
  };

  if (sent !== null)
    return (
      <Page title={t`Feedback`}>
        <EmptyState
          title={t`Thank you!`}
          action={
            <Link to="/" className="button button-primary">
              {t`Back to home`}
            </Link>
          }
        >
          {t`We received your feedback (number ${sent}). Our team reads every message.`}
        </EmptyState>
      </Page>
    );

  return (
    <Page title={t`Feedback`}>
      <form className="feedback-form" onSubmit={submit} noValidate>
        <p className="help-summary">{t`Tell us what went wrong or what we could do better.`}</p>
        <label className="field">
          <span className="field-label">{t`Topic`}</span>
          <select value={topic} onChange={(e) => setTopic(e.target.value as (typeof TOPICS)[number])}>
            {TOPICS.map((k) => (
              <option key={k} value={k}>
                {topicNames[k]}
              </option>
            ))}
          </select>
        </label>
        <label className="field">
          <span className="field-label">{t`Your message`}</span>
          <textarea
            value={content}
            maxLength={2000}
            rows={6}
            required
            aria-invalid={error && !content.trim() ? true : undefined}
            onChange={(e) => setContent(e.target.value)}
          />
          <span className="field-hint">{t`${content.length} of 2000 characters`}</span>
        </label>
        <label className="field">
          <span className="field-label">{t`E-mail or phone for our answer (optional)`}</span>
          <input type="text" value={contact} maxLength={200} onChange={(e) => setContact(e.target.value)} />
        </label>
        <label className="field">
          <span className="field-label">{t`Screenshot (optional)`}</span>
          <input
            type="file"
            accept={FEEDBACK_IMAGE_TYPES.join(',')}
            onChange={(e) => void pick(e.target.files?.[0])}
          />
          <span className="field-hint">{image ? image.name : t`PNG, JPEG or WebP, up to 1 MB`}</span>
          {imageError && (
            <span className="field-error" role="alert">
              {imageError}
            </span>
          )}
        </label>
        {error && (
          <p className="field-error" role="alert">
            {error}
          </p>
        )}
        <button type="submit" className="button button-primary" disabled={sending} aria-busy={sending}>
          {sending ? t`Sending…` : t`Send feedback`}
        </button>
      </form>
    </Page>
  );
}
