import { useState } from 'react';
import { useLingui } from '@lingui/react/macro';

/** A value the player copies into the bank app (PIX code, CLABE, reference, address) with a Copy button. */
export function CopyValue({ label, value, mono = true }: { label: string; value: string; mono?: boolean }) {
  const { t } = useLingui();
  const [copied, setCopied] = useState(false);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(value);
      setCopied(true);
    } catch {
      // No clipboard (insecure context, denied): select the text so a long press copies it.
      const el = document.getElementById(`copy-${label}`);
      if (el) window.getSelection()?.selectAllChildren(el);
    }
  };
  return (
    <div className="copy-value">
      <span className="field-label">{label}</span>
      <div className="copy-value-row">
        <span id={`copy-${label}`} className={mono ? 'copy-value-text mono' : 'copy-value-text'}>
          {value}
        </span>
        <button type="button" className="field-action" onClick={copy} aria-label={t`Copy ${label}`}>
          {copied ? t`Copied` : t`Copy`}
        </button>
      </div>
    </div>
  );
}
