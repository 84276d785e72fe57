import { useLingui } from '@lingui/react/macro';

/** The share-sheet steps that add the web app to an iPhone's home screen (a web clip). */
export function IosSteps({ name }: { name: string }) {
  const { t } = useLingui();
  return (
    <ol className="install-steps" aria-label={t`Add to Home Screen steps`}>
      <li>
        <span className="install-step-icon" aria-hidden="true">
          <ShareIcon />
        </span>
        <span>{t`Open this page in Safari and tap the Share button in the toolbar.`}</span>
      </li>
      <li>
        <span className="install-step-icon" aria-hidden="true">
          <PlusIcon />
        </span>
        <span>{t`Scroll down and tap "Add to Home Screen".`}</span>
      </li>
      <li>
        <span className="install-step-icon" aria-hidden="true">
          ✓
        </span>
        <span>{t`Tap "Add": ${name} appears on your home screen and opens full screen.`}</span>
      </li>
    </ol>
  );
}

/** The Android steps when the browser gives no install prompt (another browser, or the prompt was used). */
export function AndroidSteps({ name }: { name: string }) {
  const { t } = useLingui();
  return (
    <ol className="install-steps" aria-label={t`Install steps`}>
      <li>
        <span className="install-step-icon" aria-hidden="true">
          ⋮
        </span>
        <span>{t`Open this page in Chrome and tap the menu (three dots).`}</span>
      </li>
      <li>
        <span className="install-step-icon" aria-hidden="true">
          <PlusIcon />
        </span>
        <span>{t`Tap "Install app" or "Add to Home screen".`}</span>
      </li>
      <li>
        <span className="install-step-icon" aria-hidden="true">
          ✓
        </span>
        <span>{t`Confirm: ${name} opens from your home screen like any app.`}</span>
      </li>
    </ol>
  );
}

function PlusIcon() {
  return (
    <svg viewBox="0 0 24 24" width="18" height="18" fill="none" stroke="currentColor" strokeWidth="2">
      <rect x="4" y="4" width="16" height="16" rx="3" />
      <path d="M12 8v8M8 12h8" />
    </svg>
  );
}

function ShareIcon() {
  return (
    <svg viewBox="0 0 24 24" width="18" height="18" fill="none" stroke="currentColor" strokeWidth="2">
      <path d="M12 3v12M8 7l4-4 4 4" />
      <path d="M6 11H5v10h14V11h-1" />
    </svg>
  );
}
