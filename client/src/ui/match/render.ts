// One redraw of the whole page from the client's latest view: connection pill, phase and seat lines,
// the Actions panel, the selected hex, the logs, then the board's highlights, counters and the MF
// badges of the selected stack's move.
import { clear, h } from '../dom';
import { costsByHex } from '../moveCosts';
import { hexChoices, pendingAnswer } from './choices';
import { renderCommands } from './commands';
import { renderLogs } from './logs';
import { losToolActive, mapNow, type Page } from './page';
import type { View } from '@hexfog/shared/protocol/index';
import { badgedMove, selectedMove } from './moveInfo';
import { renderSelection } from './selection';
import { skipIfNothingToDo } from './skipPhases';
import { drawLos } from '../los/index';
import { tabTitle } from './title';
import { isYourMove } from '../online/yourMove';
import { areaPanels } from '../areas/index';

/** Who still has to say the phase is over (A3.4: the DEFENDER ends the DFPh; both end the RPh). */
function phaseEndLine(v: View, names: Page['names']): string {
  const waiting = v.phaseEnders.filter((s) => !v.phaseDone.includes(s));
  return `ended by ${waiting.map((s) => names.side(s)).join(' and ') || 'both'}${v.phaseDone.length ? ` (${v.phaseDone.map((s) => names.side(s)).join(', ')} done)` : ''}`;
}

/** The first area's phase line (impulses, action turns), else the core's. */
function phaseText(v: View, names: Page['names']): string {
  if (v.status === 'setup') return 'Setup (secret)';
  if (v.status === 'ended') return `Ended: ${v.result?.reason ?? ''}`;
  for (const a of areaPanels()) {
    const line = a.phaseLine?.(v, names.side);
    if (line) return line;
  }
  return `Turn ${v.turn}/${v.turns} · Player Turn ${v.playerTurn} · ${v.phase} · ${phaseEndLine(v, names)}`;
}

/** The rule areas' lines and sections (areas/): their picks the server no longer offers are dropped first. */
function renderAreas(page: Page, v: View): void {
  for (const a of areaPanels()) a.dropStale?.(page, v);
  for (const [a, el] of page.panel.areaLines) el.textContent = a.line?.text(page, v) ?? '';
  for (const [a, el] of page.panel.areaSections) {
    clear(el);
    a.section?.render(page, v, el);
    el.hidden = !el.childNodes.length;
  }
}

/** The hexes a rule area's pick under way highlights (a Sewer card's exit range), if any. */
function areaPickHexes(page: Page, v: View): Set<string> | null {
  for (const a of areaPanels()) {
    const hexes = a.pickHexes?.(page, v);
    if (hexes) return hexes;
  }
  return null;
}

export function renderPage(page: Page): void {
  const { panel, client, picks, names, opts } = page;
  panel.statusPill.className = `pill ${client.status}`;
  panel.statusPill.textContent = client.status;
  const v = client.view;
  document.title = tabTitle(v, client.seat, names.side);
  if (!v) return;
  if (client.seat) opts.onSeat?.(client.seat);
  // the log names a removed counter by what it was
  names.remember(v.modules.fortifications?.counters ?? []);
  panel.phaseLine.textContent = phaseText(v, names);
  panel.whoLine.textContent = `${client.seat ? `You play ${names.side(client.seat)} (${client.seat})` : 'Spectator'} · ATTACKER ${names.side(v.attacker)} · DEFENDER ${names.side(v.defender)}`;
  renderAreas(page, v);
  renderCommands(page, v);
  // the phone's dot on the Actions tab: the match waits on this seat (not: a prompt has text, which
  // the "Waiting for the ..." line of the other side's move also has)
  panel.markYourMove(isYourMove(v, client.seat));
  panel.decisionShown(
    [v.status, v.turn, v.playerTurn, v.phase, v.phaseDone.join(), v.pending?.kind ?? '', v.legal.map((l) => l.type).join()].join('|'),
  );
  if (v.status === 'ended')
    panel.commands.append(h('a', { href: `#/match/${opts.matchId}/replay`, 'data-replay': '1' }, 'Open the replay'));
  renderSelection(page, v);
  renderLogs(page);
  // a chosen entry the server no longer offers is dropped
  const active = picks.active;
  if (active && !v.legal.some((l) => l.type === active.type && l.label === active.label)) picks.active = null;
  const place = v.legal.find((l) => l.type === 'placeUnits');
  page.board.setMap(mapNow(page));
  page.board.showCrests(losToolActive(picks));
  drawLos(picks, mapNow(page), page.board.losLayer);
  page.board.highlight(
    hexChoices(place),
    areaPickHexes(page, v) ?? hexChoices(picks.active ?? pendingAnswer(v, client.seat) ?? badgedMove(v, picks.selectedHex)),
    picks.selectedHex,
  );
  page.board.render(v, picks.staged);
  const move = selectedMove(v, picks.active, picks.selectedHex);
  page.board.showMoveCosts(move ? costsByHex(move) : new Map());
  skipIfNothingToDo(page, v);
}
