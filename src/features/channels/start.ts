/**
 * The channels' page work, loaded after the first paint when the page is idle (src/app/main.tsx): tracking,
 * ad postbacks (postbacks.ts), the performance log, error reporting (gray release or development only) and the native bridge inside the
 * shell. Nothing here is on the first route's critical path.
 */
import { errorReportingActive } from '../../platform/api';
import { isNativeApp } from '../../platform/device';
import { startErrorWatch } from './error-watch';
import { startPerfLog } from './perf-log';
import { startPostbacks } from './postbacks';
import { startTracking } from './tracking';

export function startChannels(): void {
  startTracking();
  startPostbacks();
  startPerfLog();
  if (errorReportingActive()) startErrorWatch();
  if (isNativeApp()) void import('./native-bridge').then((m) => m.startNativeBridge());
}
