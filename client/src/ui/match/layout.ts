// The match page's elements: the header with the connection pill, the board, and the side panel
// (status, actions, selected hex, logs). Built once; the render steps fill them.
import type { MatchSummary } from '@hexfog/shared/protocol/index';
import type { Board } from '../board';
import { clear, h } from '../dom';
import { optionsPhrase } from '../lobbyOptions';

export interface Panel {
  readonly statusPill: HTMLSpanElement;
  readonly phaseLine: HTMLDivElement;
  readonly whoLine: HTMLDivElement;
  /** The river's depth and Current once known (B21.121, B21.122). */
  readonly waterLine: HTMLDivElement;
  /** Heroes-and-leaders: what the active side activated in this impulse, or the passes (HL.3). */
  readonly impulseLine: HTMLDivElement;
  /** Sewer-cards: the Sewer cards (SC.1), hidden when the match has none. */
  readonly sewerCards: HTMLElement;
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
}

export function mountLayout(root: HTMLElement, summary: MatchSummary, board: Board): Panel {
  const p: Panel = {
    statusPill: h('span', { class: 'pill connecting', 'data-testid': 'connection' }, 'connecting'),
    phaseLine: h('div', { class: 'phase-line', 'data-testid': 'phase' }),
    whoLine: h('div', { class: 'muted' }),
    waterLine: h('div', { class: 'water-line', 'data-testid': 'current' }),
    impulseLine: h('div', { class: 'impulse-line', 'data-testid': 'impulse' }),
    sewerCards: h('section', { class: 'sewer-cards', 'data-testid': 'sewer-cards', hidden: true }),
    commands: h('div', { class: 'commands', 'data-testid': 'commands' }),
    prompt: h('div', { 'data-testid': 'prompt' }),
    errorBox: h('div', { class: 'error', role: 'alert', 'data-testid': 'error' }),
    statusLine: h('div', { class: 'status-line muted', 'aria-live': 'polite', 'data-testid': 'status-line' }),
    dicePanel: h('section', { class: 'dice-panel', 'data-testid': 'dice-panel' }),
    selection: h('div', { class: 'selected-list', 'data-testid': 'selection' }),
    diceLog: h('div', { class: 'log', 'data-testid': 'dice-log', 'aria-live': 'polite' }),
    eventLog: h('div', { class: 'log', 'data-testid': 'event-log' }),
  };
  const layout = h('div', { class: 'match-layout' },
    board.el,
    h('aside', { class: 'side' },
      h('section', {}, h('h3', {}, summary.scenarioName), p.phaseLine, p.whoLine, p.waterLine, p.impulseLine),
      p.sewerCards,
      h('section', {}, h('h3', {}, 'Actions'), p.prompt, p.commands, p.statusLine, p.errorBox),
      h('section', {}, h('h3', {}, 'Selected hex'), p.selection),
      p.dicePanel,
      h('section', { class: 'logs' }, h('h3', {}, 'Dice and events'), h('div', { style: 'display:grid;grid-template-rows:1fr 2fr;gap:6px;min-height:0' }, p.diceLog, p.eventLog)),
    ),
  );
  clear(root);
  root.append(
    h('header', { class: 'top' }, h('h1', {}, h('a', { href: '#/' }, 'Hexfog')), h('span', { 'data-testid': 'match-title' }, `${summary.scenarioName} · ${summary.ruleset}${optionsPhrase(summary)}`), h('div', { class: 'status' }, h('span', { title: 'dice commitment (SHA-256 of the secret seed)' }, `dice ${summary.diceCommitment.slice(0, 12)}…`), p.statusPill)),
    layout,
  );
  return p;
}
