import { useEffect, useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import { endpoints } from '../../../core/contract/endpoints';
import { useBrand } from '../../app/stores/brand';
import { quietApi } from '../../platform/api';
import { accountApi, completeLogin, errorText } from './account-api';
import { withSignUpFields } from './sign-up-fields';

/**
 * "Continue with Google": shown only when a Google client id is configured (dynconfig `google_client_id`, or
 * VITE_GOOGLE_CLIENT_ID at build time) and the brand does not hide Google login (SPEC §6). A click loads
 * Google Identity Services, which hands back an ID token; the server verifies it (thirdpart/login).
 */
const GSI_SRC = 'https://accounts.google.com/gsi/client';

let clientIdPromise: Promise<string> | null = null;

function googleClientId(): Promise<string> {
  const fromBuild = (import.meta.env.VITE_GOOGLE_CLIENT_ID as string | undefined)?.trim();
  if (fromBuild) return Promise.resolve(fromBuild);
  clientIdPromise ??= quietApi
    .call(endpoints.dynConfig, { keys: ['google_client_id'] }, { retries: 0 })
    .then(({ configs }) => {
      const entry = configs.google_client_id;
      return entry && entry.switch !== false ? entry.result.trim() : '';
    })
    .catch(() => {
      clientIdPromise = null;
      return '';
    });
  return clientIdPromise;
}

interface GoogleId {
  initialize(config: { client_id: string; callback(response: { credential?: string }): void }): void;
  prompt(): void;
}

function loadGsi(): Promise<GoogleId> {
  const existing = (window as { google?: { accounts?: { id?: GoogleId } } }).google?.accounts?.id;
  if (existing) return Promise.resolve(existing);
  return new Promise((resolve, reject) => {
    const script = document.createElement('script');
    script.src = GSI_SRC;
    script.async = true;
    script.onload = () => {
      const id = (window as { google?: { accounts?: { id?: GoogleId } } }).google?.accounts?.id;
      if (id) resolve(id);
      else reject(new Error('Google Identity Services did not load'));
    };
    script.onerror = () => reject(new Error('Google Identity Services did not load'));
    document.head.appendChild(script);
  });
}

export function GoogleButton({ onDone, onError }: { onDone(): void; onError(text: string): void }) {
  const { t } = useLingui();
  const hidden = useBrand((s) => s.brand.flags.hideGoogleLogin);
  const [clientId, setClientId] = useState('');
  const [pending, setPending] = useState(false);
  useEffect(() => {
    if (hidden) return;
    let live = true;
    void googleClientId().then((id) => live && setClientId(id));
    return () => {
      live = false;
    };
  }, [hidden]);
  if (hidden || !clientId) return null;
  const start = async () => {
    setPending(true);
    try {
      const gsi = await loadGsi();
      gsi.initialize({
        client_id: clientId,
        callback: ({ credential }) => {
          if (!credential) return;
          setPending(true);
          withSignUpFields((fields) =>
            accountApi.call(
              endpoints.thirdPartLogin,
              { plat: 'google', action: 'login_and_signup', auth_params: credential, ...fields },
              { retries: 0 },
            ),
          )
            .then((info) => {
              completeLogin(info);
              onDone();
            })
            .catch((error: unknown) => onError(errorText(error)))
            .finally(() => setPending(false));
        },
      });
      gsi.prompt();
    } catch {
      onError(t`Google sign-in is not available right now.`);
    }
    // The prompt may be dismissed without an answer: the button must not stay busy.
    setPending(false);
  };
  return (
    <button
      type="button"
      className="button button-secondary button-block"
      onClick={start}
      disabled={pending}
      aria-busy={pending}
    >
      {t`Continue with Google`}
    </button>
  );
}
