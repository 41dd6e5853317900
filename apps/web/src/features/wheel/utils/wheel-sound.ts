/**
 * The landing chime, synthesised with the Web Audio API (no sound file). Browsers without it,
 * or that refuse to play, stay silent: nothing here throws.
 */
/** Either may be missing (old Safari, jsdom): the types say otherwise. */
interface TAudioScope {
  AudioContext?: typeof AudioContext;
  webkitAudioContext?: typeof AudioContext;
}

let context: AudioContext | null = null;

function audioContext(): AudioContext | null {
  if (context) return context;
  try {
    const scope = window as unknown as TAudioScope;
    const Context = scope.AudioContext ?? scope.webkitAudioContext;
    context = Context ? new Context() : null;
  } catch {
    context = null;
  }
  return context;
}

/**
 * Creates (or resumes) the audio context during the click that starts a spin: browsers only
 * let a page make sound after a gesture, and the chime plays seconds later.
 */
export function primeWheelSound(): void {
  try {
    const audio = audioContext();
    if (audio?.state === 'suspended') void audio.resume().catch(() => undefined);
  } catch {
    // Silence is fine.
  }
}

/** A rising three-note chime, about 0.9 s. */
const NOTES = [
  { frequency: 784, at: 0 },
  { frequency: 1047, at: 0.09 },
  { frequency: 1319, at: 0.18 },
] as const;

export function playWheelChime(): void {
  try {
    const audio = audioContext();
    if (!audio) return;
    const start = audio.currentTime + 0.01;
    const master = audio.createGain();
    master.gain.value = 0.18;
    master.connect(audio.destination);
    for (const { frequency, at } of NOTES) {
      const oscillator = audio.createOscillator();
      const gain = audio.createGain();
      oscillator.type = 'triangle';
      oscillator.frequency.setValueAtTime(frequency, start + at);
      gain.gain.setValueAtTime(0.0001, start + at);
      gain.gain.exponentialRampToValueAtTime(1, start + at + 0.015);
      gain.gain.exponentialRampToValueAtTime(0.0001, start + at + 0.7);
      oscillator.connect(gain).connect(master);
      oscillator.start(start + at);
      oscillator.stop(start + at + 0.75);
    }
  } catch {
    // Silence is fine.
  }
}
