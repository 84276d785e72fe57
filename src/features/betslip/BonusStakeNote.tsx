import { Link } from 'react-router-dom';
import { useLingui } from '@lingui/react/macro';
import { useTopic } from '../../platform/engine-bridge';
import { useMoney } from '../wallet/money';

const NO_PARAMS = {} as Record<string, never>;

/**
 * Under a stake refused for the active bonus's maximum stake (BonusMaxStakeExceeded): the limit in the
 * player's money and the way to their bonuses. Mounted only after such a refusal, so the slip does not poll
 * the bonus info otherwise.
 */
export function BonusStakeNote({ onClose }: { onClose: () => void }) {
  const { t } = useLingui();
  const money = useMoney();
  const { data } = useTopic('bonusInfo', NO_PARAMS);
  const max = data?.unlocking?.rules.max_stake ?? 0;
  const limit = data && max > 0 ? money(max, data.currency) : '';
  return (
    <p className="slip-problem slip-bonus-stake">
      {limit ? t`While your bonus is active, each bet can be at most ${limit}.` : null}{' '}
      <Link to="/bonus" onClick={onClose}>
        {t`See my bonus`}
      </Link>
    </p>
  );
}
