/** The service worker's entry: wiring only, one module per concern (DESIGN.md §10.3). */
import { registerInstallPrefill } from './install-prefill';
import { registerNotificationClick } from './notification-click';
import { registerPrecache } from './precache';
import { registerPush } from './push';
import { registerRuntimeRoutes } from './runtime-routes';
import { registerUpdate } from './update';

registerUpdate();
registerInstallPrefill();
registerPrecache();
registerRuntimeRoutes();
registerPush();
registerNotificationClick();
