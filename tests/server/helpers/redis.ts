import { createConnection } from 'node:net';

/** Whether the machine's Redis answers on 127.0.0.1:6379 (the cluster tests skip, saying so, without it). */
export function redisUp(): Promise<boolean> {
  return new Promise((resolve) => {
    const s = createConnection({ host: '127.0.0.1', port: 6379 });
    s.setTimeout(1_000);
    s.once('connect', () => (s.destroy(), resolve(true)));
    s.once('error', () => resolve(false));
    s.once('timeout', () => (s.destroy(), resolve(false)));
  });
}
