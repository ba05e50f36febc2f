// "Skip phases where I have nothing to do": a seat's preference, kept in this browser. When it is on
// and the seat's only choice in a phase is to end it, the client ends it at once; asked about
// Defensive First Fire (A8.1) when none of its units may fire at the moving stack (no `defensiveFire`
// entry), it answers "No fire" at once. It reads nothing but this seat's own legal list: the server
// still offers the phase, asks the question and waits for the seat the same way, so skipping reveals
// nothing the seat's own quick clicks would not.
import { LEAVING_COMMANDS, type LegalCommand, type View } from '@hexfog/shared/protocol/index';
import { h } from '../dom';
import { browserPreference } from '../storage';
import type { Page } from './page';
import { PHASE_NAMES } from './prompts';
import { sendCommand } from './send';

/** The Defensive First Fire question's kind (rules/core/defensiveFire.ts). */
const DFF_KIND = 'defensiveFirstFire';

const SKIP = browserPreference('hexfog.skipEmptyPhases');

export function skipPreference(): boolean {
  return SKIP.get();
}

const setSkipPreference = (on: boolean) => SKIP.set(on);

/**
 * The entry that passes, when passing is all this seat may do now: ending the phase, or "No fire" to a
 * Defensive First Fire question none of its units may answer with fire; else undefined.
 */
export function nothingToDo(v: View, seat: 'A' | 'B' | null): LegalCommand | undefined {
  if (seat === null || v.status !== 'playing') return undefined;
  if (v.pending) {
    if (v.pending.side !== seat || v.pending.kind !== DFF_KIND || v.legal.some((l) => l.type === 'defensiveFire')) return undefined;
    return v.legal.find((l) => l.type === 'declineFire');
  }
  const end = v.legal.find((l) => l.type === 'endPhase');
  if (!end?.command || v.legal.some((l) => l !== end && !LEAVING_COMMANDS.has(l.type))) return undefined;
  return end;
}

/**
 * "Done with this Player Turn": the seat ends the phase it is in and, until the Player Turn is over,
 * every further phase it is asked to end (its own choice, made once: what it could still have done in
 * them it gives up). A decision put to it still waits for its answer. Kept per page.
 */
const passing = new WeakMap<Page, string>();
const playerTurnOf = (v: View) => `${v.turn}.${v.playerTurn}`;

/** Whether the seat passes the rest of this Player Turn. */
export function passesTurn(page: Page, v: View): boolean {
  return passing.get(page) === playerTurnOf(v);
}

/** The phase end this seat may send now (not while a decision is pending), or undefined. */
function phaseEnd(v: View, seat: 'A' | 'B' | null): LegalCommand | undefined {
  if (seat === null || v.status !== 'playing' || v.pending) return undefined;
  return v.legal.find((l) => l.type === 'endPhase' && l.command);
}

/**
 * "Phases I pass": phases (by id) this browser's player ends at once whenever he is asked to end them,
 * whatever he could do in them (a player who never Prep Fires passes the PFPh). Decisions put to him
 * still wait for him. Kept in this browser.
 */
const PASS_KEY = 'hexfog.passPhases';

export function passedPhases(): Set<string> {
  try {
    return new Set((localStorage.getItem(PASS_KEY) ?? '').split(',').filter((p) => p in PHASE_NAMES));
  } catch {
    return new Set();
  }
}

function setPassedPhases(phases: ReadonlySet<string>): void {
  try {
    localStorage.setItem(PASS_KEY, [...phases].join(','));
  } catch {
    // storage refused: the phases are passed on this page only
  }
}

/** Versions this page has ended a phase at by itself: each at most once. */
const skippedAt = new WeakMap<Page, number>();

/** After a render: ends the phase when the preference is on and there is nothing else to do, or when the seat passes the Player Turn. */
export function skipIfNothingToDo(page: Page, v: View): void {
  const pass = passesTurn(page, v) || passedPhases().has(v.phase);
  const passed = pass ? phaseEnd(v, page.client.seat) : undefined;
  const end = passed ?? (on(page) ? nothingToDo(v, page.client.seat) : undefined);
  if (!end?.command || page.picks.busy || skippedAt.get(page) === v.version) return;
  skippedAt.set(page, v.version);
  page.picks.status = passed
    ? `${passesTurn(page, v) ? 'Done with this Player Turn' : 'A phase you pass'}: the ${v.phase} ended`
    : end.type === 'declineFire'
      ? 'Answered "No fire": none of your units may fire at the moving stack'
      : `Skipped the ${v.phase}: nothing to do in it`;
  void sendCommand(page, { ...end.command });
}

/** The "Done with this Player Turn" button, while the seat may end the phase it is in. */
export function passTurnButton(page: Page, v: View): HTMLElement | null {
  if (!phaseEnd(v, page.client.seat) || passesTurn(page, v)) return null;
  return h(
    'button',
    {
      'data-testid': 'pass-turn',
      disabled: page.picks.busy,
      title: 'ends this phase and every later phase of this Player Turn you are asked to end; questions put to you still wait for you',
      onclick: () => {
        passing.set(page, playerTurnOf(v));
        page.render();
      },
    },
    'Done with this Player Turn',
  );
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

const openLists = new WeakSet<Page>();

/** The phases this player passes (checkboxes under a summary naming them). */
export function passedPhasesControls(page: Page): HTMLElement {
  const passed = passedPhases();
  // the panel is drawn anew at every change: the list stays open while the player uses it
  return h(
    'details',
    {
      class: 'pass-phases',
      'data-testid': 'pass-phases',
      ...(openLists.has(page) ? { open: true } : {}),
      ontoggle: (e: Event) => ((e.target as HTMLDetailsElement).open ? openLists.add(page) : openLists.delete(page)),
    },
    h('summary', {}, passed.size ? `Phases I pass: ${[...passed].join(', ')}` : 'Phases I pass: none'),
    ...Object.entries(PHASE_NAMES).map(([id, name]) =>
      h(
        'label',
        { class: 'row' },
        h('input', {
          type: 'checkbox',
          'data-phase': id,
          checked: passed.has(id),
          onchange: (e: Event) => {
            const now = passedPhases();
            if ((e.target as HTMLInputElement).checked) now.add(id);
            else now.delete(id);
            setPassedPhases(now);
            page.render();
          },
        }),
        ` ${name} (${id})`,
      ),
    ),
  );
}
