import { useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import { endpoints } from '../../../core/contract/endpoints';
import type { Round, RouletteBetInput } from '../../../core/contract/schemas/inhouse';
import { ROULETTE_RTP, rouletteColor, type RouletteBetKind } from '../../../core/games/roulette';
import { refreshBalance } from '../../platform/balance';
import { FairnessPanel } from './FairnessPanel';
import { gamesApi, newBetKey, useMoney } from './games-api';

const CHIPS = [10, 50, 100, 500, 1000];

interface Spot {
  kind: RouletteBetKind;
  numbers: number[];
}
const spotKey = (s: Spot) => `${s.kind}:${s.numbers.join('-')}`;

export default function RouletteGame() {
  const { t } = useLingui();
  const { money } = useMoney();
  const [chip, setChip] = useState(100);
  const [bets, setBets] = useState<Map<string, RouletteBetInput>>(new Map());
  const [busy, setBusy] = useState(false);
  const [last, setLast] = useState<Round | null>(null);
  const [version, setVersion] = useState(0);

  const place = (spot: Spot) => {
    setBets((prev) => {
      const next = new Map(prev);
      const key = spotKey(spot);
      const had = next.get(key);
      next.set(key, { ...spot, amount: (had?.amount ?? 0) + chip });
      return next;
    });
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
      setVersion((v) => v + 1);
      void refreshBalance();
    } catch {
      /* toasted */
    } finally {
      setBusy(false);
    }
  };

  const cell = (spot: Spot, label: string, name: string, className: string) => {
    const amount = on(spot);
    return (
      <button
        key={spotKey(spot)}
        type="button"
        className={`rl-cell ${className}`}
        aria-label={amount ? t`${name}, ${money(amount)} placed` : name}
        onClick={() => place(spot)}
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

  const result = last ? (last.result as { number: number }) : null;
  const colorName = (n: number) =>
    rouletteColor(n) === 'red' ? t`red` : rouletteColor(n) === 'black' ? t`black` : t`green`;

  return (
    <section className="game-panel game-roulette" aria-label="Roulette">
      <p className="game-rtp">{t`Return to player: ${(ROULETTE_RTP * 100).toFixed(2)}%`}</p>
      <div
        className={`rl-result ${result ? rouletteColor(result.number) : ''}`}
        data-testid="roulette-number"
      >
        {result ? result.number : '—'}
      </div>
      <p className="game-result" role="status" aria-live="polite">
        {last && result
          ? last.payout > 0
            ? t`${result.number} ${colorName(result.number)}: you won ${money(last.payout)}`
            : t`${result.number} ${colorName(result.number)}: no win`
          : ''}
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
          disabled={busy || bets.size === 0}
          onClick={() => void spin()}
        >
          {t`Spin`}
        </button>
      </div>
      <p className="fair-note">{t`Straight up pays 35 to 1, dozens and columns 2 to 1, red/black, odd/even and low/high 1 to 1. Zero loses every outside bet.`}</p>
      <FairnessPanel version={version} />
    </section>
  );
}
