/**
 * Invite programme rules (issue #19, SPEC §7 "Invite, agent and activities"): the milestones an invitee
 * reaches and what each pays the inviter, per brand, in the brand's currency (integer minor units). Derived
 * from the brand's minimum deposit so every market gets amounts of the same weight: in Brazil (R$30 minimum)
 * a first deposit pays R$10, R$300 of settled turnover pays R$5, and each milestone of an invitee's invitee
 * (a second-level, "fission" reward) pays R$2.
 */

/** What an invitee has done, in order: each later one implies the earlier ones. */
export const MILESTONES = ['registered', 'first_deposit', 'turnover'] as const;
export type Milestone = (typeof MILESTONES)[number];

/** 1: the player's own invitee; 2: an invitee's invitee (fission). */
export type InviteLevel = 1 | 2;

export interface InviteRules {
  currency: string;
  /** A first deposit counts when it was credited and is at least this much. */
  firstDepositMin: number;
  /** Settled stakes (void and cancelled bets excluded) that reach the turnover milestone. */
  turnoverTarget: number;
  /** Level-1 reward per milestone (0: the milestone is shown but pays nothing). */
  reward: Record<Milestone, number>;
  /** Level-2 (fission) reward per milestone of an invitee's invitee. */
  fissionReward: Record<Milestone, number>;
}

/** Rounds down to a whole unit of the currency (100 minor units), never below one unit. */
const wholeUnits = (minor: number) => Math.max(100, Math.floor(minor / 100) * 100);

export function inviteRules(brand: { currency: string; minCharge: number }): InviteRules {
  const min = brand.minCharge;
  return {
    currency: brand.currency,
    firstDepositMin: min,
    turnoverTarget: min * 10,
    reward: { registered: 0, first_deposit: wholeUnits(min / 3), turnover: wholeUnits(min / 6) },
    fissionReward: { registered: 0, first_deposit: wholeUnits(min / 15), turnover: wholeUnits(min / 15) },
  };
}

/** The milestones reached by an invitee with these facts, in order. */
export function reachedMilestones(
  facts: { firstDeposit: boolean; turnover: number },
  rules: InviteRules,
): Milestone[] {
  const reached: Milestone[] = ['registered'];
  if (facts.firstDeposit) reached.push('first_deposit');
  if (facts.turnover >= rules.turnoverTarget) reached.push('turnover');
  return reached;
}

/** The furthest milestone of a list (registered when empty). */
export function furthestMilestone(reached: readonly Milestone[]): Milestone {
  let best = 0;
  for (const m of reached) best = Math.max(best, MILESTONES.indexOf(m));
  return MILESTONES[best]!;
}

export function rewardFor(rules: InviteRules, milestone: Milestone, level: InviteLevel): number {
  return level === 1 ? rules.reward[milestone] : rules.fissionReward[milestone];
}

/**
 * A reward's life: earned -> received (paid); held (suspect invitee, never paid); void (condition undone
 * before it was paid); reversed (condition undone after it was paid: taken back from the cash balance).
 */
export type RewardStatus = 'earned' | 'held' | 'received' | 'void' | 'reversed';

/** Why an invitee is suspect (anti-abuse); its rewards are held. */
export type SuspectReason = 'same_device' | 'same_network' | 'network_cluster' | 'same_payment_account';

/** Invitees of one inviter on one network beyond which every further one is suspect. */
export const NETWORK_CLUSTER_LIMIT = 3;

/**
 * The network of an IP address, for the anti-abuse rules: IPv4 by /24, IPv6 by /64; '' when unknown.
 * IPv4-mapped IPv6 (::ffff:1.2.3.4) counts as IPv4.
 */
export function ipNetwork(ip: string): string {
  const v = ip.trim().toLowerCase();
  if (!v) return '';
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/.exec(v);
  const v4 = mapped ? mapped[1]! : v;
  if (/^\d+\.\d+\.\d+\.\d+$/.test(v4)) return `${v4.split('.').slice(0, 3).join('.')}.0/24`;
  if (!v.includes(':')) return '';
  const [head = '', tail = ''] = v.split('::');
  const left = head ? head.split(':') : [];
  const right = tail ? tail.split(':') : [];
  const groups = v.includes('::')
    ? [...left, ...Array(8 - left.length - right.length).fill('0'), ...right]
    : left;
  return `${groups
    .slice(0, 4)
    .map((g) => g.replace(/^0+(?=.)/, ''))
    .join(':')}::/64`;
}

/** The first rule an invitee breaks, or null. */
export function suspectReason(input: {
  inviteeDevice: string;
  inviteeNetwork: string;
  inviterDevices: readonly string[];
  inviterNetworks: readonly string[];
  /** Other invitees of the same inviter already seen on the invitee's network. */
  sameNetworkInvitees: number;
}): SuspectReason | null {
  if (input.inviteeDevice && input.inviterDevices.includes(input.inviteeDevice)) return 'same_device';
  if (input.inviteeNetwork && input.inviterNetworks.includes(input.inviteeNetwork)) return 'same_network';
  if (input.inviteeNetwork && input.sameNetworkInvitees >= NETWORK_CLUSTER_LIMIT) return 'network_cluster';
  return null;
}
