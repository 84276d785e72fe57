import { ChevronRightIcon } from '../../ui/icons';
import { Link } from 'react-router-dom';
import { useLingui } from '@lingui/react/macro';
import { LOCALE_NAMES } from '../../../core/i18n/locales';
import { useBrand } from '../../app/stores/brand';
import { useSettings } from '../../app/stores/settings';
import { StorageKey, readStored } from '../../platform/storage';
import { Page } from '../../ui/Page';
import { OddsFormatSetting } from './OddsFormatSetting';
import './settings.css';

/**
 * /setting: the player's preferences — language (its own page), responsible gaming, the look of the app (the
 * UI version switch, SPEC §4, issue #20), installing the app, and the odds format.
 */
export default function SettingPage() {
  const { t } = useLingui();
  const locale = useSettings((s) => s.locale);
  const brandNewUi = useBrand((s) => s.brand.flags.uiV3);
  // The look last chosen on this device (switch/handle stores it), else the brand's own.
  const stored = readStored(StorageKey.uiNew);
  const newUi = stored === null ? brandNewUi : stored === '1';
  return (
    <Page title={t`Settings`}>
      <nav className="option-list" aria-label={t`General`}>
        <Link to="/setting/language" className="option-row">
          <span className="option-name">{t`Language`}</span>
          <span className="option-value">{LOCALE_NAMES[locale]}</span>
          <ChevronRightIcon width="18" height="18" />
        </Link>
        <Link to="/setting/responsible-gaming" className="option-row">
          <span className="option-name">{t`Responsible gaming`}</span>
          <span className="option-value">{t`Limits and breaks`}</span>
          <ChevronRightIcon width="18" height="18" />
        </Link>
        <Link to="/activity/ui-switch-reward" className="option-row">
          <span className="option-name">{t`App look`}</span>
          <span className="option-value">{newUi ? t`New` : t`Classic`}</span>
          <ChevronRightIcon width="18" height="18" />
        </Link>
        <Link to="/download" className="option-row">
          <span className="option-name">{t`Install the app`}</span>
          <ChevronRightIcon width="18" height="18" />
        </Link>
      </nav>
      <OddsFormatSetting />
    </Page>
  );
}
