/**
 * The request logger of routes every open client polls (latestOdds every 2 s, the match lists every 5 s):
 * their info lines ("incoming request", "request completed") would drown the log, so they log from warn
 * up. A pino child per request, with a level change on top, is a measurable part of such a request
 * (bench/odds-poll.ts); this logger makes the real child, with its reqId, only when a warning or an error
 * is actually written.
 */
import type { FastifyBaseLogger, RouteOptions } from 'fastify';

type LogFn = FastifyBaseLogger['warn'];
type ChildLoggerFactory = NonNullable<RouteOptions['childLoggerFactory']>;
type Bindings = Parameters<FastifyBaseLogger['child']>[0];
type ChildLoggerOptions = Parameters<FastifyBaseLogger['child']>[1];

const enabled = (logger: FastifyBaseLogger, level: string) =>
  (logger as { isLevelEnabled?: (level: string) => boolean }).isLevelEnabled?.(level) ?? true;

class QuietLogger {
  private real: FastifyBaseLogger | undefined;
  level = 'warn';

  constructor(
    private readonly parent: FastifyBaseLogger,
    private readonly bindings: Bindings,
  ) {}

  private get log(): FastifyBaseLogger {
    // A parent set stricter than warn (LOG_LEVEL=error) stays as strict.
    const level = enabled(this.parent, 'warn') ? 'warn' : this.parent.level;
    return (this.real ??= this.parent.child(this.bindings, { level }));
  }

  fatal(...args: Parameters<LogFn>): void {
    this.log.fatal(...args);
  }
  error(...args: Parameters<LogFn>): void {
    this.log.error(...args);
  }
  warn(...args: Parameters<LogFn>): void {
    this.log.warn(...args);
  }
  info(): void {}
  debug(): void {}
  trace(): void {}
  silent(): void {}

  child(bindings: Bindings, options?: ChildLoggerOptions): FastifyBaseLogger {
    return this.log.child(bindings, options);
  }
}

/** A route option: `childLoggerFactory: quietChildLogger` (info and below dropped, warn and up as usual). */
export const quietChildLogger: ChildLoggerFactory = (logger, bindings) =>
  new QuietLogger(logger, bindings) as unknown as FastifyBaseLogger;
