// The match page's elements: the header with the connection pill, the board, and the side panel
// (briefing, status, actions, selected hex, dice, logs). Built once; the render steps fill them.
// Each part of the side panel names the drawer it belongs to on a phone (data-drawer, ./drawers.ts;
// sizes in public/layout.css): the board comes first there and the panel opens from a bottom bar.
// The current decision (prompt, its buttons) heads the panel, then the clock slot (the online panel puts
// its clocks there): both carry data-now, which a phone shows below the board with no drawer open.
import type { MatchSummary, ScenarioSummary } from '@hexfog/shared/protocol/index';
import { type AreaPanel, areaPanels } from '../areas/index';
import type { Board } from '../board';
import { clear, h } from '../dom';
import { optionsPhrase } from '../lobbyOptions';
import { briefingSection } from './briefing';
import { type Drawers, mountDrawers } from './drawers';

export interface Panel {
  readonly statusPill: HTMLSpanElement;
  readonly phaseLine: HTMLDivElement;
  readonly whoLine: HTMLDivElement;
  /** The rule areas' lines under the phase, one per area that has one (the river's Current, an impulse's activation), in registration order. */
  readonly areaLines: ReadonlyMap<AreaPanel, HTMLDivElement>;
  /** The rule areas' sections of the Actions panel (the Sewer cards), each hidden while it draws nothing. */
  readonly areaSections: ReadonlyMap<AreaPanel, HTMLElement>;
  readonly commands: HTMLDivElement;
  readonly prompt: HTMLDivElement;
  readonly errorBox: HTMLDivElement;
  /** Why the last click did nothing ("71K9 is not a hex this stack may enter"). */
  readonly statusLine: HTMLDivElement;
  /** The newest roll, or the one whose log line was clicked, explained (dice.ts). */
  readonly dicePanel: HTMLElement;
  readonly selection: HTMLDivElement;
  readonly diceLog: HTMLDivElement;
  readonly eventLog: HTMLDivElement;
  /** The clocks' place, right below the decision (../online/onlinePanel.ts fills it). */
  readonly clockSlot: HTMLElement;
  /** A new decision (its key changed) shows from its top: a list scrolled during setup does not hide the next prompt. */
  decisionShown(key: string): void;
  /** The phone's "your move" dot on the Actions tab: on exactly while the match waits on this seat. */
  markYourMove(on: boolean): void;
}

export function mountLayout(root: HTMLElement, summary: MatchSummary, board: Board, scenario: ScenarioSummary): Panel {
  let drawers: Drawers | null = null;
  let decision: HTMLElement | null = null;
  let decisionKey = '';
  const p: Panel = {
    statusPill: h('span', { class: 'pill connecting', 'data-testid': 'connection' }, 'connecting'),
    phaseLine: h('div', { class: 'phase-line', 'data-testid': 'phase' }),
    whoLine: h('div', { class: 'muted', 'data-testid': 'who' }),
    areaLines: new Map(
      areaPanels().flatMap((a) => (a.line ? [[a, h('div', { class: a.line.className, 'data-testid': a.line.testid })] as const] : [])),
    ),
    areaSections: new Map(
      areaPanels().flatMap((a) =>
        a.section
          ? [
              [
                a,
                h('section', { class: a.section.className, 'data-testid': a.section.testid, 'data-drawer': 'actions', hidden: true }),
              ] as const,
            ]
          : [],
      ),
    ),
    commands: h('div', { class: 'commands', 'data-testid': 'commands' }),
    prompt: h('div', { 'data-testid': 'prompt' }),
    errorBox: h('div', { class: 'error', role: 'alert', 'data-testid': 'error' }),
    statusLine: h('div', { class: 'status-line muted', 'aria-live': 'polite', 'data-testid': 'status-line' }),
    dicePanel: h('section', { class: 'dice-panel', 'data-testid': 'dice-panel' }),
    selection: h('div', { class: 'selected-list', 'data-testid': 'selection' }),
    diceLog: h('div', { class: 'log', 'data-testid': 'dice-log', 'aria-live': 'polite' }),
    eventLog: h('div', { class: 'log', 'data-testid': 'event-log' }),
    clockSlot: h('section', { class: 'clock-slot', 'data-now': '', 'data-testid': 'clock-slot' }),
    markYourMove: (on) => drawers?.attention('actions', on),
    decisionShown: (key) => {
      if (key !== decisionKey && decision) decision.scrollTop = 0;
      decisionKey = key;
    },
  };
  const layout = h(
    'div',
    { class: 'match-layout', 'data-testid': 'match-layout' },
    board.el,
    h(
      'aside',
      { class: 'side', 'data-testid': 'side-panel' },
      // what to do now first (issue 35): the decision and its buttons, then the clocks
      (decision = h(
        'section',
        { class: 'decision', 'data-drawer': 'actions', 'data-now': '', 'data-testid': 'decision' },
        h('h3', {}, 'Actions'),
        p.prompt,
        p.commands,
        p.statusLine,
        p.errorBox,
      )),
      p.clockSlot,
      // open while the sides set up, when the players read it; folded once play has begun
      briefingSection(scenario, summary.ruleset, summary.status === 'setup'),
      h('section', { 'data-drawer': 'actions' }, h('h3', {}, summary.scenarioName), p.phaseLine, p.whoLine, ...p.areaLines.values()),
      ...p.areaSections.values(),
      h('section', { 'data-drawer': 'actions' }, h('h3', {}, 'Selected hex'), p.selection),
      p.dicePanel,
      h(
        'section',
        { class: 'logs', 'data-drawer': 'log' },
        h('h3', {}, 'Dice and events'),
        h('div', { class: 'log-pair' }, p.diceLog, p.eventLog),
      ),
    ),
  );
  p.dicePanel.setAttribute('data-drawer', 'dice');
  drawers = mountDrawers(layout);
  clear(root);
  root.append(
    h(
      'header',
      { class: 'top' },
      h('h1', {}, h('a', { href: '#/' }, 'Hexfog')),
      h(
        'span',
        { class: 'match-title', 'data-testid': 'match-title' },
        `${summary.scenarioName} · ${summary.ruleset}${optionsPhrase(summary)}`,
      ),
      h(
        'div',
        { class: 'status' },
        h(
          'span',
          { class: 'commitment', title: 'dice commitment (SHA-256 of the secret seed)' },
          `dice ${summary.diceCommitment.slice(0, 12)}…`,
        ),
        p.statusPill,
      ),
    ),
    layout,
    drawers.bar,
  );
  return p;
}
