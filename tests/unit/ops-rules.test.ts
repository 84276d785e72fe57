/** The operator console's pure rules (core/ops/permissions.ts) and the player service worker leaving /ops alone. */
import { describe, expect, it } from 'vitest';
import {
  ADJUSTMENT_APPROVAL_THRESHOLD,
  OPS_PERMISSIONS,
  OPS_ROLES,
  ROLE_PERMISSIONS,
  can,
  isOpsRole,
  needsSecondApproval,
} from '../../core/ops/permissions';
import { NAVIGATION_DENYLIST } from '../../sw/cache-rules';

describe('ops roles', () => {
  it('admin can everything, marketing only marketing, read-only changes nothing', () => {
    expect(OPS_PERMISSIONS.every((p) => can('admin', p))).toBe(true);
    expect(ROLE_PERMISSIONS.marketing).toEqual(['marketing.read', 'marketing.edit']);
    expect(can('read_only', 'marketing.read') && can('read_only', 'config.read')).toBe(true);
    expect(can('read_only', 'marketing.edit') || can('read_only', 'config.edit')).toBe(false);
    expect(can('marketing', 'config.read')).toBe(false);
    for (const role of ['trader', 'payments', 'support'] as const)
      expect(ROLE_PERMISSIONS[role].some((p) => p.startsWith('marketing.') || p.startsWith('config.'))).toBe(
        false,
      );
    expect(ROLE_PERMISSIONS.read_only.every((p) => p.endsWith('.read'))).toBe(true);
    expect(can('payments', 'adjust.approve')).toBe(false);
    expect(OPS_ROLES.every(isOpsRole)).toBe(true);
    expect(isOpsRole('root')).toBe(false);
  });

  it('canned answers: support and admin edit, read-only sees, the others neither', () => {
    const edit = OPS_ROLES.filter((r) => can(r, 'support.edit'));
    const read = OPS_ROLES.filter((r) => can(r, 'support.read'));
    expect(edit).toEqual(['admin', 'support']);
    expect(read).toEqual(['admin', 'support', 'read_only']);
  });

  it('trading and reports: a trader acts, read-only and payments only read, support and marketing see neither', () => {
    expect(can('trader', 'trading.read') && can('trader', 'trading.act')).toBe(true);
    expect(can('trader', 'reports.read')).toBe(false);
    expect(can('read_only', 'trading.read') && can('read_only', 'reports.read')).toBe(true);
    expect(can('read_only', 'trading.act')).toBe(false);
    expect(can('payments', 'reports.read')).toBe(true);
    expect(can('payments', 'trading.read')).toBe(false);
    for (const p of ['trading.read', 'trading.act', 'reports.read'] as const) {
      expect(can('support', p)).toBe(false);
      expect(can('marketing', p)).toBe(false);
      expect(can('admin', p)).toBe(true);
    }
  });

  it('a second admin is needed strictly above 1,000.00, for credits and debits alike', () => {
    expect(ADJUSTMENT_APPROVAL_THRESHOLD).toBe(100_000);
    expect(needsSecondApproval(100_000)).toBe(false);
    expect(needsSecondApproval(-100_000)).toBe(false);
    expect(needsSecondApproval(100_001)).toBe(true);
    expect(needsSecondApproval(-100_001)).toBe(true);
  });
});

describe('player service worker', () => {
  it('never answers /ops navigations with the player shell', () => {
    for (const path of ['/ops', '/ops/', '/ops/players/10000001'])
      expect(
        NAVIGATION_DENYLIST.some((re) => re.test(path)),
        path,
      ).toBe(true);
    expect(NAVIGATION_DENYLIST.some((re) => re.test('/opsx'))).toBe(false);
  });
});
