import { useState } from 'react';
import { Link } from 'react-router-dom';
import { useLingui } from '@lingui/react/macro';
import type { VipInfo, VipReward } from '../../../core/contract/schemas/loyalty';
import { VIP_STAGES, stageLevels } from '../../../core/loyalty/stages';
import { isLoggedIn, useSession } from '../../app/stores/session';
import { useTopic } from '../../platform/engine-bridge';
import { Page } from '../../ui/Page';
import { LoginRequired } from '../account/LoginRequired';
import { NO_PARAMS, receiveVip, useMoney, usePercent, useReceive } from './loyalty-api';
import { Progress, Tabs, TopicState } from './LoyaltyStates';

/** /vip-club: the player's level and stage, the progress to the next, rewards to receive, every level's perks. */
export default function VipClubPage() {
  const { t } = useLingui();
  const loggedIn = useSession(isLoggedIn);
  return (
    <Page title={t`VIP club`} className="loyalty-page">
      {loggedIn ? <VipClub /> : <LoginRequired>{t`Log in to see your VIP level and rewards.`}</LoginRequired>}
    </Page>
  );
}

function VipClub() {
  const topic = useTopic('vipInfo', NO_PARAMS);
  const info = topic.data;
  if (!info)
    return <TopicState status={topic.status === 'error' ? 'error' : 'loading'} retry={topic.refresh} />;
  return (
    <>
      <LevelCard info={info} />
      <Shortcuts />
      <Rewards info={info} />
      <Levels info={info} />
    </>
  );
}

function LevelCard({ info }: { info: VipInfo }) {
  const { t } = useLingui();
  const top = info.level >= info.max_level;
  const next = info.level + 1;
  const left = Math.max(0, info.next_level_points - info.points);
  return (
    <section className="loyalty-card vip-hero" aria-label={t`Your VIP level`}>
      <div className="vip-hero-row">
        <p className="vip-badge" aria-hidden="true">
          VIP
          <strong>{info.level}</strong>
        </p>
        <div>
          <h2 className="vip-level">{t`VIP ${info.level}`}</h2>
          <p className="loyalty-note">{t`Stage ${info.stage} of ${VIP_STAGES}`}</p>
        </div>
        <p className="vip-points">
          <strong>{info.points.toLocaleString()}</strong>
          <span>{t`points`}</span>
        </p>
      </div>
      <Progress label={t`Progress to the next level`} value={info.progress} max={10_000} />
      <p className="loyalty-note">
        {top ? t`You have reached the highest level.` : t`${left} points to VIP ${next}`}
      </p>
      <p className="loyalty-fine">{t`Points come from settled bets: 1 point per unit staked on sports, ½ on casino.`}</p>
    </section>
  );
}

function Shortcuts() {
  const { t } = useLingui();
  const hint = useTopic('taskHint', NO_PARAMS).data;
  return (
    <nav className="loyalty-links" aria-label={t`Rewards`}>
      <Link to="/task">
        {t`Daily tasks`}
        {hint?.red_point && <span className="red-point" aria-label={t`A reward is waiting`} />}
      </Link>
      <Link to="/thin/cashback">{t`Cashback`}</Link>
      <Link to="/ranking-list">{t`Rankings`}</Link>
      <Link to="/vip-roulette">{t`VIP spin`}</Link>
    </nav>
  );
}

function Rewards({ info }: { info: VipInfo }) {
  const { t } = useLingui();
  const money = useMoney();
  const receive = useReceive();
  const [busy, setBusy] = useState<string | null>(null);
  const labels: Record<VipReward['kind'], string> = {
    vip_bonus: t`Level-up bonus`,
    week_free: t`Weekly gift`,
    month_free: t`Monthly gift`,
  };
  const go = async (r: VipReward) => {
    setBusy(`${r.kind}|${r.period}`);
    await receive(() => receiveVip(r.kind, r.period));
    setBusy(null);
  };
  return (
    <section className="loyalty-card" aria-labelledby="vip-rewards">
      <h2 id="vip-rewards" className="loyalty-h2">
        {t`Rewards to receive`}
        {info.receivable > 0 && <span className="loyalty-count">{info.receivable}</span>}
      </h2>
      {info.rewards.length === 0 ? (
        <p className="loyalty-note">{t`Reach VIP 1 to unlock your first reward.`}</p>
      ) : (
        <ul className="loyalty-list">
          {info.rewards.map((r) => {
            const key = `${r.kind}|${r.period}`;
            const name = `${labels[r.kind]} · VIP ${r.level}`;
            return (
              <li key={key} className="loyalty-item">
                <div>
                  <p className="loyalty-item-title">{name}</p>
                  <p className="loyalty-amount">{money(r.amount, info.currency)}</p>
                </div>
                {r.status === 1 ? (
                  <button
                    type="button"
                    className="button button-primary button-small"
                    aria-label={t`Receive ${name}`}
                    disabled={busy === key}
                    onClick={() => void go(r)}
                  >
                    {t`Receive`}
                  </button>
                ) : (
                  <span className="loyalty-done">{t`Received`}</span>
                )}
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}

function Levels({ info }: { info: VipInfo }) {
  const { t } = useLingui();
  const money = useMoney();
  const percent = usePercent();
  const [stage, setStage] = useState(info.stage);
  const { from, to } = stageLevels(stage);
  const tabs = Array.from({ length: VIP_STAGES }, (_, i) => ({
    key: String(i + 1),
    label: t`Stage ${i + 1}`,
  }));
  return (
    <section className="loyalty-card" aria-labelledby="vip-levels">
      <h2 id="vip-levels" className="loyalty-h2">
        {t`Levels and perks`}
      </h2>
      <Tabs label={t`Stages`} tabs={tabs} value={String(stage)} onChange={(k) => setStage(Number(k))} />
      <div className="vip-table-wrap">
        <table className="vip-table">
          <thead>
            <tr>
              <th scope="col">{t`Level`}</th>
              <th scope="col">{t`Points`}</th>
              <th scope="col">{t`Level-up bonus`}</th>
              <th scope="col">{t`Weekly`}</th>
              <th scope="col">{t`Monthly`}</th>
              <th scope="col">{t`Cashback`}</th>
            </tr>
          </thead>
          <tbody>
            {info.levels
              .filter((l) => l.level >= from && l.level <= to)
              .map((l) => (
                <tr key={l.level} aria-current={l.level === info.level ? 'true' : undefined}>
                  <th scope="row">
                    VIP {l.level}
                    {l.customer_service && (
                      <span className="vip-perk" title={t`Personal account manager`}>
                        ★
                      </span>
                    )}
                  </th>
                  <td>{l.points.toLocaleString()}</td>
                  <td>{money(l.vip_bonus, info.currency)}</td>
                  <td>{money(l.week_free, info.currency)}</td>
                  <td>{money(l.month_free, info.currency)}</td>
                  <td>{percent(l.cash_back_rate)}</td>
                </tr>
              ))}
          </tbody>
        </table>
      </div>
      <p className="loyalty-fine">{t`★ From VIP 6: a personal account manager.`}</p>
    </section>
  );
}
