import { ChevronRightIcon } from '../../ui/icons';
import { Link } from 'react-router-dom';
import { useLingui } from '@lingui/react/macro';
import { LOCALE_NAMES } from '../../../core/i18n/locales';
import { useSettings } from '../../app/stores/settings';
import { Page } from '../../ui/Page';
import { OddsFormatSetting } from './OddsFormatSetting';
import './settings.css';

/** /setting: the player's preferences — language (its own page) and the odds format. */
export default function SettingPage() {
  const { t } = useLingui();
  const locale = useSettings((s) => s.locale);
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
      </nav>
      <OddsFormatSetting />
    </Page>
  );
}
