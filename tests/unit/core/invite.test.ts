import { describe, expect, it } from 'vitest';
import { BRANDS } from '../../../core/brand/brands';
import {
  INVITE_CODE_ALPHABET,
  invitePath,
  newInviteCode,
  normalizeInviteCode,
} from '../../../core/invite/code';
import { maskName, maskUid } from '../../../core/invite/mask';
import {
  furthestMilestone,
  inviteRules,
  ipNetwork,
  reachedMilestones,
  rewardFor,
  suspectReason,
} from '../../../core/invite/rules';

describe('invite rules', () => {
  const br = inviteRules({ currency: 'BRL', minCharge: 3000 });
  it('derives the rewards from the minimum deposit, in whole units', () => {
    expect(br).toMatchObject({ firstDepositMin: 3000, turnoverTarget: 30_000 });
    expect(br.reward).toEqual({ registered: 0, first_deposit: 1000, turnover: 500 });
    expect(br.fissionReward).toEqual({ registered: 0, first_deposit: 200, turnover: 200 });
    for (const b of BRANDS) {
      const r = inviteRules(b);
      for (const v of [...Object.values(r.reward), ...Object.values(r.fissionReward)])
        expect(v % 100, b.id).toBe(0);
      expect(r.reward.first_deposit).toBeGreaterThan(0);
    }
  });
  it('reaches milestones from facts only', () => {
    expect(reachedMilestones({ firstDeposit: false, turnover: 0 }, br)).toEqual(['registered']);
    expect(reachedMilestones({ firstDeposit: true, turnover: 29_999 }, br)).toEqual([
      'registered',
      'first_deposit',
    ]);
    expect(reachedMilestones({ firstDeposit: true, turnover: 30_000 }, br)).toEqual([
      'registered',
      'first_deposit',
      'turnover',
    ]);
    expect(furthestMilestone(['turnover', 'registered'])).toBe('turnover');
    expect(furthestMilestone([])).toBe('registered');
    expect(rewardFor(br, 'first_deposit', 2)).toBe(200);
  });
  it('networks: IPv4 /24, IPv6 /64, mapped IPv4', () => {
    expect(ipNetwork('10.1.2.3')).toBe('10.1.2.0/24');
    expect(ipNetwork('::ffff:10.1.2.99')).toBe('10.1.2.0/24');
    expect(ipNetwork('2001:db8:0:1::5')).toBe('2001:db8:0:1::/64');
    expect(ipNetwork('2001:0db8:0000:0001:aaaa::1')).toBe('2001:db8:0:1::/64');
    expect(ipNetwork('')).toBe('');
    expect(ipNetwork('garbage')).toBe('');
  });
  it('suspect rules in order: device, network, cluster', () => {
    const base = {
      inviteeDevice: 'd1',
      inviteeNetwork: 'n1',
      inviterDevices: ['d0'],
      inviterNetworks: ['n0'],
      sameNetworkInvitees: 0,
    };
    expect(suspectReason(base)).toBeNull();
    expect(suspectReason({ ...base, inviterDevices: ['d1'] })).toBe('same_device');
    expect(suspectReason({ ...base, inviterNetworks: ['n1'] })).toBe('same_network');
    expect(suspectReason({ ...base, sameNetworkInvitees: 3 })).toBe('network_cluster');
    expect(suspectReason({ ...base, inviteeDevice: '', inviterDevices: [''] })).toBeNull();
  });
});

describe('masking', () => {
  it('masks names and e-mails', () => {
    expect(maskName('marina.silva@example.com')).toBe('ma***va');
    expect(maskName('Jo')).toBe('J***');
    expect(maskName('Ana')).toBe('A***a');
    expect(maskName('')).toBe('***');
    expect(maskName('用户名字很长')).toBe('用户***很长');
    expect(maskUid(10000042)).toBe('10***42');
    expect(maskUid(12)).toBe('1***');
  });
});

describe('codes', () => {
  it('makes codes from the alphabet and normalises input', () => {
    let i = 0;
    const code = newInviteCode(() => (i++ % 10) / 10);
    expect(code).toHaveLength(8);
    for (const ch of code) expect(INVITE_CODE_ALPHABET).toContain(ch);
    expect(normalizeInviteCode(' ab-cd 23ef ')).toBe('ABCD23EF');
    expect(normalizeInviteCode('a')).toBeNull();
    expect(normalizeInviteCode('ab$cd')).toBeNull();
    expect(invitePath('AB CD')).toBe('/email-register?invite_code=AB%20CD');
  });
});
