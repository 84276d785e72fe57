import { describe, expect, it } from 'vitest';
import {
  interceptsBack,
  isLevelOne,
  pathFromHashRoute,
  rootRedirect,
  showsBetSlipEntry,
} from '../../../src/app/route-meta';
import { footerTabOf } from '../../../src/app/layout/FooterTabs';

describe('route meta (SPEC §2 layout behaviour)', () => {
  it('shows the footer tab bar on level-1 pages only', () => {
    for (const path of [
      '/home/game',
      '/home/slots',
      '/home/casino',
      '/home/sport',
      '/sport',
      '/game',
      '/live',
      '/me',
      '/menu',
      '/bonus',
      '/promotion',
      '/sport/',
    ])
      expect(isLevelOne(path), path).toBe(true);
    for (const path of [
      '/setting/language',
      '/match-detail',
      '/wallet/deposit',
      '/loginb',
      '/bet-record',
      '/promotion/free-rounds',
      '/faq/home',
      '/game-room',
      '/forbidden',
    ])
      expect(isLevelOne(path), path).toBe(false);
  });

  it('shows the bet slip entry on sport, match-detail, league and az-filter-match only', () => {
    for (const path of ['/sport', '/match-detail', '/league', '/az-filter-match'])
      expect(showsBetSlipEntry(path), path).toBe(true);
    for (const path of ['/home/slots', '/az-filter', '/me', '/bet-record', '/game'])
      expect(showsBetSlipEntry(path), path).toBe(false);
  });

  it('skips back-button interception on any URL containing game-room', () => {
    expect(interceptsBack('https://x.test/game-room?id=7')).toBe(false);
    expect(interceptsBack('/thin/game-room/3')).toBe(false);
    expect(interceptsBack('/sport')).toBe(true);
  });

  it('sends / to /home/slots for the new UI and /game for the classic one', () => {
    expect(rootRedirect({ flags: { uiV3: true } })).toBe('/home/slots');
    expect(rootRedirect({ flags: { uiV3: false } })).toBe('/game');
  });

  it('turns old hash routes into paths, keeping their query', () => {
    expect(pathFromHashRoute('#/download?uid=5&sid=x')).toBe('/download?uid=5&sid=x');
    expect(pathFromHashRoute('#/thin/agent/home')).toBe('/thin/agent/home');
    expect(pathFromHashRoute('#section')).toBeNull();
    expect(pathFromHashRoute('')).toBeNull();
  });

  it('marks the footer tab of the current page', () => {
    expect(footerTabOf('/home/slots')).toBe('home');
    expect(footerTabOf('/home/sport')).toBe('sport');
    expect(footerTabOf('/home/casino')).toBe('casino');
    expect(footerTabOf('/promotion')).toBe('promotion');
    expect(footerTabOf('/me/')).toBe('me');
    expect(footerTabOf('/setting/language')).toBeNull();
  });
});
