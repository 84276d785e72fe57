import { useCallback, useEffect, useId, useState } from 'react';
import { Link } from 'react-router-dom';
import { useLingui } from '@lingui/react/macro';
import { endpoints } from '../../../core/contract/endpoints';
import type { SeedsInfo } from '../../../core/contract/schemas/inhouse';
import { gamesApi } from './games-api';

/**
 * The player's seeds: the server seed's SHA-256 (committed before play), the client seed (editable), the
 * next nonce, and rotation, which reveals the server seed so every earlier round can be checked.
 * `version` changes after each round so the nonce shown stays current.
 */
export function FairnessPanel({ version }: { version: number }) {
  const { t } = useLingui();
  const [info, setInfo] = useState<SeedsInfo | null>(null);
  const [draft, setDraft] = useState('');
  const [busy, setBusy] = useState(false);
  const inputId = useId();

  const load = useCallback(() => {
    gamesApi.call(endpoints.inhouseSeeds, {}).then(
      (s) => {
        setInfo(s);
        setDraft((d) => d || s.current.client_seed);
      },
      () => undefined,
    );
  }, []);
  useEffect(load, [load, version]);

  const save = async () => {
    if (!/^[A-Za-z0-9_.-]{1,64}$/.test(draft)) return;
    setBusy(true);
    try {
      setInfo(await gamesApi.call(endpoints.inhouseClientSeedSet, { client_seed: draft }));
    } catch {
      /* toasted */
    } finally {
      setBusy(false);
    }
  };
  const rotate = async () => {
    setBusy(true);
    try {
      const r = await gamesApi.call(endpoints.inhouseSeedRotate, { client_seed: draft || undefined });
      setInfo(r);
    } catch {
      /* toasted */
    } finally {
      setBusy(false);
    }
  };
  const valid = /^[A-Za-z0-9_.-]{1,64}$/.test(draft);

  return (
    <details className="fair-panel">
      <summary>{t`Provably fair`}</summary>
      {info ? (
        <div className="fair-body">
          <p className="fair-note">
            {t`Each result is HMAC-SHA256(server seed, client seed:nonce:round). The server seed is fixed before you play: its hash is shown here, the seed itself once you rotate.`}
          </p>
          <dl className="fair-list">
            <dt>{t`Server seed (SHA-256)`}</dt>
            <dd className="mono">{info.current.server_seed_hash}</dd>
            <dt>{t`Next nonce`}</dt>
            <dd className="mono">{info.current.nonce}</dd>
          </dl>
          <label htmlFor={inputId} className="field-label">
            {t`Client seed`}
          </label>
          <div className="fair-row">
            <input
              id={inputId}
              className="game-input mono"
              value={draft}
              maxLength={64}
              aria-invalid={!valid}
              onChange={(e) => setDraft(e.target.value)}
            />
            <button
              type="button"
              className="button button-secondary button-small"
              disabled={busy || !valid}
              onClick={() => void save()}
            >
              {t`Save`}
            </button>
          </div>
          {!valid && (
            <p className="field-error">{t`Use 1 to 64 letters, digits, dots, dashes or underscores.`}</p>
          )}
          <button
            type="button"
            className="button button-secondary"
            disabled={busy}
            onClick={() => void rotate()}
          >
            {t`Rotate seeds (reveal the server seed)`}
          </button>
          {info.previous && (
            <dl className="fair-list">
              <dt>{t`Previous server seed (revealed)`}</dt>
              <dd className="mono">{info.previous.server_seed}</dd>
              <dt>{t`Its hash`}</dt>
              <dd className="mono">{info.previous.server_seed_hash}</dd>
              <dt>{t`Client seed and nonces used`}</dt>
              <dd className="mono">
                {info.previous.client_seed} · 0–{Math.max(0, info.previous.nonce - 1)}
              </dd>
            </dl>
          )}
          <Link to="/game-verify" className="fair-link">
            {t`Verify a round`}
          </Link>
        </div>
      ) : (
        <p className="fair-note">{t`Loading…`}</p>
      )}
    </details>
  );
}
