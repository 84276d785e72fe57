import { useEffect, useId, useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import { endpoints } from '../../../core/contract/endpoints';
import type { Round } from '../../../core/contract/schemas/inhouse';
import { DICE_RTP, diceMultiplier, diceWinCount, type DiceMode } from '../../../core/games/dice';
import { parseMajorToMinor } from '../../../core/money/parse';
import { refreshBalance } from '../../platform/balance';
import { FairnessPanel } from './FairnessPanel';
import { gamesApi, newBetKey, useMoney } from './games-api';
import { useReveal } from './motion/motion';
import { playSound } from './motion/sound';

/** How long the marker slides to the roll before the result shows. */
const ROLL_MS = 650;

const pct = (hundredths: number) => (hundredths / 100).toFixed(2);

export default function DiceGame() {
  const { t } = useLingui();
  const { currency, money } = useMoney();
  const [mode, setMode] = useState<DiceMode>('under');
  const [target, setTarget] = useState(5000);
  const [amount, setAmount] = useState('1.00');
  const [busy, setBusy] = useState(false);
  const [last, setLast] = useState<Round | null>(null);
  const [version, setVersion] = useState(0);
  const sliderId = useId();
  const amountId = useId();

  const count = diceWinCount({ mode, target });
  const stake = parseMajorToMinor(amount, currency);
  const multiplier = count ? diceMultiplier(count) / 10_000 : 0;
  const rolled = last ? (last.result as { roll: number; win: boolean }) : null;
  // The marker slides to the roll; the number and the win show when it arrives (at once: reduced motion).
  const revealed = useReveal(last ? last.round_id : null, ROLL_MS);
  const roll = revealed ? rolled : null;
  useEffect(() => {
    if (revealed && last) playSound(last.payout > 0 ? 'win' : 'lose');
  }, [revealed, last]);

  const play = async () => {
    if (!count || stake === null || stake <= 0) return;
    setBusy(true);
    try {
      const r = await gamesApi.call(endpoints.inhouseDicePlay, {
        key: newBetKey(),
        amount: stake,
        mode,
        target,
      });
      setLast(r);
      playSound('spin');
      setVersion((v) => v + 1);
      void refreshBalance();
    } catch {
      /* toasted */
    } finally {
      setBusy(false);
    }
  };

  return (
    <section className="game-panel game-dice" aria-label="Dice">
      <p className="game-rtp">{t`Return to player: ${(DICE_RTP * 100).toFixed(2)}%`}</p>
      <div
        className={roll ? (roll.win ? 'dice-roll win' : 'dice-roll lose') : 'dice-roll'}
        data-testid="dice-roll"
      >
        {roll ? pct(roll.roll) : rolled ? '…' : '—'}
      </div>
      <div
        className={mode === 'over' ? 'dice-track over' : 'dice-track'}
        style={{ ['--split' as string]: `${target / 100}%` }}
        aria-hidden="true"
      >
        <span
          className="dice-marker"
          data-testid="dice-marker"
          style={{ left: `${(rolled?.roll ?? 5000) / 100}%` }}
        >
          {roll ? pct(roll.roll) : rolled ? '' : '50.00'}
        </span>
      </div>
      <p className="game-result" role="status" aria-live="polite">
        {last && roll
          ? roll.win
            ? t`Rolled ${pct(roll.roll)}: you won ${money(last.payout)}`
            : t`Rolled ${pct(roll.roll)}: no win`
          : ''}
      </p>
      <div className="segmented" role="radiogroup" aria-label={t`Roll`}>
        <button
          type="button"
          role="radio"
          aria-checked={mode === 'under'}
          className="segmented-item"
          onClick={() => {
            setMode('under');
            setTarget((v) => Math.min(9500, Math.max(100, v)));
          }}
        >
          {t`Roll under`}
        </button>
        <button
          type="button"
          role="radio"
          aria-checked={mode === 'over'}
          className="segmented-item"
          onClick={() => {
            setMode('over');
            setTarget((v) => Math.min(9899, Math.max(499, v)));
          }}
        >
          {t`Roll over`}
        </button>
      </div>
      <label htmlFor={sliderId} className="field-label">
        {mode === 'under' ? t`Roll under ${pct(target)}` : t`Roll over ${pct(target)}`}
      </label>
      <input
        id={sliderId}
        type="range"
        className="dice-slider"
        min={mode === 'under' ? 100 : 499}
        max={mode === 'under' ? 9500 : 9899}
        step={1}
        value={target}
        aria-valuetext={pct(target)}
        onChange={(e) => setTarget(Number(e.target.value))}
      />
      <dl className="dice-stats">
        <div>
          <dt>{t`Win chance`}</dt>
          <dd>{count ? `${pct(count)}%` : '—'}</dd>
        </div>
        <div>
          <dt>{t`Multiplier`}</dt>
          <dd>{count ? `${multiplier.toFixed(4)}x` : '—'}</dd>
        </div>
      </dl>
      <div className="game-field">
        <label htmlFor={amountId} className="field-label">
          {t`Bet amount`}
        </label>
        <input
          id={amountId}
          className="game-input"
          inputMode="decimal"
          value={amount}
          aria-invalid={stake === null}
          onChange={(e) => setAmount(e.target.value)}
        />
      </div>
      <button
        type="button"
        className="button button-primary game-main"
        disabled={busy || !revealed || !count || stake === null || stake <= 0}
        onClick={() => void play()}
      >
        {t`Roll`}
      </button>
      <FairnessPanel version={version} />
    </section>
  );
}
