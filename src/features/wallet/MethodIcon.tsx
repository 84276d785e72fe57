import { Img } from '../../ui/Img';
import type { PayChannel } from './wallet-api';

/** A method's icon from pay_channel, or its initials on a tile when it has none or it fails to load. */
export function MethodIcon({ channel }: { channel: Pick<PayChannel, 'icon' | 'name'> }) {
  const badge = (
    <span className="method-badge" aria-hidden="true">
      {channel.name.slice(0, 4).toUpperCase()}
    </span>
  );
  if (!channel.icon) return badge;
  return <Img className="method-icon" src={channel.icon} width="40" height="40" alt="" fallback={badge} />;
}
