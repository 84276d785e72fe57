import { useLingui } from '@lingui/react/macro';
import { useMoney } from './money';
import { useLoad } from './use-load';
import { fetchPayoutSocial, recordSocialClick } from './wallet-api';

const NETWORK_NAMES = { whatsapp: 'WhatsApp', telegram: 'Telegram', facebook: 'Facebook', x: 'X' } as const;

/**
 * "Share your withdrawal" (SPEC §7 payout/social, payout/social_click) on /withdraw: once the player has a
 * paid withdrawal, links that open each network's own share page with the amount and the brand (never the
 * account). A tap is recorded once per order and network; nothing is posted for the player.
 */
export function WithdrawShare() {
  const { t } = useLingui();
  const money = useMoney();
  const social = useLoad(fetchPayoutSocial, 'payout-social');
  const s = social.data;
  if (!s || !s.order_id || s.channels.length === 0) return null;
  return (
    <section className="pay-box withdraw-share" aria-label={t`Share your withdrawal`}>
      <h2 className="section-title">{t`Share your withdrawal`}</h2>
      <p className="wallet-note">{t`You received ${money(s.amount, s.currency)}. Tell your friends!`}</p>
      <ul className="withdraw-share-list">
        {s.channels.map((c) => (
          <li key={c.channel}>
            <a
              className="button button-secondary"
              href={c.url}
              target="_blank"
              rel="noopener noreferrer"
              aria-label={t`Share on ${NETWORK_NAMES[c.channel]}`}
              onClick={() => void recordSocialClick(s.order_id, c.channel)}
            >
              {NETWORK_NAMES[c.channel]}
              {c.clicked ? ' ✓' : ''}
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}
