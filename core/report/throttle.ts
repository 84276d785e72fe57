/**
 * Error-report throttling (SPEC §9 "Error reporting"): a page stuck in an error loop must not flood the
 * report endpoint. Pure: the clock is injected, so tests step time by hand.
 * - at most 10 reports in any 60 s window;
 * - at least 1 s between two reports;
 * - the same error (same fingerprint) is reported at most once per 5 min.
 * Only sent reports count: an error dropped by the rate limit is not remembered, so it can still be reported
 * once the window frees up.
 */
export const REPORT_WINDOW_MS = 60_000;
export const REPORT_MAX_PER_WINDOW = 10;
export const REPORT_MIN_GAP_MS = 1_000;
export const REPORT_DUPLICATE_MS = 5 * 60_000;
export const FINGERPRINT_STACK_LINES = 3;
export const FINGERPRINT_MAX_LENGTH = 256;

/**
 * Identifies "the same error": the message plus the first 3 frames of the stack, cut to 256 characters.
 * V8 repeats "Name: message" as the stack's first line; that line is skipped so it does not use up a frame.
 */
export function fingerprint(message: string, stack?: string | null): string {
  const lines = (stack ?? '')
    .split('\n')
    .map((l) => l.trim())
    .filter((l) => l !== '');
  if (lines[0] !== undefined && message !== '' && lines[0].includes(message) && !/^at\s/.test(lines[0])) {
    lines.shift();
  }
  return [message, ...lines.slice(0, FINGERPRINT_STACK_LINES)].join('\n').slice(0, FINGERPRINT_MAX_LENGTH);
}

export class ReportThrottle {
  private readonly now: () => number;
  private sent: number[] = [];
  private readonly lastByFingerprint = new Map<string, number>();

  constructor(now: () => number) {
    this.now = now;
  }

  /** True when a report with this fingerprint may go out now; records it as sent. */
  allow(fp: string): boolean {
    const t = this.now();
    this.sent = this.sent.filter((s) => t - s < REPORT_WINDOW_MS);
    for (const [key, at] of this.lastByFingerprint)
      if (t - at >= REPORT_DUPLICATE_MS) this.lastByFingerprint.delete(key);

    if (this.lastByFingerprint.has(fp)) return false;
    if (this.sent.length >= REPORT_MAX_PER_WINDOW) return false;
    const last = this.sent[this.sent.length - 1];
    if (last !== undefined && t - last < REPORT_MIN_GAP_MS) return false;

    this.sent.push(t);
    this.lastByFingerprint.set(fp, t);
    return true;
  }
}
