// `npm run bench`: every benchmark, each writing its JSON under bench/results/. Needs the production build.
import { spawnSync } from 'node:child_process';

const benches = [
  ['bench/first-route-js.ts'],
  ['bench/lighthouse.ts', '/sport'],
  ['bench/lighthouse.ts', '/home/slots'],
  ['bench/offline-repeat.ts'],
  ['bench/lobby.ts'],
  ['bench/odds-tick.ts'],
  ['bench/odds-poll.ts'],
  ['bench/bet-throughput.ts'],
  ['bench/scale-out.ts'],
  ['bench/slot-rtp.ts'],
];
let failed = 0;
for (const [b, ...args] of benches) {
  console.log(`\n=== ${[b, ...args].join(' ')} ===`);
  const r = spawnSync('npx', ['tsx', b, ...args], { stdio: 'inherit' });
  if (r.status !== 0) failed++;
}
process.exit(failed ? 1 : 0);
