// The Actions panel: what this seat is asked, and one control per legal entry. No rule logic: the
// server's legal() list says what may be done; entries with choices become menus or hex picks.
import { isLeaving, type LegalCommand, type LegalWithChoices, readChoices, type View } from '@hexfog/shared/protocol/index';
import { clear, h } from '../dom';
import { isPicked } from './choices';
import { areaPanels } from '../areas/index';
import { ccControls } from './ccPanel';
import { optionButton } from '../areas/options';
import { routPositionOptions } from './positionChoices';
import type { Page } from './page';
import { sendCommand } from './send';
import { renderPlacement } from './setup';
import { entryText, PHASE_NAMES, pendingText, type UnitNamer, unitNamer, unitsIn } from './prompts';
import { firstFireControls } from './firstFireMode';
import { passedPhasesControls, passTurnButton, skipControls } from './skipPhases';
import { shortcutsButton } from './shortcuts';
import { chosen, narrowed } from './stackChoice';
import { concealedLeaderLine } from './concealedLeader';

/**
 * "Waiting for the Germans: Movement Phase (MPh)": a seat in play that has nothing to end in this
 * phase, with no decision pending, is told who the phase waits for (its enders not done yet).
 */
export function waitingLine(v: View, seat: 'A' | 'B' | null, sideName: (s: string) => string): string | null {
  if (seat === null || v.status !== 'playing' || v.pending) return null;
  const waitingFor = v.phaseEnders.filter((s) => !v.phaseDone.includes(s));
  if (!waitingFor.length || waitingFor.includes(seat)) return null;
  const name = PHASE_NAMES[v.phase];
  return `Waiting for the ${waitingFor.map(sideName).join(' and ')}: ${name ? `${name} (${v.phase})` : v.phase}`;
}

function renderPrompt(page: Page, v: View): void {
  const { panel, client, names } = page;
  if (client.seat === null) {
    panel.prompt.append(
      h('p', {}, v.status === 'ended' ? 'The match is over.' : 'You are watching: the public view, what both sides know.'),
    );
  }
  const waiting = waitingLine(v, client.seat, names.side);
  if (waiting) panel.prompt.append(h('p', { 'data-testid': 'waiting' }, waiting));
  if (v.pending) {
    const mine = v.pending.side === client.seat;
    panel.prompt.append(
      h(
        'p',
        { 'data-testid': 'pending', 'data-kind': v.pending.kind },
        pendingText(v.pending, mine, names.side(v.pending.side), unitNamer(v, names.unit), unitsIn(v)),
      ),
    );
  }
}

/** A toggle: the entry waits for a hex on the board (a move's destination, a fire's target). */
function pickButton(page: Page, l: LegalCommand, v: View): HTMLButtonElement {
  const { picks } = page;
  const on = picks.active?.type === l.type && picks.active.label === l.label;
  return h(
    'button',
    {
      'aria-pressed': String(on),
      disabled: picks.busy,
      'data-entry': l.type,
      title: l.rule ? `rule ${l.rule}` : '',
      onclick: () => ((picks.active = on ? null : l), (picks.status = ''), page.render()),
    },
    `${entryText(narrowed(l, picks.leftOut), unitNamer(v, page.names.unit))}${on ? ': pick a hex' : ''}`,
  );
}

/** Buttons for an entry whose choices are a short menu; none for other entries. */
function menuButtons(page: Page, c: LegalWithChoices, l: LegalCommand, who: UnitNamer): HTMLButtonElement[] {
  const busy = page.picks.busy;
  const send = (cmd: Record<string, unknown>) => () => sendCommand(page, cmd);
  switch (c.type) {
    case 'changeLevel': {
      const { units, from, level, levels } = c.choices;
      return levels.map((to) =>
        h(
          'button',
          { disabled: busy, 'data-command': 'changeLevel', title: 'rule B23.42', onclick: send({ type: 'changeLevel', units, level: to }) },
          `${from}: ${to > level ? 'up' : 'down'} to ${to ? `level ${to}` : 'ground level'}`,
        ),
      );
    }
    case 'placeDC': {
      const { unit, targets } = c.choices;
      return targets.map((t) =>
        h(
          'button',
          { disabled: busy, 'data-command': 'placeDC', title: 'rule A23.7', onclick: send({ type: 'placeDC', unit, target: t }) },
          `${unit}: DC ${t === 'beneath' ? 'into the sewer beneath' : `into ${t}`}`,
        ),
      );
    }
    case 'enterSewer':
      return [
        h(
          'button',
          {
            class: 'primary',
            disabled: busy,
            'data-command': 'enterSewer',
            title: 'rule B8.4',
            onclick: send({ type: 'enterSewer', units: c.choices.units }),
          },
          entryText(l, who),
        ),
      ];
    case 'sewerFire':
      // keys are "stack:S1" (a sewer counter) or "hex:71F5" (the Manhole Location above)
      return Object.entries(c.choices.byTarget).map(([key, firers]) => {
        const kind = key.slice(0, key.indexOf(':'));
        const target = key.slice(key.indexOf(':') + 1);
        return h(
          'button',
          {
            class: 'primary',
            disabled: busy,
            'data-command': 'sewerFire',
            title: 'rule B8.3',
            onclick: send({ type: 'sewerFire', firers, ...(kind === 'stack' ? { stack: target } : { hex: target }) }),
          },
          `Fire at ${kind === 'stack' ? `sewer stack ${target}` : `${target} above`} (${firers.join(', ')})`,
        );
      });
    case 'defensiveFire': {
      // the units the player left ticked (stackChoice.ts); none: the button waits for a tick
      const firers = chosen(c.choices.firers, page.picks.leftOut);
      const text =
        firers.length === c.choices.firers.length ? entryText(l, who) : entryText({ ...l, choices: { ...c.choices, firers } }, who);
      return [
        h(
          'button',
          {
            class: 'primary',
            disabled: busy || !firers.length,
            'data-command': 'defensiveFire',
            onclick: send({ type: 'defensiveFire', firers }),
          },
          text,
        ),
      ];
    }
    default:
      return [];
  }
}

/** What a leaving command asks before it is sent. */
const LEAVE_QUESTION: Readonly<Record<string, string>> = {
  resign: 'Resign this match? It counts as a loss.',
  abort: 'Abort this match? Nobody has played yet: it ends without a result.',
};

/** A ready-made command from the server: one button (resigning and aborting ask first). */
function commandButton(page: Page, l: LegalCommand, command: Readonly<Record<string, unknown>>, v: View): HTMLButtonElement {
  return h(
    'button',
    {
      class: isLeaving(l) ? '' : 'primary',
      disabled: page.picks.busy,
      'data-command': l.type,
      title: l.rule ? `rule ${l.rule}` : '',
      onclick: () => {
        // issue 35: finishing setup never drops a half-picked tunnel or unsent placements silently
        const unfinished = l.type === 'finishSetup' ? unfinishedSetupPicks(page) : null;
        if (unfinished) {
          page.picks.status = unfinished;
          return page.render();
        }
        if (!isLeaving(l) || confirm(LEAVE_QUESTION[l.type] ?? l.label)) void sendCommand(page, { ...command });
      },
    },
    entryText(l, unitNamer(v, page.names.unit)),
  );
}

/**
 * Issue 35: what "Finish setup" would silently drop: placements staged but not sent, a rule area's pick
 * half made (a tunnel with one entrance, B8.6). The button then says so and sends nothing; null when
 * nothing would be lost.
 */
export function unfinishedSetupPicks(page: Page): string | null {
  for (const a of areaPanels()) {
    const said = a.unfinished?.(page);
    if (said) return said;
  }
  const staged = page.picks.staged.size;
  return staged ? `${staged} placement(s) not sent yet: send them (or place the rest at random and send), then finish setup` : null;
}

/** A rule area's own controls for an entry, instead of the core's (null: none claims it). */
function areaControls(page: Page, v: View, l: LegalCommand): HTMLElement[] | null {
  for (const a of areaPanels()) {
    const own = a.controls?.(page, v, l);
    if (own) return own;
  }
  return null;
}

export function renderCommands(page: Page, v: View): void {
  const { panel, picks } = page;
  clear(panel.commands);
  clear(panel.prompt);
  renderPrompt(page, v);
  for (const l of v.legal) {
    const c = readChoices(l);
    if (c?.type === 'placeUnits') {
      renderPlacement(page, v, l);
      continue;
    }
    // a rout is answered on the board; B27.41: one that may stop beneath a foxhole on its way gets a button per position
    if (c?.type === 'rout') {
      panel.commands.append(
        ...routPositionOptions(c.choices, v.modules.fortifications?.counters ?? []).map((o) => optionButton(page, o, 'rout')),
      );
      continue;
    }
    // A11.12: a CC declaration: its own panel (attackers, targets, odds)
    const cc = c ? ccControls(page, v, c) : null;
    if (cc) {
      panel.commands.append(...cc);
      continue;
    }
    // a rule area's own controls (sewer-cards SC.2-SC.7: activate, assault, enter the sewer; a card's
    // own buttons advance it or bring it up), or its buttons beside the core's (HL.3: a leader's activation)
    const own = areaControls(page, v, l);
    if (own) {
      panel.commands.append(...own);
      continue;
    }
    const extra = areaPanels().flatMap((a) => a.extraControls?.(page, v, l) ?? []);
    if (isPicked(l.type)) {
      panel.commands.append(pickButton(page, l, v), ...extra);
      continue;
    }
    if (extra.length) {
      panel.commands.append(...extra);
      continue;
    }
    const menu = c ? menuButtons(page, c, l, unitNamer(v, page.names.unit)) : [];
    if (menu.length) panel.commands.append(...menu);
    else if (l.command) panel.commands.append(commandButton(page, l, l.command, v));
  }
  // "Done with this Player Turn": beside the decision's buttons (it ends the phase)
  const pass = passTurnButton(page, v);
  if (pass) panel.commands.append(pass);
  // A7.53: a concealed leader beside the firers: why his DRM is missing (the server offers no reveal to direct)
  const lead = concealedLeaderLine(v, page.client.seat, unitNamer(v, page.names.unit));
  if (lead) panel.prompt.append(h('p', { class: 'muted', 'data-testid': 'concealed-leader' }, lead));
  // the seat's preferences, apart from the decision's own buttons (a phone shows them in the Actions drawer only)
  const skip = skipControls(page, v);
  const prefs = [firstFireControls(page, v), skip, skip && passedPhasesControls(page), shortcutsButton(page)].filter(
    (x): x is HTMLElement => !!x,
  );
  if (prefs.length) panel.commands.append(h('div', { class: 'prefs', 'data-testid': 'prefs' }, ...prefs));
  const e = picks.lastError;
  panel.statusLine.textContent = picks.status;
  panel.errorBox.textContent = e ? `${e.message}${e.rule ? ` (rule ${e.rule})` : ''} [${e.code}]` : '';
}
