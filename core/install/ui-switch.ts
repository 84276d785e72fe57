/**
 * SPEC §4 "UI version switch": the new UI (home at /home/game) or the classic one (/game).
 * - logged in with the switch on: new; logged in with it off: classic;
 * - otherwise, in Brazil, the server's A/B flag decides;
 * - otherwise the brand's own UI version (core/brand flags.uiV3), or the visitor's last choice on this device.
 */
export interface UiSwitchFacts {
  market: string;
  /** The server's A/B flag (dynamic config `ui_v3_switch`). */
  abFlag: boolean;
  loggedIn: boolean;
  /** The player's stored switch; null when they never switched. */
  switchOn: boolean | null;
  /** The brand's default UI version. */
  brandNewUi: boolean;
  /** A visitor's choice on this device, if any. */
  deviceChoice?: boolean | null;
}

export function newUiEnabled(f: UiSwitchFacts): boolean {
  if (f.loggedIn && f.switchOn !== null) return f.switchOn;
  if (!f.loggedIn && f.deviceChoice != null) return f.deviceChoice;
  if (f.market === 'BR') return f.abFlag;
  return f.brandNewUi;
}

export const NEW_UI_HOME = '/home/game';
export const CLASSIC_HOME = '/game';

export const homeFor = (newUi: boolean): string => (newUi ? NEW_UI_HOME : CLASSIC_HOME);
