import { useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import { useLingui } from '@lingui/react/macro';
import { ApiError } from '../../../core/api/types';
import { DmError } from '../../../core/contract/errors';
import { isLoggedIn, useSession } from '../../app/stores/session';
import { fetchIdeas, sendIdea, type IdeaInfo, type IdeaKind } from './idea-api';

/**
 * "Suggest a game or an idea" (SPEC §7 Games idea/add, idea/info) at the foot of /game-search, where a
 * player who did not find a game looks. Closed by default; opening it reads the player's ideas once.
 */
export function IdeaBox() {
  const { t } = useLingui();
  const loggedIn = useSession(isLoggedIn);
  const [info, setInfo] = useState<IdeaInfo | null>(null);
  const [kind, setKind] = useState<IdeaKind>('game');
  const [content, setContent] = useState('');
  const [pending, setPending] = useState(false);
  const [message, setMessage] = useState<{ ok: boolean; text: string } | null>(null);

  // Read once: closing and opening again (or a double toggle event) does not ask again.
  const asked = useRef(false);
  const load = () => {
    if (!loggedIn || asked.current) return;
    asked.current = true;
    fetchIdeas().then(setInfo, () => setInfo({ list: [], left_today: 0 }));
  };

  const statusText = (status: string) =>
    ({
      received: t`Received`,
      reviewing: t`Under review`,
      planned: t`Planned`,
      done: t`Done`,
      declined: t`Not planned`,
    })[status] ?? status;
  const kindText = (k: string) =>
    ({ game: t`A game`, feature: t`A feature`, other: t`Something else` })[k] ?? k;

  const submit = async () => {
    const text = content.trim();
    if (text.length < 10) {
      setMessage({ ok: false, text: t`Write at least 10 characters.` });
      return;
    }
    setPending(true);
    setMessage(null);
    try {
      const idea = await sendIdea(kind, text);
      setContent('');
      setInfo((i) => ({
        list: [idea, ...(i?.list ?? [])],
        left_today: Math.max(0, (i?.left_today ?? 1) - 1),
      }));
      setMessage({ ok: true, text: t`Thank you! We read every idea.` });
    } catch (error) {
      const limit = error instanceof ApiError && error.info.dm_error === DmError.IdeaDailyLimit;
      setMessage({
        ok: false,
        text: limit
          ? t`You have sent 5 ideas today. Come back tomorrow.`
          : t`Your idea was not sent. Try again.`,
      });
    } finally {
      setPending(false);
    }
  };

  return (
    <details className="idea-box" onToggle={(e) => (e.currentTarget.open ? load() : undefined)}>
      <summary>{t`Suggest a game or an idea`}</summary>
      {!loggedIn ? (
        <p>
          <Link to="/loginb">{t`Log in to send an idea.`}</Link>
        </p>
      ) : (
        <form
          aria-label={t`Suggest a game or an idea`}
          onSubmit={(e) => {
            e.preventDefault();
            void submit();
          }}
        >
          <label className="field-label" htmlFor="idea-kind">{t`What is it about?`}</label>
          <select id="idea-kind" value={kind} onChange={(e) => setKind(e.target.value as IdeaKind)}>
            <option value="game">{kindText('game')}</option>
            <option value="feature">{kindText('feature')}</option>
            <option value="other">{kindText('other')}</option>
          </select>
          <label className="field-label" htmlFor="idea-content">{t`Your idea`}</label>
          <textarea
            id="idea-content"
            value={content}
            maxLength={1000}
            rows={4}
            onChange={(e) => setContent(e.target.value)}
            placeholder={t`Which game would you like to play here, or what would make the app better?`}
          />
          {message && (
            <p role={message.ok ? 'status' : 'alert'} className={message.ok ? 'wallet-ok' : 'form-failure'}>
              {message.text}
            </p>
          )}
          <button
            type="submit"
            className="button button-primary button-block"
            disabled={pending || info?.left_today === 0}
            aria-busy={pending}
          >
            {t`Send idea`}
          </button>
          {info && <p className="field-hint">{t`Ideas left today: ${info.left_today}`}</p>}
          {info && info.list.length > 0 && (
            <section aria-label={t`Your ideas`}>
              <h3>{t`Your ideas`}</h3>
              <ul className="idea-list">
                {info.list.map((idea) => (
                  <li key={idea.id}>
                    <span className="idea-meta">
                      {kindText(idea.kind)} · {statusText(idea.status)}
                    </span>
                    <p>{idea.content}</p>
                    {idea.reply && <p className="idea-reply">{idea.reply}</p>}
                  </li>
                ))}
              </ul>
            </section>
          )}
        </form>
      )}
    </details>
  );
}
