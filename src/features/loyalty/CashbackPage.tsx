import { useMemo, useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import type { Cashback, CashbackItem } from '../../../core/contract/schemas/loyalty';
import { isLoggedIn, useSession } from '../../app/stores/session';
import { useTopic } from '../../platform/engine-bridge';
import { Page } from '../../ui/Page';
import { LoginRequired } from '../account/LoginRequired';
import { receiveCashback, useDay, useMoney, usePercent, useReceive } from './loyalty-api';
import { Tabs, TopicState } from './LoyaltyStates';

type Kind = 'week' | 'day';

/** /thin/cashback: a share of the net losses of each week (or day), by VIP level, received by the player. */
export default function CashbackPage() {
  const { t } = useLingui();
  const loggedIn = useSession(isLoggedIn);
  return (
    <Page title={t`Cashback`} className="loyalty-page">
      {loggedIn ? <CashbackPanel /> : <LoginRequired>{t`Log in to see your cashback.`}</LoginRequired>}
    </Page>
  );
}

function CashbackPanel() {
  const { t } = useLingui();
  const [kind, setKind] = useState<Kind>('week');
  const params = useMemo(() => ({ kind }), [kind]);
  const topic = useTopic('cashback', params);
  const tabs = [
    { key: 'week' as const, label: t`Weekly` },
    { key: 'day' as const, label: t`Daily` },
  ];
  return (
    <>
      <Tabs label={t`Cashback period`} tabs={tabs} value={kind} onChange={setKind} />
      {topic.data ? (
        <Periods data={topic.data} />
      ) : (
        <TopicState status={topic.status === 'error' ? 'error' : 'loading'} retry={topic.refresh} />
      )}
    </>
  );
}

function Periods({ data }: { data: Cashback }) {
  const { t } = useLingui();
  const money = useMoney();
  const percent = usePercent();
  const day = useDay();
  const c = data.current;
  const ends = day(c.period, 6);
  return (
    <>
      <section className="loyalty-card cashback-now" aria-label={t`This period`}>
        <p className="loyalty-note">{data.kind === 'week' ? t`This week, until ${ends}` : t`Today`}</p>
        <dl className="cashback-grid">
          <div>
            <dt>{t`Net loss`}</dt>
            <dd>{money(c.net_loss, data.currency)}</dd>
          </div>
          <div>
            <dt>{t`Your rate`}</dt>
            <dd>{percent(c.rate)}</dd>
          </div>
          <div>
            <dt>{t`Cashback so far`}</dt>
            <dd className="loyalty-amount">{money(c.estimate, data.currency)}</dd>
          </div>
        </dl>
        <p className="loyalty-fine">
          {t`When the period ends, this share of your net loss (stakes minus returns of settled bets) is yours to receive. Higher VIP levels get a higher rate.`}
        </p>
      </section>
      <section className="loyalty-card" aria-labelledby="cashback-closed">
        <h2 id="cashback-closed" className="loyalty-h2">
          {t`Past periods`}
        </h2>
        {data.list.length === 0 ? (
          <p className="loyalty-note">{t`No cashback yet. Closed periods with a net loss are listed here.`}</p>
        ) : (
          <ul className="loyalty-list">
            {data.list.map((item) => (
              <Closed key={item.period} item={item} kind={data.kind} currency={data.currency} />
            ))}
          </ul>
        )}
      </section>
    </>
  );
}

function Closed({ item, kind, currency }: { item: CashbackItem; kind: Kind; currency: string }) {
  const { t } = useLingui();
  const money = useMoney();
  const percent = usePercent();
  const day = useDay();
  const receive = useReceive();
  const [busy, setBusy] = useState(false);
  const name = kind === 'week' ? t`Week of ${day(item.period)}` : day(item.period);
  return (
    <li className="loyalty-item">
      <div>
        <p className="loyalty-item-title">{name}</p>
        <p className="loyalty-note">{t`${percent(item.rate)} of ${money(item.net_loss, currency)}`}</p>
        <p className="loyalty-amount">{money(item.amount, currency)}</p>
      </div>
      {item.status === 1 ? (
        <button
          type="button"
          className="button button-primary button-small"
          aria-label={t`Receive cashback: ${name}`}
          disabled={busy}
          onClick={() => {
            setBusy(true);
            void receive(() => receiveCashback(kind, item.period)).finally(() => setBusy(false));
          }}
        >
          {t`Receive`}
        </button>
      ) : (
        <span className="loyalty-done">{t`Received`}</span>
      )}
    </li>
  );
}
