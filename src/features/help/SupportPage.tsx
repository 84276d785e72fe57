import { Link } from 'react-router-dom';
import { useLingui } from '@lingui/react/macro';
import { isLoggedIn, useSession } from '../../app/stores/session';
import { Page } from '../../ui/Page';
import { ChatIcon, MailIcon, PhoneIcon, SendIcon } from '../../ui/icons-more';
import { FetchState, RichText } from './Fallbacks';
import { LiveChat } from './LiveChat';
import { fetchPage, fetchSupport, type SupportInfo } from './help-api';
import { useFetch } from './use-fetch';

/** /support: the live chat (issue #24), the brand's support contacts (e-mail, chat links, hours) and hours. */
export default function SupportPage() {
  const { t } = useLingui();
  const info = useFetch(fetchSupport, []);
  const text = useFetch(() => fetchPage('support'), []);
  const user = useSession((s) => s.user);
  const loggedIn = useSession(isLoggedIn);
  return (
    <Page title={t`Support`}>
      <LiveChat loggedIn={loggedIn} />
      {info.state !== 'ready' ? (
        <FetchState state={info} rows={3} />
      ) : (
        <section className="support-card" aria-label={t`Contacts`}>
          <Hours info={info.data} />
          <ul className="support-list">
            <li>
              <a href={`mailto:${info.data.email}`} className="support-row">
                <span className="support-kind" aria-hidden="true">
                  <MailIcon width="20" height="20" />
                </span>
                <span>
                  <span className="support-label">{t`E-mail`}</span>
                  <span className="support-value">{info.data.email}</span>
                </span>
              </a>
            </li>
            {info.data.chats.map((c) => (
              <li key={c.url}>
                <a href={c.url} className="support-row" target="_blank" rel="noopener noreferrer">
                  <span className="support-kind" aria-hidden="true">
                    {c.kind === 'whatsapp' ? (
                      <PhoneIcon width="20" height="20" />
                    ) : c.kind === 'telegram' ? (
                      <SendIcon width="20" height="20" />
                    ) : (
                      <ChatIcon width="20" height="20" />
                    )}
                  </span>
                  <span>
                    <span className="support-label">
                      {c.kind === 'whatsapp'
                        ? t`WhatsApp`
                        : c.kind === 'telegram'
                          ? t`Telegram`
                          : t`Live chat`}
                    </span>
                    <span className="support-value">{c.url.replace(/^https:\/\//, '')}</span>
                  </span>
                </a>
              </li>
            ))}
          </ul>
          {loggedIn && user && <p className="support-id">{t`Your player ID: ${user.uid}`}</p>}
        </section>
      )}
      {text.state === 'ready' && (
        <article className="help-article">
          <RichText html={text.data.html} />
        </article>
      )}
      <div className="help-links">
        <Link to="/faq/home" className="button button-secondary">
          {t`Help center`}
        </Link>
        <Link to="/feedback" className="button button-secondary">
          {t`Send feedback`}
        </Link>
      </div>
    </Page>
  );
}

function Hours({ info }: { info: SupportInfo }) {
  const { t } = useLingui();
  const always = info.hours_from === '00:00' && info.hours_to === '00:00';
  return (
    <p className="support-hours">
      <span className="support-dot" aria-hidden="true" />
      {always
        ? t`Open 24 hours, every day`
        : t`Open every day, ${info.hours_from}–${info.hours_to} (${info.timezone})`}
    </p>
  );
}
