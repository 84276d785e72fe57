import { useLingui } from '@lingui/react/macro';
import { useSettings } from '../../../app/stores/settings';
import { playSound } from './sound';

function SpeakerIcon({ on }: { on: boolean }) {
  return (
    <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true">
      <path d="M4 9h4l5-4v14l-5-4H4Z" fill="currentColor" />
      {on ? (
        <path
          d="M16 8.5a5 5 0 0 1 0 7M18.5 6a8.5 8.5 0 0 1 0 12"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
          strokeLinecap="round"
        />
      ) : (
        <path d="m16 9 5 6m0-6-5 6" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
      )}
    </svg>
  );
}

/** The game room's sound switch: off by default, remembered on the device (settings store). */
export function SoundToggle() {
  const { t } = useLingui();
  const on = useSettings((s) => s.gameSound);
  const setOn = useSettings((s) => s.setGameSound);
  return (
    <button
      type="button"
      className={on ? 'sound-toggle on' : 'sound-toggle'}
      aria-pressed={on}
      aria-label={t`Sound`}
      onClick={() => {
        setOn(!on);
        // A tick confirms the sound is on (and unlocks audio on this tap).
        if (!on) playSound('tick');
      }}
    >
      <SpeakerIcon on={on} />
    </button>
  );
}
