// The "tell me when it is my move" toggle: a short sound and, when the page is hidden, a browser
// notification. Off by default, remembered in localStorage; the Notification permission is asked only
// when the player turns it on.
import { h } from '../dom';
import { browserPreference } from '../storage';
import { alertFor } from './yourMove';

const NOTIFY = browserPreference('hexfog.notify');

export function notifyEnabled(): boolean {
  return NOTIFY.get();
}

const setEnabled = (on: boolean) => NOTIFY.set(on);

/** A short two-tone beep (no audio file to download). */
function beep(): void {
  try {
    const Ctx = window.AudioContext ?? (window as unknown as { webkitAudioContext?: typeof AudioContext }).webkitAudioContext;
    if (!Ctx) return;
    const ctx = new Ctx();
    const osc = ctx.createOscillator();
    const gain = ctx.createGain();
    osc.frequency.setValueAtTime(660, ctx.currentTime);
    osc.frequency.setValueAtTime(880, ctx.currentTime + 0.12);
    gain.gain.setValueAtTime(0.08, ctx.currentTime);
    gain.gain.exponentialRampToValueAtTime(0.0001, ctx.currentTime + 0.3);
    osc.connect(gain).connect(ctx.destination);
    osc.start();
    osc.stop(ctx.currentTime + 0.3);
    osc.onended = () => void ctx.close();
  } catch {
    /* no audio: the title still says it */
  }
}

export interface Notifier {
  readonly el: HTMLElement;
  /** Called after every redraw with whether the match now waits on this seat. */
  update(yourMove: boolean, what: string): void;
}

export function notifier(onAlert?: (kind: 'sound' | 'notification') => void): Notifier {
  let enabled = notifyEnabled();
  let was: boolean | null = null;
  const box = h('input', { type: 'checkbox', 'data-testid': 'notify-toggle', ...(enabled ? { checked: true } : {}) });
  const note = h('span', { class: 'muted', 'data-testid': 'notify-note' });
  box.addEventListener('change', () => {
    enabled = box.checked;
    setEnabled(enabled);
    note.textContent = '';
    if (enabled && typeof Notification !== 'undefined' && Notification.permission === 'default') {
      void Notification.requestPermission().then((p) => {
        if (p === 'denied') note.textContent = ' (notifications blocked: sound only)';
      });
    }
  });
  const el = h(
    'label',
    { class: 'notify-toggle', title: 'a sound, and a browser notification when this tab is hidden' },
    box,
    ' Tell me when it is my move',
    note,
  );
  return {
    el,
    update(yourMove, what) {
      // the first view after opening the page is no change: no alert for a match already waiting
      const a = alertFor(enabled, was ?? yourMove, yourMove, document.hidden);
      was = yourMove;
      if (a.sound) {
        beep();
        onAlert?.('sound');
      }
      if (a.notification && typeof Notification !== 'undefined' && Notification.permission === 'granted') {
        new Notification('Hexfog: your move', { body: what, tag: 'hexfog-your-move' });
        onAlert?.('notification');
      }
    },
  };
}
