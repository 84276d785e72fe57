/**
 * The roulette wheel (issue #23): 37 pockets in the European wheel order; a spin turns the wheel five times
 * and lands the winning pocket under the pointer at the top, where the ball settles. The turn is a CSS
 * transition (WHEEL_MS); under prefers-reduced-motion the wheel is placed at once.
 */
import { rouletteColor, WHEEL_ORDER } from '../../../../core/games/roulette';
import { reducedMotion } from './motion';

export const WHEEL_MS = 3200;
const STEP = 360 / WHEEL_ORDER.length;
const R = 100;
const FILL = { red: '#c62828', black: '#1d1f24', green: '#1b8e3e' } as const;

const point = (angle: number, r: number) => {
  const a = ((angle - 90) * Math.PI) / 180;
  return `${(R + r * Math.cos(a)).toFixed(2)},${(R + r * Math.sin(a)).toFixed(2)}`;
};

/** The wheel's static face: pockets with their numbers, drawn once. */
const FACE = WHEEL_ORDER.map((n, i) => {
  const a0 = i * STEP - STEP / 2;
  const a1 = a0 + STEP;
  const [tx, ty] = point(i * STEP, 84).split(',');
  return (
    <g key={n}>
      <path
        d={`M${point(a0, 96)}A96,96 0 0 1 ${point(a1, 96)}L${point(a1, 66)}A66,66 0 0 0 ${point(a0, 66)}Z`}
        fill={FILL[rouletteColor(n)]}
        stroke="#d4af37"
        strokeWidth=".6"
      />
      <text
        x={tx}
        y={ty}
        fill="#fff"
        fontSize="8"
        fontWeight="700"
        textAnchor="middle"
        dominantBaseline="central"
        transform={`rotate(${i * STEP} ${tx} ${ty})`}
      >
        {n}
      </text>
    </g>
  );
});

/**
 * The wheel's turn after spin `spin` landing on `number`: five turns a spin, plus the turn that brings the
 * pocket under the pointer. Each spin's angle is above the last one's, so the wheel always turns forward.
 */
export function wheelAngle(spin: number, number: number): number {
  const index = WHEEL_ORDER.indexOf(number as (typeof WHEEL_ORDER)[number]);
  return spin * 5 * 360 + (360 - index * STEP);
}

/**
 * `number` null: the wheel at rest. `spin` counts the spins, so the same number twice still turns the
 * wheel; `settled` puts the ball in the winning pocket (the page sets it when the turn has ended).
 */
export function RouletteWheel({
  number,
  spin,
  settled,
}: {
  number: number | null;
  spin: number;
  settled: boolean;
}) {
  const angle = number === null ? 0 : wheelAngle(spin, number);
  const still = reducedMotion();
  return (
    <div
      className="rl-wheel"
      data-testid="roulette-wheel"
      data-settled={settled ? 'true' : 'false'}
      aria-hidden="true"
    >
      <svg viewBox="0 0 200 200" width="200" height="200">
        <circle cx={R} cy={R} r="99" fill="#5d3a1a" />
        <g
          className="rl-wheel-face"
          style={{
            transform: `rotate(${angle}deg)`,
            transition: still ? 'none' : `transform ${WHEEL_MS}ms cubic-bezier(.15,.65,.2,1)`,
          }}
        >
          {FACE}
          <circle cx={R} cy={R} r="64" fill="#3b2410" stroke="#d4af37" strokeWidth="2" />
          {[0, 45, 90, 135].map((a) => (
            <path key={a} d={`M${point(a, 40)}L${point(a + 180, 40)}`} stroke="#d4af37" strokeWidth="3" />
          ))}
          <circle cx={R} cy={R} r="10" fill="#d4af37" />
        </g>
        <path d="M94,0L106,0L100,12Z" fill="#ffd54a" stroke="#000" strokeWidth=".5" />
        {settled && number !== null ? (
          <circle cx={R} cy="12" r="5" fill="#fff" stroke="#999" strokeWidth=".8" />
        ) : number !== null ? (
          <g className={still ? undefined : 'rl-ball-orbit'}>
            <circle cx={R} cy="8" r="5" fill="#fff" stroke="#999" strokeWidth=".8" />
          </g>
        ) : null}
      </svg>
    </div>
  );
}
