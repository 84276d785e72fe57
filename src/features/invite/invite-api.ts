import { endpoints } from '../../../core/contract/endpoints';
import type { InviteChannel, InviteReceiveResult } from '../../../core/contract/schemas/invite';
import { api, quietApi } from '../../platform/api';
import { refreshBalance } from '../../platform/balance';
import { refreshTopic } from '../../platform/engine-bridge';

/** The invite page's actions (issue #19); its reads are the engine's invite topics. */
export async function receiveRewards(level: 1 | 2): Promise<InviteReceiveResult> {
  const result = await api.call(
    level === 1 ? endpoints.inviteReceive : endpoints.inviteReceiveFission,
    {},
    {
      retries: 0,
    },
  );
  refreshTopic('inviteSummary', {});
  refreshTopic(level === 1 ? 'inviteList' : 'inviteFission', {});
  void refreshBalance();
  return result;
}

/** Counts a share (invite_share); a failure never stops the share itself. */
export function countShare(channel: InviteChannel): void {
  void quietApi.call(endpoints.inviteShare, { channel }).catch(() => undefined);
}

/** Where a channel's share goes (opened in a new tab); `copy` and `system` are handled by the page. */
export function channelUrl(channel: InviteChannel, link: string, text: string): string | null {
  const l = encodeURIComponent(link);
  const tx = encodeURIComponent(text);
  switch (channel) {
    case 'whatsapp':
      return `https://wa.me/?text=${tx}`;
    case 'telegram':
      return `https://t.me/share/url?url=${l}&text=${tx}`;
    case 'facebook':
      return `https://www.facebook.com/sharer/sharer.php?u=${l}`;
    case 'x':
      return `https://twitter.com/intent/tweet?text=${tx}`;
    case 'line':
      return `https://social-plugins.line.me/lineit/share?url=${l}`;
    case 'zalo':
      return `https://sp.zalo.me/share_inline?url=${l}`;
    default:
      return null;
  }
}
