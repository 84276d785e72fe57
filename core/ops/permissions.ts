/**
 * The operator console's roles and what each may do (issue #24). Pure and shared: the server checks every
 * ops call against it, the console shows only the screens the role can use. A permission names an area and
 * a verb; later areas (marketing, configuration, support chat) add theirs here.
 */
export const OPS_ROLES = ['admin', 'trader', 'payments', 'support', 'marketing', 'read_only'] as const;
export type OpsRole = (typeof OPS_ROLES)[number];

export const OPS_PERMISSIONS = [
  'players.read',
  'players.note',
  'players.lock',
  /** Request a manual adjustment (posted at once up to the threshold, else waits for a second admin). */
  'players.adjust',
  /** Approve another operator's adjustment above the threshold. */
  'adjust.approve',
  'payments.read',
  'payments.decide',
  'audit.read',
  /** The live support chat: the queue, take, answer, close (server/support). */
  'support.chat',
  /** The brand's canned answers: see them (support.read), create / edit / delete them (support.edit). */
  'support.read',
  'support.edit',
  /** The trading screens: matches, markets and their liability (aggregates of the operator's brands). */
  'trading.read',
  /** Suspend / reopen a market; void a market or match and correct a score (server/ops/README.md). */
  'trading.act',
  /** Daily numbers of a brand and their CSV. */
  'reports.read',
  /** Campaigns, top-bar messages (issue #24 marketing screens). */
  'marketing.read',
  'marketing.edit',
  /** Brand configuration: games on/off and the like. */
  'config.read',
  'config.edit',
] as const;
export type OpsPermission = (typeof OPS_PERMISSIONS)[number];

const ALL: readonly OpsPermission[] = OPS_PERMISSIONS;

export const ROLE_PERMISSIONS: Readonly<Record<OpsRole, readonly OpsPermission[]>> = {
  admin: ALL,
  // A trader also looks players up (their bets).
  trader: ['players.read', 'trading.read', 'trading.act'],
  // Payments reads the daily numbers (deposits, withdrawals) it reconciles against.
  payments: ['players.read', 'payments.read', 'payments.decide', 'players.adjust', 'reports.read'],
  support: ['players.read', 'players.note', 'players.lock', 'support.chat', 'support.read', 'support.edit'],
  // Campaigns and messages only: no player data for marketing.
  marketing: ['marketing.read', 'marketing.edit'],
  read_only: [
    'players.read',
    'payments.read',
    'audit.read',
    'trading.read',
    'reports.read',
    'marketing.read',
    'config.read',
    'support.read',
  ],
};

export const isOpsRole = (value: unknown): value is OpsRole =>
  typeof value === 'string' && (OPS_ROLES as readonly string[]).includes(value);

export const can = (role: OpsRole, permission: OpsPermission): boolean =>
  ROLE_PERMISSIONS[role].includes(permission);

/**
 * Adjustments whose absolute amount is above this (minor units: 1,000.00) need a second admin. Equal to
 * it is posted at once.
 */
export const ADJUSTMENT_APPROVAL_THRESHOLD = 100_000;

export const needsSecondApproval = (amount: number): boolean =>
  Math.abs(amount) > ADJUSTMENT_APPROVAL_THRESHOLD;

/** Idle minutes after which an operator session ends. */
export const OPS_IDLE_MINUTES = 15;
