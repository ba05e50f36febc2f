// What the Actions panel says, in a player's words: each pending decision the server waits for, each
// legal entry's button, and why a click on a hex that is not an option does nothing. Units are named
// by id and counter ("B01 (4-6-7)"), hexes by their ids. One table per kind of thing; prompts.test.ts
// fails when the rules offer a decision or a command type these tables do not name.
import { type LegalCommand, readChoices, type View, type ViewPending } from '@hexfog/shared/protocol/index';
import { areaEntryText, areaHasEntry, areaHexPick, areaPendingText } from '../areas/index';
import { namedLabel, str } from '../areas/read';
import type { PendingText } from '../areas/registry';

/** Names a unit by id: "B01 (4-6-7)", or the id alone for a unit this seat does not see. */
export type UnitNamer = (id: string) => string;

/** Names the units of a view: "B01 (4-6-7)"; an id the view does not show stays an id. */
export function unitNamer(v: View, unitName: (type: string) => string): UnitNamer {
  return (id) => {
    const u = v.units.find((x) => x.id === id);
    return u ? `${id} (${unitName(u.type)})` : id;
  };
}

const list = (ids: readonly string[], who: UnitNamer) => ids.map(who).join(', ');
export { namedLabel };

/** What the seat sees in a hex, for prompts that name the units there. */
export type UnitsAt = (hex: string) => readonly string[];

/** The chapter A core's decisions (state.pending.kind); the rule areas bring their own (areas/). */
export const PENDING_TEXT: Readonly<Record<string, PendingText>> = {
  defensiveFirstFire: {
    ask: (o, who, at) => {
      const target = str(o, 'target');
      const seen = target ? at(target.split('/')[0]!) : [];
      // the units seen in the hex are not all movers (a stationary squad there is no "moving stack"):
      // the hex is named as where units just spent MF, its units as those seen there
      return `Defensive First Fire at ${target ? `${target}, where units just spent MF${seen.length ? ` (you see there: ${list(seen, who)})` : ''}` : 'the units that just spent MF'}? Fire with your units that reach it, or No fire (A8.1)`;
    },
    wait: 'decide on Defensive First Fire at the units that just moved (A8.1)',
  },
  ccDeclaration: {
    ask: (o) =>
      `Your opponent has declared his Close Combat attacks${str(o, 'location') ? ` in ${str(o, 'location')}` : ''}: declare yours (A11.12)`,
    wait: 'declare his Close Combat attacks (A11.12)',
  },
  rout: {
    ask: (o, who) => `Rout ${who(str(o, 'unit'))}${str(o, 'from') ? ` from ${str(o, 'from')}` : ''}: pick a destination (A10.51)`,
    wait: 'pick where a broken unit routes (A10.51)',
  },
};

/** The prompt line for a pending decision: the question to the seat deciding, what is awaited to the others. */
export function pendingText(p: ViewPending, mine: boolean, sideName: string, who: UnitNamer, at: UnitsAt = () => []): string {
  const t = PENDING_TEXT[p.kind] ?? areaPendingText(p.kind);
  if (!mine) return `Waiting for ${sideName} to ${t ? t.wait : `decide (${p.rule})`}`;
  return t ? t.ask(p.options?.[0], who, at) : `Your decision (${p.rule}): pick one of the highlighted hexes or a button`;
}

/** The units of a view in a hex (ids), those this seat sees. */
export function unitsIn(v: View): UnitsAt {
  return (hex) => v.units.filter((u) => u.loc?.hex === hex && !u.eliminated).map((u) => u.id);
}

/** ASL's phase names (A3). */
export const PHASE_NAMES: Readonly<Record<string, string>> = {
  RPh: 'Rally Phase',
  PFPh: 'Prep Fire Phase',
  MPh: 'Movement Phase',
  DFPh: 'Defensive Fire Phase',
  AFPh: 'Advancing Fire Phase',
  RtPh: 'Rout Phase',
  APh: 'Advance Phase',
  CCPh: 'Close Combat Phase',
};

/** "Done with the Movement Phase" for the server's "Done with MPh" / "End MPh"; a module's own words stay. */
function doneText(l: LegalCommand): string {
  const m = /^(?:Done with|End) (\w+)$/.exec(l.label);
  const name = m ? PHASE_NAMES[m[1]!] : undefined;
  return name ? `Done with the ${name} (${m![1]})` : l.label;
}

type EntryText = (l: LegalCommand, who: UnitNamer) => string;
/** The server's label with its unit ids named. */
const server: EntryText = (l, who) => namedLabel(l.label, who);
const cmd = (l: LegalCommand, key: string) => str(l.command, key);

/** The chapter A core's command types: the words on their buttons (the rule areas bring their own, areas/). */
export const ENTRY_TEXT: Readonly<Record<string, EntryText>> = {
  placeUnits: () => 'Place your units in the highlighted setup zone',
  finishSetup: () => 'Finish setup',
  move: (l, who) => {
    const c = readChoices(l);
    return c?.type === 'move' ? `Move ${list(c.choices.units, who)} from ${c.choices.from}` : server(l, who);
  },
  advance: (l, who) => {
    const c = readChoices(l);
    return c?.type === 'advance' ? `Advance ${list(c.choices.units, who)} from ${c.choices.from}` : server(l, who);
  },
  changeLevel: (l, who) => {
    const c = readChoices(l);
    return c?.type === 'changeLevel' ? `Change level: ${list(c.choices.units, who)} in ${c.choices.from}` : server(l, who);
  },
  fire: (l, who) => {
    const c = readChoices(l);
    if (c?.type !== 'fire') return server(l, who);
    const firers = [...new Set(Object.values(c.choices.byTarget).flat())];
    const group = c.choices.group ? ' as one Fire Group (A7.5)' : '';
    return `${l.label.replace(/,? (from|Fire Group from) .*/, '')}: ${list(firers, who)}${group} at ${c.choices.targets.length <= 3 ? c.choices.targets.join(' or ') : 'a highlighted hex'}`;
  },
  defensiveFire: (l, who) => {
    const c = readChoices(l);
    return c?.type === 'defensiveFire'
      ? `Defensive First Fire: ${list(c.choices.firers, who)}${c.choices.group ? ' as one Fire Group (A7.5)' : ''} at ${c.choices.targets.join(', ')}`
      : server(l, who);
  },
  setFirstFirePrompt: () => 'When to ask about Defensive First Fire (A8.1)',
  declineFire: () => 'No fire: let the stack go on (A8.1)',
  rout: (l, who) => {
    const c = readChoices(l);
    if (c?.type === 'rout') return `${c.choices.lowCrawl ? 'Low Crawl' : 'Rout'} ${who(c.choices.unit)} from ${c.choices.from}`;
    return server(l, who);
  },
  noRout: (l, who) => `${who(cmd(l, 'unit'))} does not rout (A10.5)`,
  rally: (l, who) =>
    cmd(l, 'leader') ? `Rally ${who(cmd(l, 'unit'))} with ${who(cmd(l, 'leader'))}` : `Self-Rally ${who(cmd(l, 'unit'))}`,
  endPhase: (l) => doneText(l),
  resign: () => 'Resign',
  abort: () => 'Abort the match (no result)',
  placeDC: (l, who) => {
    const c = readChoices(l);
    return c?.type === 'placeDC' ? `${who(c.choices.unit)} places a DC` : server(l, who);
  },
  declareCloseCombat: (l) => `Declare Close Combat attacks in ${str(l.choices, 'location') || 'the Location'} (A11.12)`,
  answerCloseCombat: (l) => `Declare your Close Combat attacks in ${str(l.choices, 'location') || 'the Location'} (A11.12)`,
};

/** The words on an entry's button. */
export function entryText(l: LegalCommand, who: UnitNamer): string {
  const t = ENTRY_TEXT[l.type];
  // the core's words, else a rule area's own words (areas/index.ts) for its entries, else the server's label
  return t ? t(l, who) : (areaEntryText(l, who) ?? namedLabel(l.label, who));
}

/** Whether the core or a registered rule area has words for this command type. */
export function hasEntryText(type: string): boolean {
  return Object.hasOwn(ENTRY_TEXT, type) || areaHasEntry(type);
}

/** Whether the core or a registered rule area has words for this decision kind. */
export function hasPendingText(kind: string): boolean {
  return Object.hasOwn(PENDING_TEXT, kind) || areaPendingText(kind) !== undefined;
}

/**
 * What the seat knows of the board, for saying why a hex is no option: distances, LOS between hexes'
 * ground levels (A6), whose units it sees in a hex, where a unit of its view is.
 */
export interface HexFacts {
  distance(a: string, b: string): number;
  /** Null when the LOS from `from` to `to` is clear; otherwise where and why it is blocked. */
  blocked(from: string, to: string): string | null;
  holds(hex: string): { readonly own: boolean; readonly enemy: boolean };
  hexOf(unit: string): string | undefined;
}

/** Why the hex is not one the stack from `from` may enter or advance into. */
function moveReason(kind: 'move' | 'advance', from: string, hex: string, facts: HexFacts): string {
  const d = facts.distance(from, hex);
  if (d === 0) return `${hex} is where the stack is: pick a highlighted hex to ${kind === 'move' ? 'enter' : 'advance into'}`;
  if (d > 1)
    return `${hex} is ${d} hexes from ${from}: ${kind === 'move' ? 'a stack spends its MF entering one hex after another (A4.2)' : 'an advance goes into an ADJACENT hex (A4.7)'}`;
  if (kind === 'move' && facts.holds(hex).enemy) return `${hex} holds enemy units you see: the stack may not move in there now`;
  return `${hex} is ADJACENT to ${from} but no option: the stack lacks the MF, would be overstacked, or the terrain forbids it`;
}

/** Why the units of `firers` may not fire at the hex: no target there, no LOS, out of reach. */
function fireReason(firers: readonly string[], hex: string, who: UnitNamer, facts: HexFacts): string {
  const held = facts.holds(hex);
  if (!held.enemy)
    return held.own
      ? `${hex} holds only your own units: no target there`
      : `${hex} shows no enemy unit or "?" you know of: no target there (A7.1)`;
  const from = [...new Set(firers.map((f) => facts.hexOf(f)).filter((x): x is string => !!x))];
  if (!from.length) return `${hex} is not a target these units may fire at`;
  const blocks = from.map((f) => facts.blocked(f, hex));
  if (blocks.every((b) => b !== null)) return `No LOS from ${from.join(', ')} to ${hex}: ${blocks[0]} (A6)`;
  const d = Math.min(...from.map((f) => facts.distance(f, hex)));
  return `${hex} is ${d} hexes from ${from.join(', ')}: beyond the reach of ${list(firers, who)} (twice the normal range, A7.22), or they may fire no more this phase (A8)`;
}

/** Why a click on `hex` did nothing while `l` waits for a hex; `facts` (what the seat knows of the board) make it specific. */
export function notAnOption(l: LegalCommand, hex: string, who: UnitNamer, facts?: HexFacts): string {
  const area = areaHexPick(l.type)?.notAnOption;
  if (area) return area(l, hex, who);
  const c = readChoices(l);
  switch (c?.type) {
    case 'move':
    case 'advance':
      return facts
        ? moveReason(c.type, c.choices.from, hex, facts)
        : `${hex} is not a hex this stack may ${c.type === 'move' ? 'enter' : 'advance into'}`;
    case 'rout':
      return `${hex} is not a hex ${who(c.choices.unit)} may ${c.choices.lowCrawl ? 'Low Crawl' : 'rout'} to${facts?.holds(hex).enemy ? ': enemy units you see are there' : ''}`;
    case 'fire':
      return facts
        ? fireReason([...new Set(Object.values(c.choices.byTarget).flat())], hex, who, facts)
        : `${hex} is not a target these units may fire at`;
    case 'defensiveFire': {
      const target = c.choices.targets[0]?.split('/')[0];
      if (target && target !== hex) return `Defensive First Fire is only at ${target}, where units just spent MF, not ${hex} (A8.1)`;
      return `${hex} is not a target these units may fire at`;
    }
    case 'placeUnits':
      return `${hex} is not in your setup zone`;
    default:
      return `${hex} is not one of the highlighted options`;
  }
}
