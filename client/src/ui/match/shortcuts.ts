// Keyboard shortcuts of the match page. Each one presses a control the page shows (the same button a
// click would press, so it is refused, disabled or absent exactly as that button is) or acts on the
// player's own picks (the LOS tool, a chosen move). Keys typed into a field (chat, a name) are the
// field's. "?" shows the list.
import { clear, h } from '../dom';
import { losToolActive, type Page } from './page';

export interface Shortcut {
  /** KeyboardEvent.key values that trigger it. */
  readonly keys: readonly string[];
  /** What the help overlay shows for the keys. */
  readonly label: string;
  readonly text: string;
  /** Presses the page's control; false when there was nothing to press. */
  readonly run: (page: Page, root: HTMLElement) => boolean;
}

/** Clicks the first enabled control matching `selector`; false when there is none. */
function press(root: HTMLElement, selector: string): boolean {
  const el = root.querySelector<HTMLElement>(`${selector}:not([disabled])`);
  el?.click();
  return !!el;
}

/** Escape: closes the LOS tool, else drops the move or fire waiting for its hex, else the selection. */
function cancel(page: Page): boolean {
  const { picks } = page;
  if (losToolActive(picks)) {
    picks.losFrom = null;
    picks.losText = '';
  } else if (picks.active) picks.active = null;
  else if (picks.selectedHex) picks.selectedHex = null;
  else return false;
  picks.status = '';
  page.render();
  return true;
}

export const SHORTCUTS: readonly Shortcut[] = [
  { keys: ['e'], label: 'E', text: 'End the phase ("Done with …")', run: (_, root) => press(root, '[data-command="endPhase"]') },
  {
    keys: ['t'],
    label: 'T',
    text: 'Done with this Player Turn (ends this phase and your later ones in it)',
    run: (_, root) => press(root, '[data-testid="pass-turn"]'),
  },
  {
    keys: ['n'],
    label: 'N',
    text: 'No fire (a Defensive First Fire question)',
    run: (_, root) => press(root, '[data-command="declineFire"]'),
  },
  {
    keys: ['l'],
    label: 'L',
    text: 'Check LOS from the selected hex (again: close the LOS tool)',
    run: (page, root) => (losToolActive(page.picks) ? cancel(page) : press(root, '[data-testid="los-start"]')),
  },
  { keys: ['Escape'], label: 'Esc', text: 'Close the LOS tool, else drop a chosen move or fire, else the selection', run: cancel },
  { keys: ['+', '='], label: '+', text: 'Zoom in', run: (_, root) => press(root, '[aria-label="zoom in"]') },
  { keys: ['-'], label: '−', text: 'Zoom out', run: (_, root) => press(root, '[aria-label="zoom out"]') },
  { keys: ['f'], label: 'F', text: 'Show the whole map', run: (_, root) => press(root, '[data-testid="zoom-fit"]') },
  { keys: ['?'], label: '?', text: 'Show or hide this list', run: (_, root) => toggleHelp(root) },
];

/** A key typed into a field (read by its tag, not by class, so it also holds outside a page). */
function typing(t: EventTarget | null): boolean {
  const el = t as Partial<HTMLElement> | null;
  return !!el && (el.isContentEditable === true || ['INPUT', 'TEXTAREA', 'SELECT'].includes(el.tagName ?? ''));
}

/** The shortcut a key press triggers, if any (none while typing in a field, none with Ctrl/Alt/Meta). */
export function shortcutFor(e: Pick<KeyboardEvent, 'key' | 'ctrlKey' | 'altKey' | 'metaKey' | 'target'>): Shortcut | undefined {
  if (e.ctrlKey || e.altKey || e.metaKey || typing(e.target)) return undefined;
  return SHORTCUTS.find((s) => s.keys.includes(e.key));
}

function toggleHelp(root: HTMLElement): boolean {
  const open = root.querySelector('[data-testid="shortcuts-help"]');
  if (open) {
    open.remove();
    return true;
  }
  const list = h('dl', {});
  for (const s of SHORTCUTS) list.append(h('dt', {}, h('kbd', {}, s.label)), h('dd', {}, s.text));
  const close = h('button', { 'data-testid': 'shortcuts-close' }, 'Close');
  const box = h('div', { class: 'shortcuts-help', role: 'dialog', 'aria-label': 'Keyboard shortcuts', 'data-testid': 'shortcuts-help' });
  close.addEventListener('click', () => box.remove());
  clear(box);
  box.append(h('h2', {}, 'Keyboard shortcuts'), list, close);
  root.append(box);
  return true;
}

const roots = new WeakMap<Page, HTMLElement>();

/** The button that shows the list (the Actions panel has it, so the keys can be found). */
export function shortcutsButton(page: Page): HTMLElement | null {
  const root = roots.get(page);
  if (!root) return null;
  return h('button', { 'data-testid': 'shortcuts-open', onclick: () => toggleHelp(root) }, 'Keyboard shortcuts (?)');
}

/** Listens for the shortcuts while the match page is shown; returns the way to stop. */
export function installShortcuts(page: Page, root: HTMLElement): () => void {
  roots.set(page, root);
  const onKey = (e: KeyboardEvent) => {
    const s = shortcutFor(e);
    if (s?.run(page, root)) e.preventDefault();
  };
  document.addEventListener('keydown', onKey);
  return () => document.removeEventListener('keydown', onKey);
}
