import { MessageType } from '../../../core/messages/types';
import { GiftIcon, TicketIcon } from '../../ui/icons';
import { MegaphoneIcon, WalletIcon } from '../../ui/icons-more';

/** The icon of a message type (SPEC message_type): notices, bets, wallet, promotions. */
export function TypeIcon({ type, size = 20 }: { type: number; size?: number }) {
  const props = { width: size, height: size };
  if (type === MessageType.Bets) return <TicketIcon {...props} />;
  if (type === MessageType.Wallet) return <WalletIcon {...props} />;
  if (type === MessageType.Promotions) return <GiftIcon {...props} />;
  return <MegaphoneIcon {...props} />;
}
