/**
 * The in-house games' sounds, generated with WebAudio (no audio files): a short tick, a spin whirr, a win
 * chime and a soft lose tone. Played only when the player turned sound on (settings store, off by default);
 * the AudioContext is made on the first sound, after a tap, as browsers require.
 */
import { useSettings } from '../../../app/stores/settings';

export type SoundKind = 'tick' | 'spin' | 'win' | 'lose';

/** [frequency Hz, start s, length s, wave] notes of each sound. */
const NOTES: Record<SoundKind, [number, number, number, OscillatorType][]> = {
  tick: [[1200, 0, 0.04, 'square']],
  spin: [
    [220, 0, 0.12, 'sawtooth'],
    [260, 0.1, 0.12, 'sawtooth'],
  ],
  win: [
    [523, 0, 0.12, 'triangle'],
    [659, 0.1, 0.12, 'triangle'],
    [784, 0.2, 0.22, 'triangle'],
  ],
  lose: [[196, 0, 0.25, 'sine']],
};

let context: AudioContext | null = null;

function audio(): AudioContext | null {
  if (context) return context;
  const Ctor =
    typeof window === 'undefined'
      ? undefined
      : (window.AudioContext ??
        (window as unknown as { webkitAudioContext?: typeof AudioContext }).webkitAudioContext);
  if (!Ctor) return null;
  try {
    context = new Ctor();
  } catch {
    return null;
  }
  return context;
}

/** Plays `kind` if sound is on; returns whether it played (tests and the toggle's preview use it). */
export function playSound(kind: SoundKind): boolean {
  if (!useSettings.getState().gameSound) return false;
  const ctx = audio();
  if (!ctx) return false;
  const t0 = ctx.currentTime;
  for (const [freq, start, length, type] of NOTES[kind]) {
    const osc = ctx.createOscillator();
    const gain = ctx.createGain();
    osc.type = type;
    osc.frequency.value = freq;
    gain.gain.setValueAtTime(0.0001, t0 + start);
    gain.gain.exponentialRampToValueAtTime(0.12, t0 + start + 0.01);
    gain.gain.exponentialRampToValueAtTime(0.0001, t0 + start + length);
    osc.connect(gain).connect(ctx.destination);
    osc.start(t0 + start);
    osc.stop(t0 + start + length + 0.02);
  }
  return true;
}
