import { BrowserRouter } from '../platform/router';
import { I18nProvider } from '@lingui/react';
import { i18n } from '@lingui/core';
import { CrashBoundary, type CrashDetails } from './crash/CrashBoundary';
import { Layout } from './layout/Layout';
import { useBrand } from './stores/brand';
import { StorageKey, readStored } from '../platform/storage';

const crashLang = () => document.documentElement.lang || 'en';
const crashCountry = () => readStored(StorageKey.country) || useBrand.getState().brand.country || 'BR';

export function App({ reportCrash }: { reportCrash: (details: CrashDetails) => void }) {
  return (
    <CrashBoundary lang={crashLang} country={crashCountry} report={reportCrash}>
      <I18nProvider i18n={i18n}>
        <BrowserRouter>
          <Layout />
        </BrowserRouter>
      </I18nProvider>
    </CrashBoundary>
  );
}
