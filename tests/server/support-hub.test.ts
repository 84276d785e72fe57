/**
 * The support chat's fan-out (server/support/hub.ts): with the cluster's Redis an event published on one node
 * is delivered once on every node (the publisher included); without Redis, or with Redis unreachable, it is
 * delivered on the publishing node only. Against the machine's Redis (skipped, saying so, without it).
 */
import { afterAll, describe, expect, it } from 'vitest';
import { createCluster, type Cluster } from '../../server/cluster/cluster';
import { createSupportHub, type HubEvent } from '../../server/support/hub';
import { redisUp } from './helpers/redis';

const log = { info: () => undefined, error: () => undefined };
const up = await redisUp();
if (!up) console.warn('support-hub Redis tests skipped: no Redis on 127.0.0.1:6379');

const event = (uid: number): HubEvent => ({
  kind: 'conversation',
  brand: 'br',
  uid,
  view: {
    id: 1,
    brand: 'br',
    uid,
    status: 'open',
    assigned_to: null,
    assigned_name: '',
    updated_at: 0,
    preview: '',
  },
});

const waitFor = async (check: () => boolean) => {
  for (let i = 0; i < 100 && !check(); i++) await new Promise((r) => setTimeout(r, 50));
};

describe('support hub', () => {
  it('without Redis: delivered on this node', async () => {
    const hub = createSupportHub(null, log);
    const got: number[] = [];
    const stop = hub.listen((e) => got.push(e.uid));
    await hub.publish(event(7));
    stop();
    await hub.publish(event(8));
    expect(got).toEqual([7]);
  });

  describe.skipIf(!up)('with Redis', () => {
    const prefix = `support-hub-${process.pid}-${Date.now()}:`;
    let a: Cluster;
    let b: Cluster;
    afterAll(async () => {
      await a?.close();
      await b?.close();
    });

    it('an event published on node A reaches the listeners of A and B once each', async () => {
      a = createCluster('redis://127.0.0.1:6379', log, prefix);
      b = createCluster('redis://127.0.0.1:6379', log, prefix);
      const hubA = createSupportHub(a.redis, log);
      const hubB = createSupportHub(b.redis, log);
      await waitFor(() => a.redis.ready() && b.redis.ready());
      // The subscriptions are made as the hubs are created; give them a moment to be active.
      await new Promise((r) => setTimeout(r, 300));
      const onA: number[] = [];
      const onB: number[] = [];
      hubA.listen((e) => onA.push(e.uid));
      hubB.listen((e) => onB.push(e.uid));
      await hubA.publish(event(42));
      await waitFor(() => onA.length > 0 && onB.length > 0);
      await new Promise((r) => setTimeout(r, 200));
      expect(onA).toEqual([42]);
      expect(onB).toEqual([42]);
    });
  });
});
