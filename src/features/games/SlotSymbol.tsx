import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { SlotSymbol } from '../../../core/games/slot';

/** Symbol names for screen readers and the paytable. */
export const SYMBOL_NAMES: Record<SlotSymbol, MessageDescriptor> = {
  wild: msg`Wild`,
  scatter: msg`Scatter`,
  seven: msg`Seven`,
  bell: msg`Bell`,
  melon: msg`Melon`,
  grape: msg`Grape`,
  plum: msg`Plum`,
  orange: msg`Orange`,
  lemon: msg`Lemon`,
  cherry: msg`Cherry`,
};

/** Drawn symbols (no emoji font needed). */
export function SymbolIcon({ symbol }: { symbol: SlotSymbol }) {
  switch (symbol) {
    case 'wild':
      return (
        <svg viewBox="0 0 48 48" aria-hidden="true">
          <path
            d="M24 4l6 13 14 1-11 9 4 14-13-8-13 8 4-14L4 18l14-1z"
            fill="#facc15"
            stroke="#a16207"
            strokeWidth="2"
          />
          <text x="24" y="31" textAnchor="middle" fontSize="9" fontWeight="800" fill="#713f12">
            WILD
          </text>
        </svg>
      );
    case 'scatter':
      return (
        <svg viewBox="0 0 48 48" aria-hidden="true">
          <path d="M24 4l16 14-16 26L8 18z" fill="#38bdf8" stroke="#0369a1" strokeWidth="2" />
          <path d="M8 18h32M24 4l-6 14 6 26 6-26z" fill="none" stroke="#e0f2fe" strokeWidth="1.5" />
        </svg>
      );
    case 'seven':
      return (
        <svg viewBox="0 0 48 48" aria-hidden="true">
          <text
            x="24"
            y="40"
            textAnchor="middle"
            fontSize="40"
            fontWeight="900"
            fill="#ef4444"
            stroke="#7f1d1d"
            strokeWidth="1.5"
          >
            7
          </text>
        </svg>
      );
    case 'bell':
      return (
        <svg viewBox="0 0 48 48" aria-hidden="true">
          <path
            d="M24 6c-9 0-13 8-13 16v8l-4 6h34l-4-6v-8c0-8-4-16-13-16z"
            fill="#fbbf24"
            stroke="#92400e"
            strokeWidth="2"
          />
          <circle cx="24" cy="40" r="4" fill="#92400e" />
        </svg>
      );
    case 'melon':
      return (
        <svg viewBox="0 0 48 48" aria-hidden="true">
          <path d="M4 16h40a20 20 0 0 1-40 0z" fill="#16a34a" />
          <path d="M8 16h32a16 16 0 0 1-32 0z" fill="#f87171" />
          <circle cx="18" cy="22" r="1.6" fill="#111" />
          <circle cx="26" cy="26" r="1.6" fill="#111" />
          <circle cx="32" cy="21" r="1.6" fill="#111" />
        </svg>
      );
    case 'grape':
      return (
        <svg viewBox="0 0 48 48" aria-hidden="true">
          {[
            [18, 14],
            [30, 14],
            [24, 20],
            [14, 22],
            [34, 22],
            [19, 29],
            [29, 29],
            [24, 37],
          ].map(([cx, cy]) => (
            <circle
              key={`${cx}-${cy}`}
              cx={cx}
              cy={cy}
              r="6"
              fill="#7c3aed"
              stroke="#3b0764"
              strokeWidth="1"
            />
          ))}
          <path d="M24 8V3" stroke="#15803d" strokeWidth="3" />
        </svg>
      );
    case 'plum':
      return (
        <svg viewBox="0 0 48 48" aria-hidden="true">
          <ellipse cx="24" cy="27" rx="15" ry="16" fill="#9333ea" stroke="#4c1d95" strokeWidth="2" />
          <path d="M24 11c2-5 8-6 11-4-3 3-7 4-11 4z" fill="#22c55e" />
        </svg>
      );
    case 'orange':
      return (
        <svg viewBox="0 0 48 48" aria-hidden="true">
          <circle cx="24" cy="26" r="17" fill="#f97316" stroke="#9a3412" strokeWidth="2" />
          <path d="M24 9c3-4 8-4 10-2-3 3-7 3-10 2z" fill="#22c55e" />
        </svg>
      );
    case 'lemon':
      return (
        <svg viewBox="0 0 48 48" aria-hidden="true">
          <ellipse cx="24" cy="24" rx="19" ry="13" fill="#fde047" stroke="#a16207" strokeWidth="2" />
        </svg>
      );
    case 'cherry':
      return (
        <svg viewBox="0 0 48 48" aria-hidden="true">
          <path
            d="M16 30C18 16 26 8 34 6M32 30c0-10-2-18 2-24"
            stroke="#15803d"
            strokeWidth="2.5"
            fill="none"
          />
          <circle cx="15" cy="34" r="9" fill="#dc2626" stroke="#7f1d1d" strokeWidth="1.5" />
          <circle cx="33" cy="35" r="9" fill="#dc2626" stroke="#7f1d1d" strokeWidth="1.5" />
        </svg>
      );
  }
}
