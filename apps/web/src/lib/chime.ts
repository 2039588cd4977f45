/**
 * A short two-note chime for news in the bell (the employee's Sound Effects preference). Made with
 * Web Audio, so there is no sound file to download. Browsers keep audio silent until the person has
 * interacted with the page; a chime before that is simply not heard.
 */
export function playChime(): void {
  if (typeof window.AudioContext !== 'function') return;
  const context = new window.AudioContext();
  const start = context.currentTime;
  for (const [index, frequency] of [880, 1320].entries()) {
    const at = start + index * 0.12;
    const oscillator = context.createOscillator();
    const gain = context.createGain();
    oscillator.type = 'sine';
    oscillator.frequency.value = frequency;
    gain.gain.setValueAtTime(0.0001, at);
    gain.gain.exponentialRampToValueAtTime(0.15, at + 0.02);
    gain.gain.exponentialRampToValueAtTime(0.0001, at + 0.25);
    oscillator.connect(gain).connect(context.destination);
    oscillator.start(at);
    oscillator.stop(at + 0.26);
  }
  // Each chime has its own context, closed once it has played, so none is left running.
  window.setTimeout(() => void context.close(), 600);
}
