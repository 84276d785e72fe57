import { describe, expect, it } from 'vitest';
import {
  CV_SUFFIXES,
  cvPrefixOf,
  hostOnly,
  isTouristChannel,
  resolveBrand,
} from '../../../core/brand/resolve';
import { BRANDS } from '../../../core/brand/brands';

const idOf = (r: ReturnType<typeof resolveBrand>) =>
  r.ok ? `${r.brand.id}/${r.source}` : `error/${r.reason}`;

describe('resolveBrand: each source (SPEC §1)', () => {
  it('an app key names the brand', () => {
    expect(idOf(resolveBrand({ appKey: 'golazo_mx' }))).toBe('mx/app_key');
    expect(idOf(resolveBrand({ appKey: ' inca_pe ' }))).toBe('pe/app_key');
  });

  it('a brand id is accepted as an app key', () => {
    expect(idOf(resolveBrand({ appKey: 'vn' }))).toBe('vn/app_key');
  });

  it('an unknown app key is an error, never another brand', () => {
    expect(resolveBrand({ appKey: 'unknown_key', host: 'placarbet.com.br' })).toEqual({
      ok: false,
      reason: 'unknown_app_key',
      appKey: 'unknown_key',
    });
  });

  it('an empty app key is ignored', () => {
    expect(idOf(resolveBrand({ appKey: '  ', host: 'tribuna.co' }))).toBe('co/host');
    expect(idOf(resolveBrand({ appKey: null, host: 'tribuna.co' }))).toBe('co/host');
  });

  it.each(BRANDS.map((b) => [b.cvPrefix, b.id] as const))(
    'client version prefix %s gives %s',
    (prefix, id) => {
      for (const suffix of CV_SUFFIXES)
        expect(idOf(resolveBrand({ cv: `${prefix}1.0.0${suffix}` }))).toBe(`${id}/cv`);
    },
  );

  it.each(BRANDS.map((b) => [b.channelPrefix, b.id] as const))('channel prefix %s gives %s', (prefix, id) => {
    expect(idOf(resolveBrand({ channel: `${prefix}tiktok` }))).toBe(`${id}/channel`);
  });

  it('channels are matched case-insensitively', () => {
    expect(idOf(resolveBrand({ channel: 'KE_Facebook' }))).toBe('ke/channel');
  });

  it.each(BRANDS.flatMap((b) => b.domains.map((d) => [d, b.id] as const)))('host %s gives %s', (host, id) => {
    expect(idOf(resolveBrand({ host }))).toBe(`${id}/host`);
  });

  it('accepts subdomains, ports, upper case and a trailing dot', () => {
    expect(idOf(resolveBrand({ host: 'www.golazomx.com' }))).toBe('mx/host');
    expect(idOf(resolveBrand({ host: 'm.app.keovn.com' }))).toBe('vn/host');
    expect(idOf(resolveBrand({ host: 'tribuna.co:8443' }))).toBe('co/host');
    expect(idOf(resolveBrand({ host: 'WWW.KHEL.IN' }))).toBe('in/host');
    expect(idOf(resolveBrand({ host: 'chainbet.io.' }))).toBe('crypto/host');
  });

  it('does not match a host that merely ends with a brand domain', () => {
    expect(idOf(resolveBrand({ host: 'evilgolazomx.com' }))).toBe('br/default');
    expect(idOf(resolveBrand({ host: 'golazomx.com.evil.net' }))).toBe('br/default');
  });

  it('falls back to the default brand', () => {
    expect(idOf(resolveBrand({}))).toBe('br/default');
    expect(idOf(resolveBrand({ host: 'localhost:8080' }))).toBe('br/default');
    expect(idOf(resolveBrand({ host: '127.0.0.1:5173' }))).toBe('br/default');
  });
});

describe('resolveBrand: order (app key > cv > channel > host > default)', () => {
  it('app key beats cv, channel and host', () => {
    expect(
      idOf(resolveBrand({ appKey: 'khel_in', cv: 'MX1.0.0Web', channel: 'co_x', host: 'keovn.com' })),
    ).toBe('in/app_key');
  });

  it('cv beats channel and host', () => {
    expect(idOf(resolveBrand({ cv: 'MX1.0.0Web', channel: 'co_x', host: 'keovn.com' }))).toBe('mx/cv');
  });

  it('channel beats host', () => {
    expect(idOf(resolveBrand({ channel: 'co_x', host: 'keovn.com' }))).toBe('co/channel');
  });

  it('an unknown cv prefix or channel falls through to the next source', () => {
    expect(idOf(resolveBrand({ cv: 'ZZ1.0.0Web', channel: 'ke_ads' }))).toBe('ke/channel');
    expect(idOf(resolveBrand({ cv: 'garbage', channel: 'zz_ads', host: 'lineus.com' }))).toBe('us/host');
  });
});

describe('cvPrefixOf, hostOnly, isTouristChannel', () => {
  it('reads the prefix of a client version', () => {
    expect(cvPrefixOf('BR1.0.0AndroidWeb')).toBe('BR');
    expect(cvPrefixOf('cb1.0.0TG')).toBe('CB');
    expect(cvPrefixOf('1.0.0Web')).toBeUndefined();
    expect(cvPrefixOf('BRWeb')).toBeUndefined();
  });

  it('strips port, case and trailing dot from a host', () => {
    expect(hostOnly(' Tribuna.CO:443 ')).toBe('tribuna.co');
  });

  it('detects tourist mode from the channel prefix (SPEC §6)', () => {
    expect(isTouristChannel('br_tourist')).toBe(true);
    expect(isTouristChannel('MX_TOURIST_42')).toBe(true);
    expect(isTouristChannel('br_ads_tourist')).toBe(false);
    expect(isTouristChannel('tourist')).toBe(false);
    expect(isTouristChannel(null)).toBe(false);
  });
});
