// The Close Combat declaration panel (A11.12): for a Location the server offers, a tick box per unit of
// this seat that may attack and per enemy unit it sees there (the enemy "?" is one box: A11.19), the
// odds column and Kill Number of the ticked attack (A11.11), "Add this attack" to build separate
// attacks, "Declare" and "All attack together" (one big attack). The draft lives here between redraws.
import type { LegalWithChoices, View } from '@hexfog/shared/protocol/index';
import { h } from '../dom';
import { addCurrent, allTogether, complete, declaration, newDraft, oddsText, used, type CcDraft } from './ccDeclaration';
import type { Page } from './page';
import { unitNamer } from './prompts';
import { sendCommand } from './send';

type CcEntry = Extract<LegalWithChoices, { type: 'declareCloseCombat' | 'answerCloseCombat' }>;

/** Each page's drafts, per entry type and Location (a redraw keeps them; each Location has its own). */
const drafts = new WeakMap<Page, Map<string, CcDraft>>();

function draftsOf(page: Page): Map<string, CcDraft> {
  let m = drafts.get(page);
  if (!m) drafts.set(page, (m = new Map()));
  return m;
}

function draftFor(page: Page, type: string, location: string): CcDraft {
  const key = `${type}:${location}`;
  const m = draftsOf(page);
  let d = m.get(key);
  if (!d) m.set(key, (d = newDraft(key)));
  return d;
}

const withLocation = (d: CcDraft, location: string): CcDraft => ({ ...d, location });

/** The panel for a CC declaration entry; null for other entries. */
export function ccControls(page: Page, v: View, c: LegalWithChoices): HTMLElement[] | null {
  if (c.type !== 'declareCloseCombat' && c.type !== 'answerCloseCombat') return null;
  return [ccPanel(page, v, c)];
}

function ccPanel(page: Page, v: View, c: CcEntry): HTMLElement {
  const ch = c.choices;
  const d = draftFor(page, c.type, ch.location);
  const who = unitNamer(v, page.names.unit);
  const busy = page.picks.busy;
  const taken = used(d);
  const redraw = () => page.render();
  const box = (id: string, label: string, on: boolean, off: boolean, toggle: () => void, role: string) =>
    h(
      'label',
      { class: 'unit-row', 'data-cc': role, 'data-unit': id },
      h('input', { type: 'checkbox', checked: on, disabled: busy || off, onchange: () => (toggle(), redraw()) }),
      ` ${label}`,
    );
  const flip = (set: Set<string>, id: string) => () => (set.has(id) ? set.delete(id) : set.add(id));
  const attackers = ch.attackers.map((id) =>
    box(
      id,
      `${who(id)} (${ch.fp[id] ?? 0} FP)`,
      d.current.attackers.has(id),
      taken.attackers.has(id),
      flip(d.current.attackers, id),
      'attacker',
    ),
  );
  const targets = ch.targets.map((id) =>
    box(
      id,
      `${who(id)} (${ch.fp[id] ?? 0} FP)${ch.smc.includes(id) ? ', SMC: only beside a squad, crew or HS (A11.14)' : ''}`,
      d.current.targets.has(id),
      taken.targets.has(id),
      flip(d.current.targets, id),
      'target',
    ),
  );
  if (ch.concealed)
    targets.push(
      box(
        '?',
        'the units under the "?" (FP halved, A11.19)',
        d.current.concealed,
        taken.concealed,
        () => (d.current.concealed = !d.current.concealed),
        'target',
      ),
    );
  const current = { attackers: [...d.current.attackers], targets: [...d.current.targets], concealed: d.current.concealed };
  const added = d.added.map((a, i) =>
    h(
      'li',
      { 'data-testid': 'cc-attack', 'data-index': i },
      `${a.attackers.map(who).join(', ')} attack ${[...a.targets.map(who), ...(a.concealed ? ['the "?"'] : [])].join(', ')}: ${oddsText(ch, a)}`,
    ),
  );
  const send = (cmd: Record<string, unknown>) => () => {
    draftsOf(page).delete(d.location);
    void sendCommand(page, cmd);
  };
  return h(
    'section',
    { class: 'cc-panel', 'data-testid': 'cc-panel', 'data-location': ch.location },
    h('h3', {}, `Close Combat in ${ch.location} (A11.12)`),
    h(
      'p',
      { class: 'muted' },
      c.type === 'declareCloseCombat'
        ? 'As ATTACKER you declare first: which of your units attack which enemy units. Each unit attacks, and is attacked, once at most.'
        : 'Your opponent has declared: now declare yours. A concealed unit that does not attack keeps its "?" (A11.19).',
    ),
    h(
      'div',
      { class: 'cc-columns' },
      h('fieldset', {}, h('legend', {}, 'Your attackers'), ...attackers),
      h('fieldset', {}, h('legend', {}, 'Their units'), ...targets),
    ),
    h('p', { 'data-testid': 'cc-odds' }, oddsText(ch, current)),
    added.length ? h('ol', { 'data-testid': 'cc-attacks' }, ...added) : null,
    h(
      'div',
      { class: 'cc-buttons' },
      h(
        'button',
        { disabled: busy || !complete(current), 'data-command': 'cc-add', onclick: () => (addCurrent(d), redraw()) },
        'Add this attack',
      ),
      h(
        'button',
        {
          class: 'primary',
          disabled: busy,
          'data-command': c.type,
          title: 'rule A11.12',
          onclick: send(declaration(c.type, withLocation(d, ch.location))),
        },
        d.added.length || complete(current) ? 'Declare these attacks' : 'Declare: no attack',
      ),
      h(
        'button',
        { disabled: busy, 'data-command': `${c.type}-all`, title: 'rule A11.12', onclick: send(allTogether(c.type, ch)) },
        'All attack together',
      ),
    ),
  );
}
