// A click on a hex: it becomes the selected hex; while the LOS tool is open it does nothing else (it
// ends a pending LOS check); in setup it places the selected unit; and it answers the chosen move or
// fire, or a pending decision that asks for a hex.
import { losPicked } from '../los/index';
import { commandFor, hexChoices, pendingAnswer } from './choices';
import { currentView, losToolActive, mapNow, type Page } from './page';
import { sendCommand } from './send';
import { placeableUnits } from './setup';
import { areaPanels } from '../areas/index';
import { hexFacts } from './hexFacts';
import { notAnOption, unitNamer } from './prompts';
import { oneClickMove } from './moveInfo';

export async function hexClicked(page: Page, hex: string): Promise<void> {
  const { picks } = page;
  const view = currentView(page);
  // the selected stack's badged move, before the click selects another hex: a click on one of its
  // destinations moves the stack there, one click per hex
  const oneClick = view && !picks.active ? oneClickMove(view, page.client.seat, picks.selectedHex, hex) : undefined;
  picks.selectedHex = hex;
  picks.status = '';
  // the LOS tool never answers anything: while it is open, a click picks its target or selects a hex
  // (a LOS check made while a Defensive First Fire question waits must not fire the shot)
  if (losToolActive(picks)) {
    losToolClicked(page, hex);
    return page.render();
  }
  const place = view?.legal.find((l) => l.type === 'placeUnits');
  if (place && picks.selectedUnit && hexChoices(place).has(hex)) {
    picks.status = '';
    picks.staged.set(picks.selectedUnit, hex);
    // the next unit still to place, if any
    picks.selectedUnit = placeableUnits(place).find((u) => !picks.staged.has(u) && !view?.units.find((x) => x.id === u)?.loc) ?? null;
  }
  // a rule area's pick takes the click (a setup pick of an entrenchment's hex or a tunnel's entrance;
  // sewer-cards: an assault's target, a card's exit hex, a unit to activate, SC.5-SC.7; heroes-and-leaders:
  // a stack that may move through the network, HL.4)
  if (view) for (const a of areaPanels()) if (await a.hexClicked?.(page, view, hex)) return page.render();
  // a chosen move or fire waits for its hex; a pending decision asking for a hex is answered by one;
  // else a badged destination of the selected stack moves it there (the stack stays selected: the
  // destination is the selected hex now, so its next move's badges follow it)
  const answer = picks.active ?? pendingAnswer(currentView(page), page.client.seat) ?? oneClick;
  if (answer && hexChoices(answer).has(hex)) {
    const cmd = commandFor(answer, hex, picks.leftOut);
    const units = (cmd['units'] ?? cmd['firers']) as string[] | undefined;
    // every unit of the stack unticked: nothing would act
    if (units && !units.length) picks.status = 'Tick at least one unit of the stack to act (Selected hex panel)';
    else {
      picks.active = null;
      await sendCommand(page, cmd);
      picks.leftOut.clear();
    }
  } else if (answer && view) {
    // the click selected the hex; the status line says why it answered nothing
    picks.status = notAnOption(answer, hex, unitNamer(view, page.names.unit), hexFacts(mapNow(page), view, page.client.seat));
  }
  page.render();
}

/** A click while the LOS tool is open: the target of the check it waits for, else a hex selected. */
function losToolClicked(page: Page, hex: string): void {
  const { picks } = page;
  if (picks.losFrom) {
    if (picks.losFrom === hex) return;
    picks.losText = losPicked(picks, mapNow(page), picks.losFrom, hex);
    picks.losFrom = null;
    return;
  }
  const answer = picks.active ?? pendingAnswer(currentView(page), page.client.seat);
  if (answer && hexChoices(answer).has(hex)) picks.status = 'The LOS tool is open: close it to act on the board';
}
