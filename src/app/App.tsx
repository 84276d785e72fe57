import { BrowserRouter } from 'react-router-dom';
import { I18nProvider } from '@lingui/react';
import { i18n } from '@lingui/core';
import { CrashBoundary, type CrashDetails } from './crash/CrashBoundary';
import { AppRoutes } from './routes';
import { useBrand } from './stores/brand';
import { StorageKey, readStored } from '../platform/storage';

const crashLang = () => document.documentElement.lang || 'en';
const crashCountry = () => readStored(StorageKey.country) || useBrand.getState().brand.country || 'BR';

export function App({ reportCrash }: { reportCrash: (details: CrashDetails) => void }) {
  return (
    <CrashBoundary lang={crashLang} country={crashCountry} report={reportCrash}>
      <I18nProvider i18n={i18n}>
        <BrowserRouter>
          <AppRoutes />
        </BrowserRouter>
      </I18nProvider>
    </CrashBoundary>
  );
}
