import { useMemo, useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import type { InviteChannel } from '../../../core/contract/schemas/invite';
import { qrPath } from '../wallet/QrCode';
import { channelUrl, countShare } from './invite-api';
import { CHANNEL_LABELS } from './labels';

/** Copies `text`; without a clipboard (insecure context, denied) selects the element so a long press copies. */
async function copy(text: string, fallbackId: string): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    const el = document.getElementById(fallbackId);
    if (el) window.getSelection()?.selectAllChildren(el);
    return false;
  }
}

/** The player's code and link, a QR code of the link, and the ways to share it. */
export function ShareBox({
  code,
  link,
  text,
  title,
  channels,
}: {
  code: string;
  link: string;
  text: string;
  title: string;
  channels: InviteChannel[];
}) {
  const { t, i18n } = useLingui();
  const [copied, setCopied] = useState<'code' | 'link' | 'text' | null>(null);
  const qr = useMemo(() => qrPath(link), [link]);
  const canShare = typeof navigator !== 'undefined' && typeof navigator.share === 'function';

  const doCopy = async (what: 'code' | 'link' | 'text', value: string, id: string) => {
    if (await copy(value, id)) setCopied(what);
    if (what !== 'code') countShare('copy');
  };
  const systemShare = async () => {
    countShare('system');
    try {
      await navigator.share({ title, text, url: link });
    } catch {
      // Cancelled by the player: nothing to do.
    }
  };

  return (
    <section className="invite-card invite-share" aria-label={t`Your invite`}>
      <div className="invite-share-top">
        <svg
          className="invite-qr"
          role="img"
          aria-label={t`QR code of your invite link`}
          viewBox={`0 0 ${qr.size} ${qr.size}`}
          width={112}
          height={112}
          shapeRendering="crispEdges"
        >
          <rect width={qr.size} height={qr.size} fill="#fff" />
          <path d={qr.d} fill="#000" />
        </svg>
        <div className="invite-share-fields">
          <span className="field-label">{t`Your invite code`}</span>
          <div className="invite-copy-row">
            <strong id="invite-code" className="invite-code mono">
              {code}
            </strong>
            <button
              type="button"
              className="button button-secondary button-small"
              onClick={() => doCopy('code', code, 'invite-code')}
              aria-label={t`Copy invite code`}
            >
              {copied === 'code' ? t`Copied` : t`Copy`}
            </button>
          </div>
          <span className="field-label">{t`Your invite link`}</span>
          <div className="invite-copy-row">
            <span id="invite-link" className="invite-link mono">
              {link}
            </span>
            <button
              type="button"
              className="button button-secondary button-small"
              onClick={() => doCopy('link', link, 'invite-link')}
              aria-label={t`Copy invite link`}
            >
              {copied === 'link' ? t`Copied` : t`Copy`}
            </button>
          </div>
        </div>
      </div>
      {canShare && (
        <button type="button" className="button button-primary button-block" onClick={systemShare}>
          {t`Share invite link`}
        </button>
      )}
      <ul className="invite-channels" aria-label={t`Share with`}>
        {channels.map((c) => {
          const url = channelUrl(c, link, text);
          const label = i18n._(CHANNEL_LABELS[c]);
          return (
            <li key={c}>
              {url ? (
                <a
                  className={`invite-channel invite-channel-${c}`}
                  href={url}
                  target="_blank"
                  rel="noopener noreferrer"
                  onClick={() => countShare(c)}
                >
                  {label}
                </a>
              ) : (
                <button
                  type="button"
                  className="invite-channel"
                  onClick={() => doCopy('text', text, 'invite-link')}
                >
                  {copied === 'text' ? t`Copied` : label}
                </button>
              )}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
