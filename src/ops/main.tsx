/** The operator console's entry (ops.html, its own build: vite.ops.config.ts). Never loaded by the player app. */
import { I18nProvider } from '@lingui/react';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { activate, i18n } from './i18n';
import { OpsApp } from './OpsApp';
import './ops.css';

void activate().then(() => {
  createRoot(document.getElementById('ops-root')!).render(
    <StrictMode>
      <I18nProvider i18n={i18n}>
        <BrowserRouter basename="/ops">
          <OpsApp />
        </BrowserRouter>
      </I18nProvider>
    </StrictMode>,
  );
});
