import { useNavigate } from 'react-router-dom';
import { useLingui } from '@lingui/react/macro';
import { depositPath } from '../../platform/navigation';
import { afterBack } from './after-back';

/**
 * Under a stake the balance cannot cover (before placing, or refused for it by the server): the way to a
 * deposit that comes back to this page, where the slip still holds the selections (it is kept per brand).
 */
export function DepositPrompt({ onClose }: { onClose: () => void }) {
  const { t } = useLingui();
  const navigate = useNavigate();
  const from = `${window.location.pathname}${window.location.search}`;
  return (
    <a
      className="button button-secondary slip-deposit"
      href={depositPath(from)}
      onClick={(e) => {
        // Closing the sheet pops its history entry (back-close.ts): go on once that has happened.
        e.preventDefault();
        afterBack(() => void navigate(depositPath(from)));
        onClose();
      }}
    >
      {t`Deposit`}
    </a>
  );
}
