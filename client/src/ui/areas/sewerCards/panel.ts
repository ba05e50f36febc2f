// The sewer-cards parts of the match page: the activations line (whose action turn, the active unit and
// its action, the passes), the Sewer cards drawn beside the board, and the controls of their entries:
// activate (a unit, then its action), assault (a unit, then a target hex), enter the sewer (a unit beside
// a sewer token, onto a card), advance a card, come up or assault from a card (a card, then a hex of its
// exit range, then what to do there). What is offered comes from the server's legal entries only.
import type { LegalCommand, View } from '@hexfog/shared/protocol/index';
import { clear, h } from '../../dom';
import { unitLabel } from '../read';
import { type AreaPage, type AreaPanel, perPage } from '../registry';
import {
  actionName,
  activateCommand,
  activatableIn,
  activationsText,
  actionTurnLine,
  assaultCommand,
  assaultTargets,
  inActionTurns,
  readActivate,
  readActivations,
  readAssault,
} from './activations';
import {
  advanceCommand,
  cardEntries,
  cardFace,
  cardLine,
  cardsToLeave,
  enterCommand,
  exitHexes,
  leaveCommands,
  readSewerCards,
  type CardFace,
} from './cards';

/** The player's sewer-cards picks between updates, kept per page. */
interface CardPicks {
  /** SC.7: the unit whose action is being chosen, the unit whose assault target is. */
  activateUnit: string | null;
  assaultUnit: string | null;
  /** SC.5, SC.6: the Sewer card chosen to come up or assault from; its exit range is highlighted. */
  card: string | null;
  /** The hex picked in that exit range: the panel then offers what the card may do there. */
  cardHex: string | null;
}

/** This page's sewer-cards picks (none yet: a fresh set). */
export const cardPicks = perPage<CardPicks>(() => ({ activateUnit: null, assaultUnit: null, card: null, cardHex: null }));

/** The phase line in the action turns; null outside them (the page's own line then). */
export function sewerCardsPhaseLine(v: View, side: (s: string) => string): string | null {
  return inActionTurns(v) ? actionTurnLine(v, side) : null;
}

/** The line under the phase: the active unit and its action, or the passes in succession. */
export function activationsLine(page: AreaPage, v: View): string {
  return inActionTurns(v) ? activationsText(readActivations(v.modules), page.names.side(v.attacker), unitLabel(v, page.names)) : '';
}

/** Picks the server no longer offers are dropped (a card left, a unit activated meanwhile). */
export function dropStaleCardPicks(page: AreaPage, v: View): void {
  const p = cardPicks(page);
  if (p.activateUnit && !readActivate(v.legal.find((l) => l.type === 'activate'))?.some((u) => u.id === p.activateUnit))
    p.activateUnit = null;
  if (p.assaultUnit && !assaultTargets(readAssault(v.legal.find((l) => l.type === 'assault')), p.assaultUnit).length) p.assaultUnit = null;
  if (p.card && !cardsToLeave(v.legal).has(p.card)) p.card = null;
  if (p.cardHex && !exitHexes(v.legal, p.card).has(p.cardHex)) p.cardHex = null;
}

/** The hexes the board highlights for a sewer-cards pick: an assault's targets, a card's exit range; null when none is under way. */
export function cardPickHexes(page: AreaPage, v: View): Set<string> | null {
  const p = cardPicks(page);
  if (p.assaultUnit) return new Set(assaultTargets(readAssault(v.legal.find((l) => l.type === 'assault')), p.assaultUnit));
  if (p.card) return exitHexes(v.legal, p.card);
  return null;
}

/** A click on a hex during a sewer-cards pick: an assault is sent, a card's exit hex is picked. True when it took the click. */
export async function cardHexClicked(page: AreaPage, v: View, hex: string): Promise<boolean> {
  const p = cardPicks(page);
  if (p.assaultUnit) {
    const unit = p.assaultUnit;
    if (!assaultTargets(readAssault(v.legal.find((l) => l.type === 'assault')), unit).includes(hex)) return false;
    p.assaultUnit = null;
    await page.send(assaultCommand(unit, hex));
    return true;
  }
  if (p.card && exitHexes(v.legal, p.card).has(hex)) {
    p.cardHex = hex;
    return true;
  }
  // a unit that may be activated in the clicked hex is chosen: its actions are offered
  const here = activatableIn(readActivate(v.legal.find((l) => l.type === 'activate')), hex);
  if (here.length && !page.picks.active) p.activateUnit = here[0]!.id;
  return false;
}

const button = (page: AreaPage, attrs: Record<string, string>, text: string, onclick: () => void, pressed?: boolean) =>
  h(
    'button',
    {
      class: pressed === undefined ? 'primary' : '',
      ...(pressed === undefined ? {} : { 'aria-pressed': String(pressed) }),
      disabled: page.picks.busy,
      onclick,
      ...attrs,
    },
    text,
  );

/** The controls for one legal entry of sewer-cards; null for any other entry (the page's own controls then). */
export function sewerCardsControls(page: AreaPage, _v: View, l: LegalCommand): HTMLElement[] | null {
  const p = cardPicks(page);
  const units = readActivate(l);
  if (units) {
    const out: HTMLElement[] = units.map((u) =>
      button(
        page,
        { 'data-activate-unit': u.id, title: `rule ${l.rule ?? 'SC.7'}` },
        `Activate ${u.id} (${u.hex})`,
        () => ((p.activateUnit = p.activateUnit === u.id ? null : u.id), page.render()),
        p.activateUnit === u.id,
      ),
    );
    const chosen = units.find((u) => u.id === p.activateUnit);
    if (chosen)
      out.push(
        h(
          'div',
          { class: 'row', 'data-testid': 'actions' },
          ...chosen.actions.map((a) =>
            button(
              page,
              { 'data-command': 'activate', 'data-action': a, title: `rule ${l.rule ?? 'SC.7'}` },
              `${chosen.id}: ${actionName(a)}`,
              () => ((p.activateUnit = null), void page.send(activateCommand(chosen.id, a))),
            ),
          ),
        ),
      );
    return out;
  }
  const assault = readAssault(l);
  if (assault)
    return assault
      .filter((u) => u.targets.length)
      .map((u) =>
        button(
          page,
          { 'data-assault-unit': u.id, title: `rule ${l.rule ?? 'SC.7'}` },
          `${l.label}: ${u.id}${p.assaultUnit === u.id ? ': pick a hex' : ''}`,
          () => ((p.assaultUnit = p.assaultUnit === u.id ? null : u.id), (p.card = null), page.render()),
          p.assaultUnit === u.id,
        ),
      );
  const e = cardEntries([l]);
  if (e.enterSewerCard) {
    const { units: enterers, cards } = e.enterSewerCard.choices;
    return enterers.flatMap((u) =>
      (cards.length ? cards : [undefined]).map((card) =>
        button(
          page,
          {
            'data-command': 'enterSewerCard',
            'data-enter-unit': u.id,
            ...(card ? { 'data-card': card } : {}),
            title: `rule ${l.rule ?? 'SC.2'}`,
          },
          `${u.id} down into the sewer at ${u.hex}${card ? ` (card ${card})` : ''}`,
          () => void page.send(enterCommand(u.id, card)),
        ),
      ),
    );
  }
  // advancing, coming up and assaulting from a card are the cards' own buttons (renderSewerCards)
  if (e.sewerCardAdvance || e.emerge || e.sewerAssault) return [];
  return null;
}

/** One card drawn: colour band, the track's squares with their tokens, exit range, squad; face down for the opponent with hidden cards. */
function cardEl(page: AreaPage, v: View, face: CardFace): HTMLElement {
  const p = cardPicks(page);
  const e = cardEntries(v.legal);
  const squares = h(
    'div',
    { class: 'card-track' },
    ...face.squares.map((s) =>
      h(
        'span',
        {
          class: `card-square${s.token ? ` token-${s.token}` : ''}`,
          'data-square': String(s.n),
          ...(s.token ? { 'data-token': s.token } : {}),
          title: s.token ? `${s.token === 'fatigue' ? 'fatigue' : 'Op Fire'} token (SC.4)` : `square ${s.n}`,
        },
        face.faceDown ? '?' : s.token ? `${s.n} ${s.token === 'fatigue' ? 'F' : 'OF'}` : String(s.n),
      ),
    ),
  );
  const controls: HTMLElement[] = [];
  if (e.sewerCardAdvance?.choices.cards.includes(face.id))
    controls.push(
      button(
        page,
        { 'data-command': 'sewerCardAdvance', 'data-card': face.id, title: `rule ${e.sewerCardAdvance.rule ?? 'SC.4'}` },
        'Advance',
        () => void page.send(advanceCommand(face.id)),
      ),
    );
  if (cardsToLeave(v.legal).has(face.id))
    controls.push(
      button(
        page,
        { 'data-card-pick': face.id, title: 'rule SC.5, SC.6' },
        p.card === face.id ? 'Pick a hex in the exit range' : 'Come up / assault…',
        () => ((p.card = p.card === face.id ? null : face.id), (p.cardHex = null), (p.assaultUnit = null), page.render()),
        p.card === face.id,
      ),
    );
  if (p.card === face.id && p.cardHex)
    for (const c of leaveCommands(v.legal, face.id, p.cardHex))
      controls.push(
        button(
          page,
          { 'data-command': String(c.command.type), 'data-hex': p.cardHex, title: c.command.type === 'emerge' ? 'rule SC.5' : 'rule SC.6' },
          c.label,
          () => ((p.card = null), (p.cardHex = null), void page.send(c.command)),
        ),
      );
  return h(
    'div',
    {
      class: `sewer-card${face.faceDown ? ' face-down' : ''}`,
      'data-card': face.id,
      'data-testid': `sewer-card-${face.id}`,
      style: `border-left: 8px solid ${face.colour}`,
      title: cardLine(face),
    },
    h(
      'div',
      { class: 'card-head' },
      `${face.id}${face.marker ? ` · entrance ${face.marker}` : ''}${face.exitRange !== null ? ` · exit range ${face.exitRange}` : ''}`,
    ),
    squares,
    h('div', { class: 'card-squad', 'data-testid': 'card-squad' }, face.faceDown ? `${face.squad} (hidden)` : face.squad),
    controls.length ? h('div', { class: 'row' }, ...controls) : null,
  );
}

/** The Sewer cards beside the board; the section is hidden when the match has none. */
export function renderSewerCards(page: AreaPage, v: View, into: HTMLElement): void {
  clear(into);
  const cards = readSewerCards(v.modules);
  into.hidden = !cards;
  if (!cards) return;
  into.append(h('h3', {}, `Sewer cards · ${page.names.side(cards.side)}${cards.hidden ? ' (hidden)' : ''}`));
  for (const c of cards.cards) into.append(cardEl(page, v, cardFace(c, cards.hidden, page.names.unit)));
}

/** The sewer-cards part of the match page's panel. */
export const sewerCardsPanel: AreaPanel = {
  phaseLine: sewerCardsPhaseLine,
  line: { testid: 'activations', className: 'impulse-line', text: activationsLine },
  section: { testid: 'sewer-cards', className: 'sewer-cards', render: renderSewerCards },
  dropStale: dropStaleCardPicks,
  pickHexes: cardPickHexes,
  hexClicked: cardHexClicked,
  controls: sewerCardsControls,
};
