// "Skip phases where I have nothing to do": a seat's preference, kept in this browser. When it is on
// and the seat's only choice in a phase is to end it, the client ends it at once. It reads nothing
// but this seat's own legal list: the server still offers the phase and waits for the seat the same
// way, so skipping reveals and times nothing the seat's own clicks would not.
import { LEAVING_COMMANDS, type LegalCommand, type View } from '@hexfog/shared/protocol/index';
import { h } from '../dom';
import { browserPreference } from '../storage';
import type { Page } from './page';
import { sendCommand } from './send';

const SKIP = browserPreference('hexfog.skipEmptyPhases');

export function skipPreference(): boolean {
  return SKIP.get();
}

const setSkipPreference = (on: boolean) => SKIP.set(on);

/** The phase-ending entry, when ending the phase is all this seat may do now; else undefined. */
export function nothingToDo(v: View, seat: 'A' | 'B' | null): LegalCommand | undefined {
  if (seat === null || v.status !== 'playing' || v.pending) return undefined;
  const end = v.legal.find((l) => l.type === 'endPhase');
  if (!end?.command || v.legal.some((l) => l !== end && !LEAVING_COMMANDS.has(l.type))) return undefined;
  return end;
}

/** Versions this page has ended a phase at by itself: each at most once. */
const skippedAt = new WeakMap<Page, number>();

/** After a render: ends the phase when the preference is on and there is nothing else to do. */
export function skipIfNothingToDo(page: Page, v: View): void {
  const end = on(page) ? nothingToDo(v, page.client.seat) : undefined;
  if (!end?.command || page.picks.busy || skippedAt.get(page) === v.version) return;
  skippedAt.set(page, v.version);
  page.picks.status = `Skipped the ${v.phase}: nothing to do in it`;
  void sendCommand(page, { ...end.command });
}

const prefs = new WeakMap<Page, boolean>();
const on = (page: Page) => prefs.get(page) ?? skipPreference();

/** The checkbox, shown to a seat in play: the mode is visible while it acts. */
export function skipControls(page: Page, v: View): HTMLElement | null {
  if (page.client.seat === null || v.status === 'ended') return null;
  const checked = on(page);
  return h(
    'label',
    { class: 'row skip-phases', 'data-testid': 'skip-phases', 'data-on': String(checked) },
    h('input', {
      type: 'checkbox',
      checked,
      onchange: (e: Event) => {
        const now = (e.target as HTMLInputElement).checked;
        prefs.set(page, now);
        setSkipPreference(now);
        page.render();
      },
    }),
    ' Skip phases where I have nothing to do',
  );
}
