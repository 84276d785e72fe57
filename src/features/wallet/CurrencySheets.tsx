import { useCallback, useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import { currencyInfo } from '../../../core/money/currencies';
import { useSettings } from '../../app/stores/settings';
import { Sheet } from './Sheet';
import { useMoney, useWalletCurrency } from './money';
import { useBalanceLines } from '../../platform/balance';

/** "Don't ask again" for the currency change prompt (SPEC §4 Currency selection: the player may opt out). */
export const CURRENCY_PROMPT_OFF_KEY = 'currency_prompt_off';

/** Local message caches (top bar, message list) are per currency; they start over after a switch. */
const MESSAGE_CACHE_PREFIXES = ['message', 'msg_', 'top_bar'];

function promptOff(): boolean {
  try {
    return window.localStorage.getItem(CURRENCY_PROMPT_OFF_KEY) === '1';
  } catch {
    return false;
  }
}

export function clearMessageCache(storage: Storage = window.localStorage): void {
  try {
    const keys: string[] = [];
    for (let i = 0; i < storage.length; i++) {
      const key = storage.key(i);
      // A brand's own values are filed as `<brand>:<key>` (platform/storage): look past the brand.
      const name = key?.replace(/^[a-z0-9_]+:/, '');
      if (key && name && MESSAGE_CACHE_PREFIXES.some((p) => name.startsWith(p))) keys.push(key);
    }
    for (const key of keys) storage.removeItem(key);
  } catch {
    // nothing cached
  }
}

/**
 * SPEC §4 Currency selection: store the new currency, clear the message cache and reload, so every screen
 * (and the engine's topics) starts over in the new currency.
 */
export function applyCurrency(code: string, reload: () => void = () => window.location.reload()): void {
  useSettings.getState().setCurrency(code);
  clearMessageCache();
  reload();
}

/**
 * The multi-currency brand's currency chip: opens the currency select sheet (the crypto list with the
 * player's balance in each); picking another currency asks in the change sheet first, unless the player
 * opted out ("Don't ask again").
 */
export function CurrencyPicker({
  currencies,
  reload,
  compact = false,
}: {
  currencies: readonly string[];
  reload?: () => void;
  /** The header's small chip instead of a labelled form field. */
  compact?: boolean;
}) {
  const { t } = useLingui();
  const current = useWalletCurrency();
  const balances = useBalanceLines();
  const money = useMoney();
  const [selectOpen, setSelectOpen] = useState(false);
  const [asking, setAsking] = useState<string | null>(null);
  const [dontAsk, setDontAsk] = useState(false);
  const closeSelect = useCallback(() => setSelectOpen(false), []);
  const closeAsk = useCallback(() => {
    setAsking(null);
    setSelectOpen(false);
  }, []);

  const pick = (code: string) => {
    if (code === current) return setSelectOpen(false);
    if (promptOff()) {
      setSelectOpen(false);
      applyCurrency(code, reload);
    } else setAsking(code);
  };
  const confirm = () => {
    if (!asking) return;
    if (dontAsk) {
      try {
        window.localStorage.setItem(CURRENCY_PROMPT_OFF_KEY, '1');
      } catch {
        // asked again next time
      }
    }
    const code = asking;
    setAsking(null);
    setSelectOpen(false);
    applyCurrency(code, reload);
  };
  const balanceIn = (code: string) =>
    balances?.find((b) => b.currency.toUpperCase() === code.toUpperCase())?.total ?? 0;

  return (
    <>
      {compact ? (
        <button
          type="button"
          className="currency-chip"
          onClick={() => setSelectOpen(true)}
          aria-haspopup="dialog"
          aria-label={t`Currency: ${current}`}
        >
          {current} <span aria-hidden="true">▾</span>
        </button>
      ) : (
        <div className="field">
          <span className="field-label">{t`Currency`}</span>
          <button
            type="button"
            className="wallet-select"
            onClick={() => setSelectOpen(true)}
            aria-haspopup="dialog"
            aria-label={t`Currency: ${current}`}
          >
            <span>{current}</span>
            <span aria-hidden="true">▾</span>
          </button>
        </div>
      )}
      {/* One sheet for both steps: two dialogs would each push and pop a history entry for the back key. */}
      <Sheet
        open={selectOpen || asking !== null}
        title={asking !== null ? t`Change currency` : t`Choose a currency`}
        onClose={asking !== null ? closeAsk : closeSelect}
      >
        {asking === null ? (
          <div role="radiogroup" aria-label={t`Currency`} className="option-stack">
            {currencies.map((code) => (
              <button
                key={code}
                type="button"
                role="radio"
                aria-checked={code === current}
                className="sheet-option"
                onClick={() => pick(code)}
              >
                <span>
                  {code}
                  {currencyInfo(code)?.symbol && currencyInfo(code)?.symbol !== code
                    ? ` · ${currencyInfo(code)?.symbol}`
                    : ''}
                </span>
                <span className="sheet-option-value">{money(balanceIn(code), code)}</span>
              </button>
            ))}
          </div>
        ) : (
          <>
            <p className="wallet-note">
              {t`Switch from ${current} to ${asking}? The page reloads and shows your ${asking} balance.`}
            </p>
            <label className="wallet-check">
              <input type="checkbox" checked={dontAsk} onChange={(e) => setDontAsk(e.target.checked)} />
              <span>{t`Don't ask again`}</span>
            </label>
            <div className="confirm-actions">
              <button type="button" className="button button-secondary" onClick={closeAsk}>
                {t`Cancel`}
              </button>
              <button type="button" className="button button-primary" onClick={confirm}>
                {t`Switch`}
              </button>
            </div>
          </>
        )}
      </Sheet>
    </>
  );
}
