/**
 * The live period reads the way each sport is played: halves for soccer, quarters for basketball, sets for
 * tennis/volleyball/table tennis (with no game clock, which those sports do not have), maps for Dota.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { LiveClock } from '../../../src/features/sport/LiveClock';
import { cleanup, render } from './dom';

afterEach(cleanup);

const clock = (pe: number, s: number) => ({ r: false, tp: 1, s, pe });

describe('live clock period labels', () => {
  it('soccer shows the half and the clock', async () => {
    const { container } = await render(<LiveClock match={{ sid: 1, mc: clock(1, 1500) }} />);
    expect(container.textContent).toBe('Live · 1st half · 25:00');
  });

  it('basketball shows the quarter and the clock', async () => {
    const { container } = await render(<LiveClock match={{ sid: 3, mc: clock(2, 300) }} />);
    expect(container.textContent).toBe('Live · Q2 · 5:00');
  });

  it('volleyball shows the set and no clock', async () => {
    const { container } = await render(<LiveClock match={{ sid: 13, mc: clock(4, 0) }} />);
    expect(container.textContent).toBe('Live · Set 4');
  });

  it('Dota shows the map and the game clock', async () => {
    const { container } = await render(<LiveClock match={{ sid: 164, mc: clock(2, 754) }} />);
    expect(container.textContent).toBe('Live · Map 2 · 12:34');
  });
});
