import { describe, expect, it } from 'vitest';
import { ReportThrottle, fingerprint } from '../../../core/report/throttle';

function clock(start = 1_000_000) {
  let t = start;
  return { now: () => t, advance: (ms: number) => (t += ms) };
}

describe('ReportThrottle (SPEC §9 error reporting)', () => {
  it('sends at most 10 reports per 60 s', () => {
    const c = clock();
    const th = new ReportThrottle(c.now);
    let sent = 0;
    for (let i = 0; i < 20; i++) {
      if (th.allow(`e${i}`)) sent++;
      c.advance(1_000);
    }
    // 20 attempts 1 s apart span 20 s: only the first 10 fit in the minute.
    expect(sent).toBe(10);
  });

  it('frees the window 60 s after the first report', () => {
    const c = clock();
    const th = new ReportThrottle(c.now);
    for (let i = 0; i < 10; i++) {
      expect(th.allow(`e${i}`)).toBe(true);
      c.advance(1_000);
    }
    expect(th.allow('late')).toBe(false);
    c.advance(49_999); // 59 999 ms after the first report
    expect(th.allow('late')).toBe(false);
    c.advance(1);
    expect(th.allow('late')).toBe(true);
  });

  it('keeps reports at least 1 s apart', () => {
    const c = clock();
    const th = new ReportThrottle(c.now);
    expect(th.allow('a')).toBe(true);
    c.advance(999);
    expect(th.allow('b')).toBe(false);
    c.advance(1);
    expect(th.allow('b')).toBe(true);
  });

  it('suppresses an identical error for 5 minutes', () => {
    const c = clock();
    const th = new ReportThrottle(c.now);
    expect(th.allow('same')).toBe(true);
    c.advance(5 * 60_000 - 1);
    expect(th.allow('same')).toBe(false);
    c.advance(1);
    expect(th.allow('same')).toBe(true);
  });

  it('does not remember an error it dropped for the rate limit', () => {
    const c = clock();
    const th = new ReportThrottle(c.now);
    expect(th.allow('a')).toBe(true);
    expect(th.allow('b')).toBe(false); // too soon
    c.advance(1_000);
    expect(th.allow('b')).toBe(true);
  });

  it('a suppressed duplicate does not use up the 1 s gap', () => {
    const c = clock();
    const th = new ReportThrottle(c.now);
    expect(th.allow('a')).toBe(true);
    c.advance(1_000);
    expect(th.allow('a')).toBe(false);
    expect(th.allow('b')).toBe(true);
  });
});

describe('fingerprint', () => {
  const stack = [
    'TypeError: x is undefined',
    '    at render (app.js:1:10)',
    '    at update (app.js:2:20)',
    '    at commit (app.js:3:30)',
    '    at loop (app.js:4:40)',
  ].join('\n');

  it('uses the message and the first 3 stack frames', () => {
    const fp = fingerprint('x is undefined', stack);
    expect(fp).toContain('render');
    expect(fp).toContain('commit');
    expect(fp).not.toContain('loop');
  });

  it('treats errors differing only past the third frame as identical', () => {
    const other = stack.replace('loop (app.js:4:40)', 'elsewhere (lib.js:9:9)');
    expect(fingerprint('x is undefined', other)).toBe(fingerprint('x is undefined', stack));
  });

  it('tells errors with a different top frame or message apart', () => {
    expect(fingerprint('x is undefined', stack.replace('render', 'paint'))).not.toBe(
      fingerprint('x is undefined', stack),
    );
    expect(fingerprint('y is undefined', stack)).not.toBe(fingerprint('x is undefined', stack));
  });

  it('counts frames in a stack without a header line (Firefox, Safari)', () => {
    const ff = 'render@app.js:1:10\nupdate@app.js:2:20\ncommit@app.js:3:30\nloop@app.js:4:40';
    const fp = fingerprint('boom', ff);
    expect(fp).toContain('commit@');
    expect(fp).not.toContain('loop@');
  });

  it('is at most 256 characters', () => {
    const long = `Error: m\n    at ${'a'.repeat(300)}\n    at b\n    at c`;
    expect(fingerprint('m', long)).toHaveLength(256);
    expect(fingerprint('m'.repeat(500), undefined)).toHaveLength(256);
  });

  it('works without a stack', () => {
    expect(fingerprint('boom', undefined)).toBe('boom');
  });
});
