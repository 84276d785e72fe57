import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { InviteChannel, Invitee } from '../../../core/contract/schemas/invite';
import type { Milestone } from '../../../core/invite/rules';

export const MILESTONE_LABELS: Record<Milestone, MessageDescriptor> = {
  registered: msg`Registered`,
  first_deposit: msg`First deposit`,
  turnover: msg`Turnover reached`,
};

export const STATUS_LABELS: Record<Invitee['reward_status'], MessageDescriptor> = {
  none: msg`No reward yet`,
  earned: msg`Ready to receive`,
  held: msg`Under review`,
  received: msg`Received`,
  void: msg`Cancelled`,
  reversed: msg`Taken back`,
};

export const CHANNEL_LABELS: Record<InviteChannel, MessageDescriptor> = {
  whatsapp: msg`WhatsApp`,
  telegram: msg`Telegram`,
  facebook: msg`Facebook`,
  x: msg`X`,
  line: msg`LINE`,
  zalo: msg`Zalo`,
  copy: msg`Copy text`,
  system: msg`More`,
};
