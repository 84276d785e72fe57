/**
 * Install channel and UI version switch (issue #20). SPEC §7 "Games" names switch/info and switch/handle
 * (under the main service root /api/piranha). The manifest calls (conf/pwa/get, conf/pwa/index/get) are in
 * endpoints-core.ts. Re-exported into the endpoint table by endpoint-defs.ts.
 */
import { endpoint } from './endpoint';
import type { Empty } from './schemas/common';
import type { SwitchHandle, SwitchInfo } from './schemas/install';

/** getSwitchInfo: the A/B flag, the player's switch and the UI that applies. */
export const switchInfo = endpoint<Empty, SwitchInfo>('POST', '/api/piranha/switch/info');
/** Switches the UI version; stored for a logged-in player, answered as asked for a visitor. */
export const switchHandle = endpoint<SwitchHandle, SwitchInfo>('POST', '/api/piranha/switch/handle');
