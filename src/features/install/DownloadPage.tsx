import { useEffect, useState } from 'react';
import { Link, useLocation, useSearchParams } from 'react-router-dom';
import { useLingui } from '@lingui/react/macro';
import { dynConfig, pwaIndex } from '../../../core/contract/endpoints-core';
import type { PwaIndex } from '../../../core/contract';
import { Page } from '../../ui/Page';
import { PageSkeleton } from '../../ui/PageSkeleton';
import { EmptyState } from '../../ui/EmptyState';
import { useBrand } from '../../app/stores/brand';
import { quietApi } from '../../platform/api';
import { BannedGuideModal } from './InstallDialogs';
import { AndroidSteps, IosSteps } from './IosSteps';
import { iconOf, promptInstall, useBrandManifest, useInstallView } from './install-hooks';
import './install.css';

/** Which download page: /download (and #/download), /new-download, /brg-download, /download/ios, the landing and its detail. */
export type DownloadVariant = 'download' | 'new' | 'brg' | 'ios' | 'land' | 'detail';

/** The operator's APK link (dynamic config `apk_download_url`, switched on), if any. */
function useApkUrl(): string | null {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    quietApi.call(dynConfig, { keys: ['apk_download_url'] }).then(
      (r) => {
        const c = r.configs.apk_download_url;
        if (live && c?.switch && /^(https?:\/\/|\/)/.test(c.result)) setUrl(c.result);
      },
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, []);
  return url;
}

/**
 * The download pages (SPEC §2): each shows the way to get the app on this device — the browser's install
 * prompt on Android (or the operator's APK, or the menu steps when the browser gives no prompt), the
 * share-sheet steps on iPhone — and says so when the app already runs installed. A brand flagged banned
 * shows the banned guide first (SPEC §6).
 */
export default function DownloadPage({ variant }: { variant: DownloadVariant }) {
  const { t } = useLingui();
  const { pathname } = useLocation();
  const [query] = useSearchParams();
  const name = useBrand((s) => s.brand.name);
  const view = useInstallView();
  const { manifest, failed, retry } = useBrandManifest();
  const apkUrl = useApkUrl();
  const [bannedSeen, setBannedSeen] = useState(false);
  const [status, setStatus] = useState<'idle' | 'accepted' | 'dismissed'>('idle');
  const [tab, setTab] = useState<'android' | 'ios'>(
    view.platform === 'ios' || variant === 'ios' ? 'ios' : 'android',
  );
  const nick = query.get('nick');
  const firstRegist = query.get('first_regist') === '1' || query.get('first_regist') === 'true';
  const title =
    variant === 'ios'
      ? t`Install on iPhone`
      : variant === 'land' || variant === 'detail'
        ? t`Get the app`
        : t`Download the app`;
  if (failed && !manifest)
    return (
      <Page title={title}>
        <EmptyState
          title={t`The app details did not load`}
          action={
            <button type="button" className="button button-primary" onClick={retry}>
              {t`Try again`}
            </button>
          }
        />
      </Page>
    );
  if (!manifest)
    return (
      <Page title={title}>
        <PageSkeleton rows={4} />
      </Page>
    );
  const icon = iconOf(manifest);
  const appName = manifest.name || name;
  const installedNow = view.standalone || view.installed || status === 'accepted';
  const ios = variant === 'ios' || (variant === 'detail' ? tab === 'ios' : view.platform === 'ios');
  const install = async () =>
    setStatus((await promptInstall(pathname)) === 'accepted' ? 'accepted' : 'dismissed');

  if (variant === 'land') return <Landing title={title} appName={appName} icon={icon} />;

  return (
    <Page title={title}>
      <div className="download-hero">
        {icon && <img src={icon} width="72" height="72" alt="" />}
        <h2>{nick ? t`Welcome, ${nick}` : appName}</h2>
        <p>
          {firstRegist
            ? t`Your account is ready. Install the app to come back in one tap.`
            : variant === 'brg'
              ? t`Install the app to play with your bridge account in one tap.`
              : t`Sports and casino in one tap from your home screen.`}
        </p>
      </div>
      {variant === 'detail' && (
        <div className="download-tabs" role="tablist" aria-label={t`Device`}>
          <button
            type="button"
            role="tab"
            className="button button-small"
            aria-selected={tab === 'android'}
            onClick={() => setTab('android')}
          >
            {t`Android`}
          </button>
          <button
            type="button"
            role="tab"
            className="button button-small"
            aria-selected={tab === 'ios'}
            onClick={() => setTab('ios')}
          >
            {t`iPhone`}
          </button>
        </div>
      )}
      {installedNow ? (
        <section className="download-card" aria-label={t`Installed`}>
          <p className="download-status" role="status">
            ✓ {t`The app is installed on this device.`}
          </p>
          <p>{t`Open it from your home screen. You stay logged in.`}</p>
          <div className="download-actions">
            <Link className="button button-secondary" to="/">
              {t`Go to home`}
            </Link>
          </div>
        </section>
      ) : ios ? (
        <section className="download-card" aria-label={t`Install on iPhone`}>
          <h3>{t`Add to Home Screen`}</h3>
          <p>{t`On iPhone the app installs from Safari, no App Store needed.`}</p>
          <IosSteps name={appName} />
        </section>
      ) : (
        <section className="download-card" aria-label={t`Install on Android`}>
          <h3>{t`Install on Android`}</h3>
          {view.canPrompt ? (
            <>
              <p>{t`One tap: no store, no large download, updates by itself.`}</p>
              <div className="download-actions">
                <button type="button" className="button button-primary" onClick={() => void install()}>
                  {t`Install app`}
                </button>
              </div>
            </>
          ) : (
            <AndroidSteps name={appName} />
          )}
          {status === 'dismissed' && (
            <p role="status">{t`Not installed. You can install it any time from this page.`}</p>
          )}
          {apkUrl && (
            <div className="download-actions">
              <a className="button button-secondary" href={apkUrl} download>
                {t`Download the Android app (APK)`}
              </a>
            </div>
          )}
        </section>
      )}
      {variant !== 'detail' && (
        <p className="download-card">
          <Link to="/download-land/detail">{t`Other device? See every way to install`}</Link>
        </p>
      )}
      {manifest.banned && !bannedSeen && (
        <BannedGuideModal name={appName} ios={ios} onClose={() => setBannedSeen(true)} />
      )}
    </Page>
  );
}

/** /download-land: why install (the brand's PWA landing, conf/pwa/index/get) and the way on. */
function Landing({ title, appName, icon }: { title: string; appName: string; icon: string | null }) {
  const { t } = useLingui();
  const [index, setIndex] = useState<PwaIndex | null>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    let live = true;
    quietApi.call(pwaIndex, {}).then(
      (r) => live && setIndex(r),
      () => live && setFailed(true),
    );
    return () => {
      live = false;
    };
  }, []);
  return (
    <Page title={title}>
      <div className="download-hero">
        {icon && <img src={icon} width="72" height="72" alt="" />}
        <h2>{index?.title ?? appName}</h2>
        {index ? <p>{index.description}</p> : failed ? null : <PageSkeleton rows={1} />}
      </div>
      {index && index.screenshots.length > 0 && (
        <div className="download-shots" aria-label={t`Screenshots`}>
          {index.screenshots.map((src) => (
            <img key={src} src={src} width="220" height="110" alt="" loading="lazy" />
          ))}
        </div>
      )}
      <section className="download-card">
        <h3>{t`Why install`}</h3>
        <ul className="install-benefits">
          <li>{t`Opens in one tap from your home screen, full screen.`}</li>
          <li>{t`Loads faster and keeps working on a weak network.`}</li>
          <li>{t`Bet results and payments as notifications.`}</li>
        </ul>
        <div className="download-actions">
          <Link className="button button-primary" to="/download-land/detail">
            {t`How to install`}
          </Link>
        </div>
      </section>
    </Page>
  );
}
