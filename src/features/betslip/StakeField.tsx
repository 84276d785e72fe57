import { useEffect, useId, useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import { separatorsFor } from '../../../core/money/format';
import { parseMajorToMinor } from '../../../core/money/parse';
import { useSettings } from '../../app/stores/settings';
import { useMoney } from './use-money';

/** Minor units as the player types them: "5", "12,50" (the language's decimal separator, SPEC §5). */
export function stakeText(minor: number, decimal: string): string {
  const whole = Math.floor(minor / 100);
  const cents = minor % 100;
  return cents ? `${whole}${decimal}${String(cents).padStart(2, '0')}` : String(whole);
}

/**
 * A stake input in the currency's major units. The typed text is kept as typed; the slip gets minor units
 * (0 for anything that is not an amount, which the slip shows as "enter a stake").
 */
export function StakeField({
  label,
  value,
  currency,
  onChange,
  describedBy,
}: {
  label: string;
  value: number;
  currency: string;
  onChange: (minor: number) => void;
  describedBy?: string;
}) {
  const locale = useSettings((s) => s.locale);
  const { decimal } = separatorsFor(locale);
  const id = useId();
  const [text, setText] = useState(() => stakeText(value, decimal));
  // A quick amount (or a restored slip) changes the value from outside: show it unless it is what was typed.
  useEffect(() => {
    setText((typed) => (parseMajorToMinor(typed, currency) === value ? typed : stakeText(value, decimal)));
  }, [value, currency, decimal]);
  return (
    <span className="stake-field">
      <label htmlFor={id} className="visually-hidden">
        {label}
      </label>
      <input
        id={id}
        className="stake-input"
        inputMode="decimal"
        autoComplete="off"
        enterKeyHint="done"
        value={text}
        aria-describedby={describedBy}
        onChange={(e) => {
          setText(e.target.value);
          onChange(parseMajorToMinor(e.target.value, currency) ?? 0);
        }}
      />
    </span>
  );
}

/** SPEC §9 quick amounts: each chip sets the stake to its amount. */
export function QuickAmounts({
  amounts,
  currency,
  onPick,
}: {
  amounts: readonly number[];
  currency: string;
  onPick: (minor: number) => void;
}) {
  const { t } = useLingui();
  const money = useMoney();
  return (
    <div className="quick-amounts" role="group" aria-label={t`Quick amounts`}>
      {amounts.map((a) => (
        <button
          key={a}
          type="button"
          className="quick-amount"
          aria-label={money(a, currency)}
          onClick={() => onPick(a)}
        >
          {/* Whole amounts without their zero cents, so four chips fit a phone's width. */}
          {money(a, currency).replace(/[.,]00(?=\D*$)/, '')}
        </button>
      ))}
    </div>
  );
}
