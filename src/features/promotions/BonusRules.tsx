import { useLingui } from '@lingui/react/macro';
import type { BonusRules as Rules } from '../../../core/contract/schemas/promotions';
import { useMoney } from '../wallet/money';

/** A campaign's or bonus's rules as a short list: what it gives, what must be wagered, what counts. */
export function BonusRules({ rules, currency, kind }: { rules: Rules; currency: string; kind?: string }) {
  const { t } = useLingui();
  const money = useMoney();
  const odds = (rules.min_odds_milli / 1000).toFixed(2);
  const multiple = rules.wager_multiple;
  const c = rules.contribution;
  const lines: string[] = [];
  // The percent is of what the campaign counts (server/promotions/activity.ts): the deposit, yesterday's or
  // last week's net loss (cashback), or the stakes settled since the last claim (real-time bonus).
  if (rules.percent > 0) {
    const p = rules.percent;
    const cap = money(rules.cap, currency);
    const capped = rules.cap > 0;
    lines.push(
      kind === 'daily_cash'
        ? capped
          ? t`${p}% of yesterday's net loss, up to ${cap}`
          : t`${p}% of yesterday's net loss`
        : kind === 'week_cash'
          ? capped
            ? t`${p}% of last week's net loss, up to ${cap}`
            : t`${p}% of last week's net loss`
          : kind === 'real_time'
            ? capped
              ? t`${p}% of your settled stakes, up to ${cap}`
              : t`${p}% of your settled stakes`
            : capped
              ? t`${rules.percent}% of your deposit, up to ${cap}`
              : t`${rules.percent}% of your deposit`,
    );
  }
  if (rules.amount > 0) {
    const amount = money(rules.amount, currency);
    lines.push(t`A bonus of ${amount}`);
  }
  if (rules.min_deposit > 0) {
    const min = money(rules.min_deposit, currency);
    lines.push(t`Minimum deposit ${min}`);
  }
  lines.push(
    rules.wager_base === 'bonus_deposit'
      ? t`Wager ${multiple}× the bonus plus the deposit to unlock it`
      : t`Wager ${multiple}× the bonus to unlock it`,
  );
  if (rules.min_odds_milli > 0) lines.push(t`Sports bets count at odds of ${odds} or more`);
  lines.push(t`Slots count ${c.slots}%, table games ${c.table}%, sports ${c.sports}%`);
  if (rules.max_stake > 0) {
    const max = money(rules.max_stake, currency);
    lines.push(t`Stakes above ${max} do not count`);
  }
  if (rules.valid_days > 0) {
    const days = rules.valid_days;
    lines.push(t`Valid for ${days} days, then forfeited`);
  }
  return (
    <ul className="promo-rules">
      {lines.map((l) => (
        <li key={l}>{l}</li>
      ))}
    </ul>
  );
}
