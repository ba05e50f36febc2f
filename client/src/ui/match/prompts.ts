// What the Actions panel says, in a player's words: each pending decision the server waits for, each
// legal entry's button, and why a click on a hex that is not an option does nothing. Units are named
// by id and counter ("B01 (4-6-7)"), hexes by their ids. One table per kind of thing; prompts.test.ts
// fails when the rules offer a decision or a command type these tables do not name.
import { type LegalCommand, readChoices, type View, type ViewPending } from '@hexfog/shared/protocol/index';

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
const str = (o: unknown, key: string): string => {
  const v = o && typeof o === 'object' ? (o as Record<string, unknown>)[key] : undefined;
  return typeof v === 'string' ? v : '';
};
const strs = (o: unknown, key: string): string[] => {
  const v = o && typeof o === 'object' ? (o as Record<string, unknown>)[key] : undefined;
  return Array.isArray(v) ? v.filter((x): x is string => typeof x === 'string') : [];
};
/** Unit ids in a server label ("Rout A03 from 71F5") named with their counters. */
export function namedLabel(label: string, who: UnitNamer): string {
  return label.replace(/\b[AB]\d{2,}\b/g, (id) => who(id));
}

interface PendingText {
  /** To the seat that decides: `option` is the first of its options (only that seat receives them). */
  readonly ask: (option: unknown, who: UnitNamer) => string;
  /** To the other seat and spectators, who see no options. */
  readonly wait: string;
}

/** Every decision the engine may wait for (state.pending.kind). */
export const PENDING_TEXT: Readonly<Record<string, PendingText>> = {
  defensiveFirstFire: {
    ask: (o) => `Defensive First Fire at ${str(o, 'target') || 'the moving stack'}? Pick a highlighted target, or No fire (A8.1)`,
    wait: 'decide on Defensive First Fire at the moving stack (A8.1)',
  },
  rout: {
    ask: (o, who) => `Rout ${who(str(o, 'unit'))}${str(o, 'from') ? ` from ${str(o, 'from')}` : ''}: pick a destination (A10.51)`,
    wait: 'pick where a broken unit routes (A10.51)',
  },
  sewerEmergenceReveal: {
    ask: (o, who) => `"Sewer ?" ${str(o, 'stack')} tries to come up at ${str(o, 'hex')}: reveal ${list(strs(o, 'units'), who) || 'your units'} there for its Emergence dr, or stay concealed? (B8.42)`,
    wait: 'decide whether to reveal units above a Sewer Emergence (B8.42)',
  },
  sewerLostDestination: {
    ask: (o) => `Pick where the lost "Sewer ?" ${str(o, 'stack')}${str(o, 'from') ? ` beneath ${str(o, 'from')}` : ''} goes (B8.41)`,
    wait: 'move a lost "Sewer ?" (B8.41)',
  },
};

/** The prompt line for a pending decision: the question to the seat deciding, what is awaited to the others. */
export function pendingText(p: ViewPending, mine: boolean, sideName: string, who: UnitNamer): string {
  const t = PENDING_TEXT[p.kind];
  if (!mine) return `Waiting for ${sideName} to ${t ? t.wait : `decide (${p.rule})`}`;
  return t ? t.ask(p.options?.[0], who) : `Your decision (${p.rule}): pick one of the highlighted hexes or a button`;
}

type EntryText = (l: LegalCommand, who: UnitNamer) => string;
/** The server's label with its unit ids named. */
const server: EntryText = (l, who) => namedLabel(l.label, who);
const cmd = (l: LegalCommand, key: string) => str(l.command, key);

/** Every command type a legal entry may carry: the words on its button. */
export const ENTRY_TEXT: Readonly<Record<string, EntryText>> = {
  placeUnits: () => 'Place your units in the highlighted setup zone',
  finishSetup: () => 'Finish setup',
  placeEntrenchment: () => 'Place entrenchments (B27.1)',
  removeEntrenchment: server,
  setUpBeneath: server,
  recordTunnels: () => 'Record your tunnels (B8.6)',
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
    return `${l.label.replace(/ from .*/, '')}: ${list(firers, who)} at ${c.choices.targets.length <= 3 ? c.choices.targets.join(' or ') : 'a highlighted hex'}`;
  },
  defensiveFire: (l, who) => {
    const c = readChoices(l);
    return c?.type === 'defensiveFire' ? `Defensive First Fire: ${list(c.choices.firers, who)} at ${c.choices.targets.join(', ')}` : server(l, who);
  },
  declineFire: () => 'No fire: let the stack go on (A8.1)',
  rout: (l, who) => {
    const c = readChoices(l);
    if (c?.type === 'rout') return `${c.choices.lowCrawl ? 'Low Crawl' : 'Rout'} ${who(c.choices.unit)} from ${c.choices.from}`;
    return server(l, who);
  },
  noRout: (l, who) => `${who(cmd(l, 'unit'))} does not rout (A10.5)`,
  rally: (l, who) => (cmd(l, 'leader') ? `Rally ${who(cmd(l, 'unit'))} with ${who(cmd(l, 'leader'))}` : `Self-Rally ${who(cmd(l, 'unit'))}`),
  endPhase: server,
  resign: () => 'Resign',
  entrench: server,
  placeDC: (l, who) => {
    const c = readChoices(l);
    return c?.type === 'placeDC' ? `${who(c.choices.unit)} places a DC` : server(l, who);
  },
  enterSewer: (l, who) => {
    const c = readChoices(l);
    return c?.type === 'enterSewer' ? `${list(c.choices.units, who)}: go down the manhole at ${c.choices.from}` : server(l, who);
  },
  sewerLeaderCheck: (l, who) => `4TC for ${who(cmd(l, 'leader'))} to lead into the sewer (B8.4)`,
  sewerMove: (l, who) => {
    const c = readChoices(l);
    return c?.type === 'sewerMove' ? `Move "Sewer ?" ${c.choices.stack} beneath ${c.choices.from}` : server(l, who);
  },
  sewerLostDestination: (l, who) => {
    const c = readChoices(l);
    return c?.type === 'sewerLostDestination' ? `Move the lost "Sewer ?" ${c.choices.stack} from beneath ${c.choices.from}` : server(l, who);
  },
  sewerAdvance: server,
  sewerFire: () => 'Fire in the sewers (B8.3)',
  sewerEmerge: server,
  sewerEmergenceReveal: server,
  enterTunnel: server,
  emergeFromTunnel: server,
  discoverTunnelEntrance: server,
  activate: server,
  assault: server,
  networkMove: server,
  leaveNetwork: server,
  enterSewerCard: server,
  sewerCardAdvance: server,
  emerge: server,
  sewerAssault: server,
};

/** The words on an entry's button. */
export function entryText(l: LegalCommand, who: UnitNamer): string {
  const t = ENTRY_TEXT[l.type];
  return t ? t(l, who) : namedLabel(l.label, who);
}

/** Why a click on `hex` did nothing while `l` waits for a hex. */
export function notAnOption(l: LegalCommand, hex: string, who: UnitNamer): string {
  const c = readChoices(l);
  switch (c?.type) {
    case 'move':
    case 'advance':
      return `${hex} is not a hex this stack may ${c.type === 'move' ? 'enter' : 'advance into'}`;
    case 'rout':
      return `${hex} is not a hex ${who(c.choices.unit)} may ${c.choices.lowCrawl ? 'Low Crawl' : 'rout'} to`;
    case 'fire':
    case 'defensiveFire':
      return `${hex} is not a target these units may fire at`;
    case 'sewerMove':
    case 'sewerLostDestination':
      return `${hex} is not a Sewer Location "Sewer ?" ${c.choices.stack} may reach`;
    case 'sewerAdvance':
      return `${hex} is not a Location "Sewer ?" ${c.choices.stack} may advance into`;
    case 'placeUnits':
      return `${hex} is not in your setup zone`;
    default:
      return `${hex} is not one of the highlighted options`;
  }
}
