/**
 * The batching of the engine's messages: the topics changed within one tick (a 0 ms clock timer) leave in one
 * `batch` message, one diff per topic against what the page last received (DESIGN.md §10.5).
 */
import type { EngineMessage, TopicUpdate } from '../protocol';
import type { Clock } from './clock';
import { diffData } from './diff';
import type { Watched } from './watched';

export class Batcher {
  private readonly dirty = new Set<string>();
  private flushTimer: unknown = undefined;

  constructor(
    private readonly deps: { clock: Clock; send(message: EngineMessage): void },
    private readonly topics: ReadonlyMap<string, Watched>,
  ) {}

  /** Changes within one tick leave in one message (DESIGN.md §10.5): one diff per topic per flush. */
  markDirty(t: Watched): void {
    this.dirty.add(t.id);
    if (this.flushTimer !== undefined) return;
    this.flushTimer = this.deps.clock.setTimeout(() => this.flush(), 0);
  }

  /** Sends what is waiting now (a refresh whose caller waits for its data), instead of at the end of the tick. */
  flushNow(): void {
    if (this.flushTimer === undefined) return;
    this.deps.clock.clearTimeout(this.flushTimer);
    this.flush();
  }

  /** An unsubscribed topic sends nothing more. */
  forget(id: string): void {
    this.dirty.delete(id);
  }

  private flush(): void {
    this.flushTimer = undefined;
    const updates: TopicUpdate[] = [];
    for (const id of this.dirty) {
      const t = this.topics.get(id);
      if (!t) continue;
      const data = t.loaded?.data;
      const patch = data === undefined ? undefined : diffData(t.sent, data, t.def.lists);
      if (data !== undefined) t.sent = data;
      const cleared = t.cleared && data === undefined;
      t.cleared = false;
      updates.push({
        id,
        status: t.status,
        updatedAt: t.updatedAt,
        error: t.error,
        ...(patch ? { patch } : {}),
        ...(cleared ? { cleared: true } : {}),
      });
    }
    this.dirty.clear();
    if (updates.length) this.deps.send({ type: 'batch', updates });
  }
}
