import { useEffect, useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import { endpoints } from '../../../core/contract/endpoints';
import type { Round, RouletteBetInput } from '../../../core/contract/schemas/inhouse';
import {
  ROULETTE_RTP,
  coveredNumbers,
  isSplit,
  rouletteColor,
  type RouletteBetKind,
} from '../../../core/games/roulette';
import { refreshBalance } from '../../platform/balance';
import { FairnessPanel } from './FairnessPanel';
import { gamesApi, newBetKey, useMoney } from './games-api';
import { useReveal } from './motion/motion';
import { RouletteWheel, WHEEL_MS } from './motion/RouletteWheel';
import { playSound } from './motion/sound';

const CHIPS = [10, 50, 100, 500, 1000];

interface Spot {
  kind: RouletteBetKind;
  numbers: number[];
}
const spotKey = (s: Spot) => `${s.kind}:${s.numbers.join('-')}`;

/** What a tap on a number places, by the bet type picked above the table. */
type Mode = 'straight' | 'split' | 'street' | 'corner' | 'line';
const MODES: Mode[] = ['straight', 'split', 'street', 'corner', 'line'];

/** The street, corner or line a tapped number belongs to (core/games/roulette.ts anchors). */
function groupOf(mode: 'street' | 'corner' | 'line', n: number): Spot | null {
  if (n < 1) return null;
  const row = n - ((n - 1) % 3);
  if (mode === 'street') return { kind: 'street', numbers: [row] };
  if (mode === 'line') return { kind: 'line', numbers: [Math.min(row, 31)] };
  let a = (n - 1) % 3 === 2 ? n - 1 : n;
  if (a > 32) a -= 3;
  return { kind: 'corner', numbers: [a] };
}

export default function RouletteGame() {
  const { t } = useLingui();
  const { money } = useMoney();
  const [chip, setChip] = useState(100);
  const [bets, setBets] = useState<Map<string, RouletteBetInput>>(new Map());
  const [busy, setBusy] = useState(false);
  const [last, setLast] = useState<Round | null>(null);
  const [version, setVersion] = useState(0);
  const [spins, setSpins] = useState(0);
  const [mode, setMode] = useState<Mode>('straight');
  /** Split: the first number tapped, waiting for its neighbour. */
  const [pending, setPending] = useState<number | null>(null);
  const [hint, setHint] = useState('');

  const place = (spot: Spot) => {
    setBets((prev) => {
      const next = new Map(prev);
      const key = spotKey(spot);
      const had = next.get(key);
      next.set(key, { ...spot, amount: (had?.amount ?? 0) + chip });
      return next;
    });
  };
  const tapNumber = (n: number) => {
    if (mode === 'straight') return place({ kind: 'straight', numbers: [n] });
    if (mode === 'split') {
      if (pending === null) {
        setPending(n);
        setHint(t`Now tap a number next to ${n}.`);
      } else if (pending === n) {
        setPending(null);
        setHint('');
      } else if (isSplit(pending, n)) {
        place({ kind: 'split', numbers: [pending, n].sort((a, b) => a - b) });
        setPending(null);
        setHint('');
      } else setHint(t`${n} is not next to ${pending}. Tap a number next to it.`);
      return;
    }
    const spot = groupOf(mode, n);
    if (spot) place(spot);
    else setHint(t`Zero is not part of a street, corner or line.`);
  };
  const pickMode = (m: Mode) => {
    setMode(m);
    setPending(null);
    setHint('');
  };
  const modeName: Record<Mode, string> = {
    straight: t`Straight`,
    split: t`Split`,
    street: t`Street`,
    corner: t`Corner`,
    line: t`Line`,
  };
  /** A placed bet's name in the bet list. */
  const betName = (b: RouletteBetInput): string => {
    const covered = coveredNumbers(b) ?? [];
    const first = covered[0] ?? 0;
    const lastOf = covered[covered.length - 1] ?? 0;
    switch (b.kind) {
      case 'straight': {
        const n = first;
        return t`Number ${n}`;
      }
      case 'split':
        return t`Split ${first} and ${lastOf}`;
      case 'street':
        return t`Street ${first} to ${lastOf}`;
      case 'corner': {
        const numbers = covered.join(', ');
        return t`Corner ${numbers}`;
      }
      case 'line':
        return t`Line ${first} to ${lastOf}`;
      case 'dozen': {
        const d = b.numbers[0] ?? 0;
        return t`Dozen ${d}`;
      }
      case 'column': {
        const c = b.numbers[0] ?? 0;
        return t`Column ${c}`;
      }
      case 'red':
        return t`Red`;
      case 'black':
        return t`Black`;
      case 'odd':
        return t`Odd`;
      case 'even':
        return t`Even`;
      case 'low':
        return t`Low, 1 to 18`;
      default:
        return t`High, 19 to 36`;
    }
  };
  const total = [...bets.values()].reduce((s, b) => s + b.amount, 0);
  const on = (spot: Spot) => bets.get(spotKey(spot))?.amount ?? 0;

  const spin = async () => {
    if (bets.size === 0) return;
    setBusy(true);
    try {
      const r = await gamesApi.call(endpoints.inhouseRoulettePlay, {
        key: newBetKey(),
        bets: [...bets.values()],
      });
      setLast(r);
      setSpins((n) => n + 1);
      setVersion((v) => v + 1);
      playSound('spin');
      void refreshBalance();
    } catch {
      /* toasted */
    } finally {
      setBusy(false);
    }
  };

  const cell = (spot: Spot, label: string, name: string, className: string) => {
    const amount = on(spot);
    const n = spot.kind === 'straight' ? spot.numbers[0]! : null;
    return (
      <button
        key={spotKey(spot)}
        type="button"
        className={`rl-cell ${className}${n !== null && n === pending ? ' pending' : ''}`}
        aria-label={amount ? t`${name}, ${money(amount)} placed` : name}
        aria-pressed={n !== null && mode === 'split' ? n === pending : undefined}
        onClick={() => (n === null ? place(spot) : tapNumber(n))}
      >
        {label}
        {amount > 0 && (
          <span className="rl-chip" aria-hidden="true">
            {money(amount)}
          </span>
        )}
      </button>
    );
  };

  const landed = last ? (last.result as { number: number }) : null;
  // The number and the win show when the wheel has stopped (at once under reduced motion).
  const settled = useReveal(last ? last.round_id : null, WHEEL_MS);
  const result = settled ? landed : null;
  useEffect(() => {
    if (settled && last) playSound(last.payout > 0 ? 'win' : 'lose');
  }, [settled, last]);
  const colorName = (n: number) =>
    rouletteColor(n) === 'red' ? t`red` : rouletteColor(n) === 'black' ? t`black` : t`green`;

  return (
    <section className="game-panel game-roulette" aria-label="Roulette">
      <p className="game-rtp">{t`Return to player: ${(ROULETTE_RTP * 100).toFixed(2)}%`}</p>
      <div className="rl-stage">
        <RouletteWheel number={landed?.number ?? null} spin={spins} settled={settled} />
        <div
          className={`rl-result ${result ? rouletteColor(result.number) : ''}`}
          data-testid="roulette-number"
        >
          {result ? result.number : '—'}
        </div>
      </div>
      <p className="game-result" role="status" aria-live="polite">
        {last && result
          ? last.payout > 0
            ? t`${result.number} ${colorName(result.number)}: you won ${money(last.payout)}`
            : t`${result.number} ${colorName(result.number)}: no win`
          : ''}
      </p>
      <div className="rl-modes" role="radiogroup" aria-label={t`Bet type`}>
        {MODES.map((m) => (
          <button
            key={m}
            type="button"
            role="radio"
            aria-checked={mode === m}
            className={mode === m ? 'rl-mode active' : 'rl-mode'}
            onClick={() => pickMode(m)}
          >
            {modeName[m]}
          </button>
        ))}
      </div>
      <p className="rl-hint" aria-live="polite">
        {hint ||
          {
            straight: t`Tap a number to bet on it.`,
            split: t`Tap two neighbouring numbers.`,
            street: t`Tap a number: the chip goes on its row of three.`,
            corner: t`Tap a number: the chip goes on the block of four it starts.`,
            line: t`Tap a number: the chip goes on its row and the next, six numbers.`,
          }[mode]}
      </p>
      <div className="rl-table" role="group" aria-label={t`Roulette table`}>
        {cell({ kind: 'straight', numbers: [0] }, '0', t`Number 0`, 'green rl-zero')}
        <div className="rl-numbers">
          {Array.from({ length: 36 }, (_, i) => i + 1).map((n) =>
            cell({ kind: 'straight', numbers: [n] }, String(n), t`Number ${n}`, rouletteColor(n)),
          )}
        </div>
        <div className="rl-columns">
          {[1, 2, 3].map((c) => cell({ kind: 'column', numbers: [c] }, '2:1', t`Column ${c}`, 'outside'))}
        </div>
      </div>
      <div className="rl-outside">
        {[1, 2, 3].map((d) => cell({ kind: 'dozen', numbers: [d] }, t`Dozen ${d}`, t`Dozen ${d}`, 'outside'))}
        {cell({ kind: 'low', numbers: [] }, '1–18', t`Low, 1 to 18`, 'outside')}
        {cell({ kind: 'even', numbers: [] }, t`Even`, t`Even`, 'outside')}
        {cell({ kind: 'red', numbers: [] }, t`Red`, t`Red`, 'outside red')}
        {cell({ kind: 'black', numbers: [] }, t`Black`, t`Black`, 'outside black')}
        {cell({ kind: 'odd', numbers: [] }, t`Odd`, t`Odd`, 'outside')}
        {cell({ kind: 'high', numbers: [] }, '19–36', t`High, 19 to 36`, 'outside')}
      </div>
      <div className="rl-chips" role="radiogroup" aria-label={t`Chip value`}>
        {CHIPS.map((c) => (
          <button
            key={c}
            type="button"
            role="radio"
            aria-checked={chip === c}
            className={chip === c ? 'rl-chip-pick active' : 'rl-chip-pick'}
            onClick={() => setChip(c)}
          >
            {money(c)}
          </button>
        ))}
      </div>
      {bets.size > 0 && (
        <ul className="rl-bets" aria-label={t`Your bets`}>
          {[...bets.entries()].map(([key, b]) => (
            <li key={key}>
              <span>{betName(b)}</span>
              <span>{money(b.amount)}</span>
            </li>
          ))}
        </ul>
      )}
      <p className="game-total">{t`Total bet: ${money(total)}`}</p>
      <div className="game-buttons">
        <button
          type="button"
          className="button button-secondary"
          disabled={busy || bets.size === 0}
          onClick={() => setBets(new Map())}
        >
          {t`Clear bets`}
        </button>
        <button
          type="button"
          className="button button-primary game-main"
          disabled={busy || !settled || bets.size === 0}
          onClick={() => void spin()}
        >
          {t`Spin`}
        </button>
      </div>
      <p className="fair-note">{t`Straight up pays 35 to 1, split 17 to 1, street 11 to 1, corner 8 to 1, line 5 to 1, dozens and columns 2 to 1, red/black, odd/even and low/high 1 to 1. Zero loses every outside bet.`}</p>
      <FairnessPanel version={version} />
    </section>
  );
}
