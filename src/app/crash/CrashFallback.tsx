import { crashTexts } from './crash-texts';
import { AlertIcon } from '../../ui/icons';

/** The Report Issue page lives outside the app so it works when the app does not (SPEC §2). */
export function feedbackUrl(country: string): string {
  return `/outer/error_feedback/index.html?country=${encodeURIComponent(country)}`;
}

/**
 * SPEC §2/§8 crash fallback: full screen, dark, a title, two tips, Refresh and Report Issue. It uses no
 * router, store or lingui hook, so it renders whatever broke.
 */
export function CrashFallback({ lang, country }: { lang: string; country: string }) {
  const texts = crashTexts(lang);
  return (
    <div className="crash" role="alert" lang={lang}>
      <AlertIcon className="crash-icon" width="48" height="48" />
      <h1 className="crash-title">{texts.title}</h1>
      {texts.tips.map((tip) => (
        <p key={tip} className="crash-tip">
          {tip}
        </p>
      ))}
      <div className="crash-actions">
        <button type="button" className="button button-primary" onClick={() => window.location.reload()}>
          {texts.refresh}
        </button>
        <button
          type="button"
          className="button button-secondary"
          onClick={() => window.open(feedbackUrl(country), '_blank', 'noopener')}
        >
          {texts.report}
        </button>
      </div>
    </div>
  );
}
