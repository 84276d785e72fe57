import { useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import { LOCALES, LOCALE_NAMES, type Locale } from '../../../core/i18n/locales';
import { changeLocale } from '../../app/i18n';
import { useSettings } from '../../app/stores/settings';
import { Page } from '../../ui/Page';
import { showToast } from '../../ui/toast';
import { CheckIcon } from '../../ui/icons-more';
import './settings.css';

/** /setting/language: the eight languages by their own names; a choice applies at once and is remembered. */
export default function LanguagePage() {
  const { t } = useLingui();
  const locale = useSettings((s) => s.locale);
  const [pending, setPending] = useState<Locale | null>(null);
  const choose = async (next: Locale) => {
    if (next === locale) return;
    setPending(next);
    try {
      await changeLocale(next);
    } catch {
      showToast(t`This language could not be loaded. Check your connection and try again.`, 'error');
    } finally {
      setPending(null);
    }
  };
  return (
    <Page title={t`Language`}>
      <div className="option-list" role="radiogroup" aria-label={t`Language`}>
        {LOCALES.map((code) => {
          const checked = (pending ?? locale) === code;
          return (
            <label key={code} className="option-row" lang={code}>
              <input
                type="radio"
                name="language"
                value={code}
                checked={checked}
                onChange={() => void choose(code)}
                className="option-input"
              />
              <span className="option-name">{LOCALE_NAMES[code]}</span>
              {checked && <CheckIcon className="option-check" width="20" height="20" />}
            </label>
          );
        })}
      </div>
    </Page>
  );
}
