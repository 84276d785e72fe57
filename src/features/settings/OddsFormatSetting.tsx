import { useLingui } from '@lingui/react/macro';
import { formatOdds } from '../../../core/odds/american';
import { useSettings, type OddsFormat } from '../../app/stores/settings';
import { CheckIcon } from '../../ui/icons-more';
import './settings.css';

const FORMATS: OddsFormat[] = ['decimal', 'american'];
/** Sample prices for the examples beside each choice: one favourite, one outsider. */
const SAMPLES = [1.5, 2.5];

/**
 * The odds format (SPEC §9 American odds): decimal or American, applied at once to every match card and the
 * match detail, and remembered (settings store, localStorage).
 */
export function OddsFormatSetting() {
  const { t } = useLingui();
  const format = useSettings((s) => s.oddsFormat);
  const setFormat = useSettings((s) => s.setOddsFormat);
  const names: Record<OddsFormat, string> = { decimal: t`Decimal`, american: t`American` };
  return (
    <section className="setting-section" aria-labelledby="odds-format-title">
      <h2 id="odds-format-title" className="setting-section-title">
        {t`Odds format`}
      </h2>
      <div className="option-list" role="radiogroup" aria-labelledby="odds-format-title">
        {FORMATS.map((f) => (
          <label key={f} className="option-row">
            <input
              type="radio"
              name="odds-format"
              value={f}
              checked={format === f}
              onChange={() => setFormat(f)}
              className="option-input"
              aria-label={names[f]}
            />
            <span className="option-name">{names[f]}</span>
            <span className="option-value" aria-hidden="true">
              {SAMPLES.map((o) => formatOdds(o, f)).join(' / ')}
            </span>
            {format === f && <CheckIcon className="option-check" width="20" height="20" />}
          </label>
        ))}
      </div>
    </section>
  );
}
