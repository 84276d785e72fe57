/** Install channel and UI version switch schemas (issue #20). */
import { Type, type Static } from '@sinclair/typebox';

/** SPEC §4 "UI version switch": what the server knows of the player's UI version. */
export const SwitchInfoSchema = Type.Object({
  /** The server's A/B flag for the new UI (dynamic config ui_v3_switch). */
  ab_flag: Type.Boolean(),
  /** The logged-in player's stored switch; null for a visitor or a player who never switched. */
  switch_on: Type.Union([Type.Boolean(), Type.Null()]),
  /** Whether the new UI applies (core/install/ui-switch.ts). */
  new_ui: Type.Boolean(),
  /** Where the chosen UI's home is: /home/game (new) or /game (classic). */
  home: Type.String(),
  /** switch/handle: the UI-switch reward this switch granted (minor units; 0 or absent: none now). */
  reward: Type.Optional(Type.Integer({ minimum: 0 })),
});
export type SwitchInfo = Static<typeof SwitchInfoSchema>;

export const SwitchHandleSchema = Type.Object({
  /** true: the new UI; false: the classic one. */
  new_ui: Type.Boolean(),
});
export type SwitchHandle = Static<typeof SwitchHandleSchema>;
