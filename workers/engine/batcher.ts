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
      updates.push({
        id,
        status: t.status,
        updatedAt: t.updatedAt,
        error: t.error,
        ...(patch ? { patch } : {}),
      });
    }
    this.dirty.clear();
    if (updates.length) this.deps.send({ type: 'batch', updates });
  }
}
