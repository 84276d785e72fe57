import { Link } from 'react-router-dom';
import { useLingui } from '@lingui/react/macro';
import { useBrand } from '../../app/stores/brand';

export function Tutorial() {
  const { t } = useLingui();
  const brand = useBrand((s) => s.brand.name);
  const steps = [
    [t`Share your link`, t`Copy your agent link or code on the agent home and send it to friends.`],
    [
      t`Your team plays`,
      t`Friends who register with it join your team; their friends join it too, up to three levels.`,
    ],
    [
      t`Earn every day`,
      t`After each day (UTC) closes, ${brand} adds your share of your team's settled bets to your agent balance.`,
    ],
    [
      t`Transfer`,
      t`Move your balance to your own wallet or to a player of your team, within the daily limits.`,
    ],
    [t`Grow`, t`Level 2 from 10 players and level 3 from 50.`],
  ] as const;
  return (
    <div className="invite-page">
      <ol className="agent-steps">
        {steps.map(([title, body], i) => (
          <li key={i} className="invite-card agent-step">
            <span className="agent-step-number" aria-hidden="true">
              {i + 1}
            </span>
            <div>
              <h2 className="invite-h2">{title}</h2>
              <p className="invite-note">{body}</p>
            </div>
          </li>
        ))}
      </ol>
      <Link to="/thin/agent/home" className="button button-primary button-block">
        {t`Go to the agent home`}
      </Link>
    </div>
  );
}

export function Faq() {
  const { t } = useLingui();
  const brand = useBrand((s) => s.brand.name);
  const items = [
    [
      t`What is an agent?`,
      t`An agent is a ${brand} player who earns a share of the results of the players they bring.`,
    ],
    [
      t`How is commission counted?`,
      t`Each day, your share of your team's settled bets is counted per level; the rates are on your agent home.`,
    ],
    [t`Which bets count?`, t`Settled bets with cash. Void, cancelled and free bets do not count.`],
    [
      t`When is it paid?`,
      t`Once a day, after the day closes (UTC), into your agent balance. Each day is paid once.`,
    ],
    [
      t`How do I get the money?`,
      t`On Transfer, move it to your own wallet or to a player of your team. Every transfer asks for a confirmation.`,
    ],
    [
      t`How do players join my team?`,
      t`They register with your link or code, or enter your code on Link within their first week.`,
    ],
  ] as const;
  return (
    <div className="invite-page">
      {items.map(([q, a], i) => (
        <details key={i} className="invite-card agent-faq">
          <summary className="agent-faq-q">{q}</summary>
          <p className="invite-note">{a}</p>
        </details>
      ))}
      <Link to="/faq/home" className="button button-secondary button-block">
        {t`More help`}
      </Link>
    </div>
  );
}
