// Ids that are not the sender's own get one answer, whatever they name: an enemy unit the sender
// cannot see, a visible one, an enemy "Sewer ?" stack, or nothing at all. Otherwise a player could
// count the other side's order of battle by typing ids (A01, A02, ... during the secret setup) or find
// units concealed, set up hidden or moving beneath the streets.
//
// Every command of every shipped ruleset is listed below with the string fields of its schema, each
// classified; a new command, or a new string field, fails the first test until it is classified here
// (and so is covered by the others). The checks compare pairs of games that differ only in a hidden
// fact: the same game with and without one enemy unit the sender cannot see (the sender's view is the
// same in both). Whatever the command, a refusal must not tell them apart.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { ApplyResult } from '../engine/game';
import type { RuleErrorInfo } from '../engine/errors';
import type { Phase, Side } from '../engine/state';
import { otherSide } from '../engine/state';
import { given, type Given } from '../testing/scenarioBuilder';
import { clone } from '../util/clone';
import { RULESETS } from './index';

/**
 * What a string field of a command holds. `own unit` / `own stack`: an id the sender must own (the
 * refusal names it with that noun). `enemy counter`: an enemy "Sewer ?" counter, on the map for both
 * sides (B8.41), so nothing hidden can be named by it. `location`: a hex or Location name, or a position
 * inside one (RuleModule.positions: 'beneath'). `option`: the name of one of the sender's own choices (a
 * rout way, B8.62). `seen enemy unit`: an enemy unit the sender sees in the Location the command names
 * (A11.12: a CC target); any other id (concealed, hidden, elsewhere, nowhere) gets one refusal.
 */
type Field = 'own unit' | 'own stack' | 'own counter' | 'enemy counter' | 'location' | 'option' | 'seen enemy unit';

type Command = Record<string, unknown>;

interface CommandSpec {
  readonly fields: Readonly<Record<string, Field>>;
  /** Well-formed commands of this type sent by `side`, every classified field filled. */
  readonly examples: (side: Side) => Command[];
}

const mine = (side: Side, n = 1) => `${side}0${n}`;

const COMMANDS: Readonly<Record<string, CommandSpec>> = {
  placeUnits: {
    fields: { 'placements[].unit': 'own unit', 'placements[].hex': 'location' },
    examples: (s) => [{ type: 'placeUnits', placements: [{ unit: mine(s), hex: s === 'A' ? '71A1' : '71P2' }] }],
  },
  finishSetup: { fields: {}, examples: () => [{ type: 'finishSetup' }] },
  endPhase: { fields: {}, examples: () => [{ type: 'endPhase' }] },
  resign: { fields: {}, examples: () => [{ type: 'resign' }] },
  abort: { fields: {}, examples: () => [{ type: 'abort' }] },
  move: {
    fields: { 'units[]': 'own unit', to: 'location', position: 'location' },
    examples: (s) => [{ type: 'move', units: [mine(s)], to: '71F4' }],
  },
  changeLevel: { fields: { 'units[]': 'own unit' }, examples: (s) => [{ type: 'changeLevel', units: [mine(s)], level: 1 }] },
  advance: {
    fields: { 'units[]': 'own unit', to: 'location', position: 'location' },
    examples: (s) => [{ type: 'advance', units: [mine(s)], to: '71F4' }],
  },
  fire: { fields: { 'firers[]': 'own unit', target: 'location' }, examples: (s) => [{ type: 'fire', firers: [mine(s)], target: '71K7' }] },
  defensiveFire: { fields: { 'firers[]': 'own unit' }, examples: (s) => [{ type: 'defensiveFire', firers: [mine(s)] }] },
  declineFire: { fields: {}, examples: () => [{ type: 'declineFire' }] },
  repairMg: { fields: { unit: 'own unit' }, examples: (s) => [{ type: 'repairMg', unit: mine(s) }] },
  dismantleMg: { fields: { unit: 'own unit' }, examples: (s) => [{ type: 'dismantleMg', unit: mine(s) }] },
  assembleMg: { fields: { unit: 'own unit' }, examples: (s) => [{ type: 'assembleMg', unit: mine(s) }] },
  // A4.44: the SW may be the other side's (A21.1 capture) when the sender sees it lying there
  recoverSw: {
    fields: { unit: 'own unit', sw: 'seen enemy unit' },
    examples: (s) => [{ type: 'recoverSw', unit: mine(s), sw: mine(s, 2) }],
  },
  setFirstFirePrompt: { fields: {}, examples: () => [{ type: 'setFirstFirePrompt', mode: 'whenCanFire' }] },
  rout: {
    fields: { unit: 'own unit', to: 'location', position: 'location', via: 'option' },
    examples: (s) => [
      { type: 'rout', unit: mine(s), to: '71F4' },
      { type: 'rout', unit: mine(s), to: '71F4', via: 'tunnel' },
    ],
  },
  noRout: { fields: { unit: 'own unit' }, examples: (s) => [{ type: 'noRout', unit: mine(s) }] },
  rally: {
    fields: { unit: 'own unit', leader: 'own unit' },
    examples: (s) => [{ type: 'rally', unit: mine(s), leader: mine(s, s === 'A' ? 6 : 4) }],
  },
  placeDC: { fields: { unit: 'own unit', target: 'location' }, examples: (s) => [{ type: 'placeDC', unit: mine(s), target: '71F4' }] },
  sewerLeaderCheck: { fields: { leader: 'own unit' }, examples: (s) => [{ type: 'sewerLeaderCheck', leader: mine(s, s === 'A' ? 6 : 4) }] },
  enterSewer: { fields: { 'units[]': 'own unit' }, examples: (s) => [{ type: 'enterSewer', units: [mine(s)] }] },
  sewerMove: {
    fields: { stack: 'own stack', to: 'location' },
    examples: (s) => [{ type: 'sewerMove', stack: s === 'A' ? 'S1' : 'S2', to: '71N8' }],
  },
  sewerLostDestination: {
    fields: { stack: 'enemy counter', to: 'location' },
    examples: (s) => [{ type: 'sewerLostDestination', stack: s === 'A' ? 'S2' : 'S1', to: '71N8' }],
  },
  sewerEmergenceReveal: { fields: {}, examples: () => [{ type: 'sewerEmergenceReveal', reveal: true }] },
  sewerFire: {
    fields: { 'firers[]': 'own unit', stack: 'enemy counter', hex: 'location' },
    examples: (s) => [
      { type: 'sewerFire', firers: [mine(s)], stack: s === 'A' ? 'S2' : 'S1' },
      { type: 'sewerFire', firers: [mine(s)], hex: '71N5' },
    ],
  },
  sewerEmerge: { fields: { stack: 'own stack' }, examples: (s) => [{ type: 'sewerEmerge', stack: s === 'A' ? 'S1' : 'S2' }] },
  sewerAdvance: {
    fields: { stack: 'own stack', into: 'location' },
    examples: (s) => [{ type: 'sewerAdvance', stack: s === 'A' ? 'S1' : 'S2', into: '71N8' }],
  },
  recordTunnels: { fields: {}, examples: () => [{ type: 'recordTunnels', tunnels: [] }] },
  placeSniper: { fields: { hex: 'location' }, examples: () => [{ type: 'placeSniper', hex: '71H5' }] },
  setUpHidden: { fields: { 'units[]': 'own unit' }, examples: (s) => [{ type: 'setUpHidden', units: [mine(s)] }] },
  enterTunnel: {
    fields: { 'units[]': 'own unit', to: 'location' },
    examples: (s) => [{ type: 'enterTunnel', units: [mine(s)], to: '71F8' }],
  },
  emergeFromTunnel: { fields: { stack: 'own stack' }, examples: (s) => [{ type: 'emergeFromTunnel', stack: s === 'A' ? 'TS1' : 'TS2' }] },
  discoverTunnelEntrance: { fields: { unit: 'own unit' }, examples: (s) => [{ type: 'discoverTunnelEntrance', unit: mine(s) }] },
  networkMove: {
    fields: { 'units[]': 'own unit', to: 'location' },
    examples: (s) => [{ type: 'networkMove', units: [mine(s)], to: '71N8' }],
  },
  leaveNetwork: { fields: { 'units[]': 'own unit' }, examples: (s) => [{ type: 'leaveNetwork', units: [mine(s)] }] },
  placeEntrenchment: {
    fields: { hex: 'location' },
    examples: (s) => [{ type: 'placeEntrenchment', kind: 'foxhole', hex: s === 'A' ? '71A1' : '71P2', squads: 1 }],
  },
  removeEntrenchment: { fields: { id: 'own counter' }, examples: (s) => [{ type: 'removeEntrenchment', id: `F${s}1` }] },
  hideFortifications: {
    fields: { 'counters[]': 'own counter' },
    examples: (s) => [{ type: 'hideFortifications', counters: [`F${s}1`] }],
  },
  setUpBeneath: { fields: { 'units[]': 'own unit' }, examples: (s) => [{ type: 'setUpBeneath', units: [mine(s)], beneath: true }] },
  activate: {
    fields: { hex: 'location', leader: 'own unit' },
    examples: (s) => [
      { type: 'activate', hex: s === 'A' ? '71F5' : '71P2' },
      { type: 'activate', leader: mine(s, s === 'A' ? 6 : 4) },
    ],
  },
  entrench: {
    fields: { 'units[]': 'own unit', 'leaders[]': 'own unit' },
    examples: (s) => [{ type: 'entrench', units: [mine(s)], leaders: [mine(s, s === 'A' ? 6 : 4)] }],
  },
  // A11.12: a CC declaration names the Location, the sender's attackers and the enemy units it sees there
  declareCloseCombat: {
    fields: { location: 'location', 'attacks[].attackers[]': 'own unit', 'attacks[].targets[]': 'seen enemy unit' },
    examples: (s) => [{ type: 'declareCloseCombat', location: '71P2', attacks: [{ attackers: [mine(s)], targets: [mine(otherSide(s))] }] }],
  },
  answerCloseCombat: {
    fields: { location: 'location', 'attacks[].attackers[]': 'own unit', 'attacks[].targets[]': 'seen enemy unit' },
    examples: (s) => [{ type: 'answerCloseCombat', location: '71P2', attacks: [{ attackers: [mine(s)], targets: [mine(otherSide(s))] }] }],
  },
  assault: {
    fields: { unit: 'own unit', hex: 'location' },
    examples: (s) => [{ type: 'assault', unit: mine(s), hex: s === 'A' ? '71F4' : '71P3' }],
  },
  // sewer-cards (SC.2-SC.6): a card is named by its colour, public like its entrance marker
  enterSewerCard: {
    fields: { unit: 'own unit', card: 'option' },
    examples: (s) => [{ type: 'enterSewerCard', unit: mine(s), card: 'red' }],
  },
  sewerCardAdvance: { fields: { card: 'option' }, examples: () => [{ type: 'sewerCardAdvance', card: 'red' }] },
  emerge: {
    fields: { card: 'option', hex: 'location' },
    examples: () => [{ type: 'emerge', card: 'red', hex: '71F8', action: 'advance' }],
  },
  sewerAssault: { fields: { card: 'option', hex: 'location' }, examples: () => [{ type: 'sewerAssault', card: 'red', hex: '71N8' }] },
};

/** Commands a ruleset names like another's but with other fields (sewer-cards' `activate` names a unit, SC.7), classified per ruleset. */
const BY_RULESET: Readonly<Record<string, Readonly<Record<string, CommandSpec>>>> = {
  'sewer-cards': {
    activate: { fields: { unit: 'own unit' }, examples: (s) => [{ type: 'activate', unit: mine(s), action: 'advance' }] },
  },
};
/** Every classified command, with its spec (the per-ruleset ones too). */
const ALL_SPECS: readonly CommandSpec[] = [...Object.values(COMMANDS), ...Object.values(BY_RULESET).flatMap((r) => Object.values(r))];

/** Paths of the string leaves of a zod schema (`placements[].unit`). */
function stringFields(schema: unknown, path = '', out: string[] = []): string[] {
  const def = (schema as { _zod: { def: { type: string; shape?: Record<string, unknown>; element?: unknown; innerType?: unknown } } })._zod
    .def;
  if (def.type === 'string') out.push(path);
  else if (def.type === 'object') for (const [k, v] of Object.entries(def.shape!)) stringFields(v, path ? `${path}.${k}` : k, out);
  else if (def.type === 'array') stringFields(def.element, `${path}[]`, out);
  else if (def.innerType) stringFields(def.innerType, path, out);
  return out;
}

/** The command with the field at `path` (arrays: their first element) set to `value`. */
function withField(cmd: Command, path: string, value: string): Command {
  const out = clone(cmd);
  const keys = path.split('.').flatMap((k) => (k.endsWith('[]') ? [k.slice(0, -2), '0'] : [k]));
  let at: Record<string, unknown> = out;
  for (const k of keys.slice(0, -1)) at = at[k] as Record<string, unknown>;
  at[keys.at(-1)!] = value;
  return out;
}

const fieldsOf = (cmd: Command, spec: CommandSpec = COMMANDS[cmd.type as string]!) =>
  Object.keys(spec.fields).filter((path) => hasPath(cmd, path));
function hasPath(cmd: Command, path: string): boolean {
  let at: unknown = cmd;
  for (const k of path.split('.').flatMap((x) => (x.endsWith('[]') ? [x.slice(0, -2), '0'] : [x]))) {
    if (typeof at !== 'object' || at === null || !(k in at)) return false;
    at = (at as Record<string, unknown>)[k];
  }
  return true;
}

// --- the scenes: sewer-infiltration (A: A01-A03 6-2-8, A04-A05 4-4-7, A06 8-1 leader, A07-A08 dummies;
// B: B01-B03 4-6-7, B04 9-1 leader, B05 dummy) -------------------------------------------------------

interface Scene {
  readonly name: string;
  readonly g: Given;
  /** Per sender: enemy units it cannot see (the game without one of them looks the same to it). */
  readonly hidden: Readonly<Record<Side, readonly string[]>>;
}

const ALL_A = ['A01', 'A02', 'A03', 'A04', 'A05', 'A06', 'A07', 'A08'];
const ALL_B = ['B01', 'B02', 'B03', 'B04', 'B05'];

function ok(r: ApplyResult, what: string): void {
  if (!r.ok) throw new Error(`${what}: ${JSON.stringify(r.error)}`);
}

/**
 * Play, with hidden facts of every kind on both sides: A04, A05 and the dummy A07 under one "?" in K7;
 * A03 and the dummy A08 beneath a "Sewer ?" (S1) at N5; B01 and B02 under one "?" in P2; B03 set up
 * hidden (HIP) in P8; the leader B04 and the dummy B05 beneath a "Sewer ?" (S2) at N8.
 */
function playing(phase: Phase, attacker: Side): Given {
  const g = given('sewer-infiltration')
    .unit('A01', '71F5')
    .unit('A02', '71F5')
    .unit('A06', '71F5')
    .unit('A04', '71K7', { concealed: true })
    .unit('A05', '71K7', { concealed: true })
    .unit('A07', '71K7')
    .unit('A03', '71N5')
    .unit('A08', '71N5')
    .unit('B01', '71P2', { concealed: true })
    .unit('B02', '71P2', { concealed: true })
    .unit('B03', '71P8')
    .unit('B04', '71N8')
    .unit('B05', '71N8')
    .playing({ phase: 'MPh', attacker: 'A' });
  g.state.units.B03!.status.hidden = true;
  g.dice([2]); // the direction dr: not lost
  ok(g.when('A', { type: 'enterSewer', units: ['A03', 'A08'] }), 'A enters the sewer');
  g.playing({ phase: 'MPh', attacker: 'B', playerTurn: 2 });
  g.dice([2, 2, 2]); // the leader's 4TC passes (4 + 4 <= 9), then the direction dr
  ok(g.when('B', { type: 'sewerLeaderCheck', leader: 'B04' }), 'B04 takes the 4TC');
  ok(g.when('B', { type: 'enterSewer', units: ['B04', 'B05'] }), 'B enters the sewer');
  return g.playing({ phase, attacker, playerTurn: attacker === 'A' ? 1 : 2 });
}

const PLAY_HIDDEN = { A: ['B01', 'B02', 'B03', 'B04', 'B05'], B: ['A03', 'A04', 'A05', 'A07', 'A08'] } as const;

function playScene(phase: Phase, attacker: Side, then?: (g: Given) => void, name = `${phase}, ${attacker} attacking`): Scene {
  const g = playing(phase, attacker);
  then?.(g);
  return { name, g, hidden: PLAY_HIDDEN };
}

/** Heroes-and-leaders, A's first impulse: B01 and B02 under one "?" in P2, B03 hidden (HIP) in P8, the leader B04 in N8. */
function impulseScene(): Scene {
  const g = given('sewer-infiltration', 'heroes-and-leaders')
    .unit('A01', '71F5')
    .unit('A06', '71F5')
    .unit('B01', '71P2', { concealed: true })
    .unit('B02', '71P2', { concealed: true })
    .unit('B03', '71P8')
    .unit('B04', '71N8')
    .playing({ phase: 'RPh', attacker: 'A' });
  g.state.units.B03!.status.hidden = true;
  ok(g.endPhase(), 'the RPh ends');
  return { name: 'impulse 1, A active', g, hidden: { A: ['B01', 'B02', 'B03'], B: [] } };
}

/** Sewer-cards, A's first action turn (SC.7): B01 and B02 under one "?" in P2, B03 hidden (HIP) in P8. */
function actionScene(): Scene {
  const g = given('sewer-infiltration', 'sewer-cards')
    .unit('A01', '71F5')
    .unit('A06', '71F5')
    .unit('B01', '71P2', { concealed: true })
    .unit('B02', '71P2', { concealed: true })
    .unit('B03', '71P8')
    .unit('B04', '71N8')
    .playing({ phase: 'StPh', attacker: 'A' });
  g.state.units.B03!.status.hidden = true;
  ok(g.endPhase(), 'the Status Phase ends');
  return { name: 'sewer-cards action turn 1, A active', g, hidden: { A: ['B01', 'B02', 'B03'], B: [] } };
}

/** Sewer-cards, A's action turn with A01 activated to move in F5 (a sewer token): B01 under a "?" in P2, B03 hidden (HIP) in P8. */
function sewerCardScene(): Scene {
  const g = given('sewer-infiltration', 'sewer-cards', (d) => {
    d.rules = { ...(d.rules as object), sewerCards: { side: 'A', count: 2, hexes: ['71F5'] } };
  })
    .unit('A01', '71F5')
    .unit('B01', '71P2', { concealed: true })
    .unit('B03', '71P8')
    .playing({ phase: 'Act', attacker: 'A' });
  g.state.units.B03!.status.hidden = true;
  g.state.modules.activation = { active: { unit: 'A01', action: 'advance' }, tokens: {} };
  return { name: 'sewer-cards action turn, A01 active', g, hidden: { A: ['B01', 'B03'], B: [] } };
}

/** The secret setup: nothing of the other side is on the sender's map. */
/** The setup with B granted fortifications set up hidden (A12.33): its refusals reach the ids. */
function fortificationGrantScene(): Scene {
  const g = given('sewer-infiltration', 'asl', (d) => {
    d.rules = { ...(d.rules as object), hip: { B: { fortifications: 1 } } };
  });
  return { name: 'setup, B granted hidden fortifications', g, hidden: { A: ALL_B, B: ALL_A } };
}

function setupScene(aPlaced: boolean): Scene {
  const g = given('sewer-infiltration');
  if (aPlaced) ok(g.when('A', { type: 'placeUnits', placements: ALL_A.map((unit, i) => ({ unit, hex: `71A${i + 1}` })) }), 'A sets up');
  return { name: aPlaced ? 'setup, A placed' : 'setup', g, hidden: { A: ALL_B, B: ALL_A } };
}

/** A moved A01 from F5 to F4: the DEFENDER is asked about Defensive First Fire. */
const dffPending = (g: Given) => ok(g.when('A', { type: 'move', units: ['A01'], to: '71F4' }), 'A01 moves');
/** A01 broken under DM as the AFPh ends: A is asked where it routs. */
function routPending(g: Given): void {
  Object.assign(g.state.units.A01!.status, { broken: true, dm: true });
  ok(g.when('A', { type: 'endPhase' }), 'the AFPh ends');
  if (g.state.pending?.kind !== 'rout') throw new Error('no rout decision');
}

/** The CCPh with A01 in the building 71P2 beside the concealed B01 and B02 (A11.19: the "?" is one target). */
const ccPlace = (g: Given) => (g.state.units.A01!.loc = { hex: '71P2', place: 'ground', level: 0 });
/** ... and A has declared its attack there: B is asked for its own (A11.12). */
function ccAsked(g: Given): void {
  ccPlace(g);
  ok(
    g.when('A', { type: 'declareCloseCombat', location: '71P2', attacks: [{ attackers: ['A01'], targets: [], concealed: true }] }),
    'A declares',
  );
}

function scenes(): Scene[] {
  const phases = RULESETS.asl!.phases.map((p) => p.id);
  return [
    setupScene(false),
    setupScene(true),
    ...phases.flatMap((p) => [playScene(p, 'A'), playScene(p, 'B')]),
    playScene('MPh', 'A', dffPending, 'a Defensive First Fire question'),
    playScene('AFPh', 'A', routPending, 'a rout decision'),
    playScene('CCPh', 'A', ccPlace, 'a CC Location'),
    playScene('CCPh', 'A', ccAsked, 'a CC declaration asked of the DEFENDER'),
    actionScene(),
  ];
}

// --- pairs of games -----------------------------------------------------------------------------

/** The game as it would be had `id` never been in it (where the sender cannot see, nothing else changes). */
function without(state: Given['state'], id: string): Given['state'] {
  const s = clone(state);
  delete s.units[id];
  for (const u of Object.values(s.units)) u.carries = u.carries.filter((c) => c !== id);
  const stacks = (s.modules.sewers as { stacks?: Record<string, { units: string[] }> } | undefined)?.stacks ?? {};
  for (const st of Object.values(stacks)) st.units = st.units.filter((u) => u !== id);
  return s;
}

/** Sends `cmd` as `side` in `state` (the scene's game is left as it was). */
function send(g: Given, state: Given['state'], side: Side, cmd: Command): ApplyResult {
  const kept = g.state;
  g.state = state;
  g.dice(Array<number>(40).fill(3));
  try {
    return g.when(side, cmd);
  } finally {
    g.state = kept;
  }
}

/** A refusal with the id the sender typed replaced, to compare refusals of two different ids. */
function typed(error: RuleErrorInfo, id: string): RuleErrorInfo {
  return { ...error, message: error.message.split(id).join('<id>') };
}

const describeResult = (r: ApplyResult) => (r.ok ? 'accepted' : JSON.stringify(r.error));

describe('one answer for every id that is not the sender’s own', () => {
  it('every command of every shipped ruleset is classified here, field by field (a new one must be added)', () => {
    const missing: string[] = [];
    for (const rs of Object.values(RULESETS)) {
      for (const h of rs.modules.flatMap((m) => m.commands ?? [])) {
        const spec = BY_RULESET[rs.id]?.[h.type] ?? COMMANDS[h.type];
        if (!spec) missing.push(`${rs.id}: ${h.type} is not in COMMANDS`);
        else if (JSON.stringify(stringFields(h.schema).sort()) !== JSON.stringify(Object.keys(spec.fields).sort()))
          missing.push(
            `${rs.id}: ${h.type} has string fields ${stringFields(h.schema).join(', ')}; COMMANDS classifies ${Object.keys(spec.fields).join(', ')}`,
          );
        else
          for (const ex of spec.examples('A'))
            if (!h.schema.safeParse(ex).success) missing.push(`${h.type}: example ${JSON.stringify(ex)} does not parse`);
      }
    }
    expect(missing).toEqual([]);
  });

  it('the scenes hide what they say: without each hidden unit the sender’s view is the same', () => {
    const differ: string[] = [];
    for (const sc of scenes()) {
      for (const side of ['A', 'B'] as const) {
        const seen = sc.g.game.view(sc.g.state, { kind: 'side', side });
        for (const id of sc.hidden[side]) {
          if (!sc.g.state.units[id]) differ.push(`${sc.name}: ${id} is not in the game`);
          else if (JSON.stringify(sc.g.game.view(without(sc.g.state, id), { kind: 'side', side })) !== JSON.stringify(seen))
            differ.push(`${sc.name}: ${side} sees whether ${id} is there`);
        }
      }
    }
    expect(differ).toEqual([]);
  });

  it('in setup and in every phase, no command’s answer depends on a unit the sender cannot see (the same id, typed in a game with and without that unit)', () => {
    const leaks: string[] = [];
    for (const sc of scenes()) {
      for (const side of ['A', 'B'] as const) {
        for (const spec of ALL_SPECS) {
          for (const example of spec.examples(side)) {
            for (const path of fieldsOf(example, spec)) {
              for (const id of sc.hidden[side]) {
                const unit = sc.g.state.units[id]!;
                const value = spec.fields[path] === 'location' ? (unit.loc?.hex ?? '71P2') : id;
                const cmd = withField(example, path, value);
                const there = send(sc.g, sc.g.state, side, cmd);
                const gone = send(sc.g, without(sc.g.state, id), side, cmd);
                if (there.ok !== gone.ok || (!there.ok && !gone.ok && JSON.stringify(there.error) !== JSON.stringify(gone.error))) {
                  leaks.push(
                    `${sc.name}, ${side} sends ${JSON.stringify(cmd)}: with ${id} ${describeResult(there)}, without ${describeResult(gone)}`,
                  );
                }
              }
            }
          }
        }
      }
    }
    expect(leaks).toEqual([]);
  });

  it('in setup and in every phase, an enemy id (hidden or not) and an id that exists nowhere get the same refusal', () => {
    const leaks: string[] = [];
    for (const sc of scenes()) {
      for (const side of ['A', 'B'] as const) {
        const enemyIds = Object.keys(sc.g.state.units).filter((id) => sc.g.state.units[id]!.side !== side);
        const nowhere = [`${otherSide(side)}99`, `${side}99`, 'S99'];
        for (const spec of ALL_SPECS) {
          for (const example of spec.examples(side)) {
            for (const path of fieldsOf(example, spec).filter((p) => spec.fields[p] !== 'location')) {
              const answer = (id: string) => {
                const r = send(sc.g, sc.g.state, side, withField(example, path, id));
                return r.ok ? 'accepted' : typed(r.error, id);
              };
              const expected = answer(nowhere[0]!);
              // a `seen enemy unit` field accepts the enemy units the sender sees: every other id is compared
              const enemies = spec.fields[path] === 'seen enemy unit' ? sc.hidden[side] : enemyIds;
              for (const id of [
                ...enemies,
                ...(spec.fields[path] === 'own stack' ? [side === 'A' ? 'S2' : 'S1'] : []),
                ...nowhere.slice(1),
              ]) {
                const got = answer(id);
                if (JSON.stringify(got) !== JSON.stringify(expected))
                  leaks.push(
                    `${sc.name}, ${side}, ${example.type} ${path}: ${id} gets ${JSON.stringify(got)}, ${nowhere[0]} gets ${JSON.stringify(expected)}`,
                  );
              }
            }
          }
        }
      }
    }
    expect(leaks).toEqual([]);
  });

  // Where the command reaches its id check (the right phase, a decision pending), the answer is the one
  // refusal: NOT_YOUR_UNIT, phrased from the typed id alone, no rule reference.
  const REACHED: readonly { scene: () => Scene; side: Side; cmd: Command; path: string; where?: string }[] = [
    { scene: () => setupScene(false), side: 'B', cmd: COMMANDS.placeUnits!.examples('B')[0]!, path: 'placements[].unit' },
    {
      scene: () => setupScene(true),
      side: 'B',
      cmd: COMMANDS.placeUnits!.examples('B')[0]!,
      path: 'placements[].unit',
      where: 'A has placed its units',
    },
    { scene: () => playScene('MPh', 'A'), side: 'A', cmd: COMMANDS.move!.examples('A')[0]!, path: 'units[]' },
    { scene: () => playScene('MPh', 'A'), side: 'A', cmd: COMMANDS.changeLevel!.examples('A')[0]!, path: 'units[]' },
    { scene: () => playScene('MPh', 'A'), side: 'A', cmd: COMMANDS.enterSewer!.examples('A')[0]!, path: 'units[]' },
    { scene: () => playScene('MPh', 'A'), side: 'A', cmd: COMMANDS.placeDC!.examples('A')[0]!, path: 'unit' },
    { scene: () => playScene('MPh', 'A'), side: 'A', cmd: COMMANDS.sewerMove!.examples('A')[0]!, path: 'stack' },
    { scene: () => playScene('MPh', 'B'), side: 'B', cmd: COMMANDS.sewerLeaderCheck!.examples('B')[0]!, path: 'leader' },
    { scene: () => playScene('PFPh', 'A'), side: 'A', cmd: COMMANDS.fire!.examples('A')[0]!, path: 'firers[]' },
    { scene: () => playScene('MPh', 'A', dffPending), side: 'B', cmd: COMMANDS.defensiveFire!.examples('B')[0]!, path: 'firers[]' },
    { scene: () => playScene('AFPh', 'A'), side: 'A', cmd: COMMANDS.sewerFire!.examples('A')[0]!, path: 'firers[]', where: 'AFPh' },
    { scene: () => playScene('DFPh', 'B'), side: 'A', cmd: COMMANDS.sewerFire!.examples('A')[0]!, path: 'firers[]', where: 'DFPh' },
    { scene: () => playScene('RPh', 'A'), side: 'A', cmd: COMMANDS.rally!.examples('A')[0]!, path: 'unit' },
    { scene: () => playScene('RPh', 'A'), side: 'A', cmd: COMMANDS.repairMg!.examples('A')[0]!, path: 'unit' },
    { scene: () => playScene('PFPh', 'A'), side: 'A', cmd: COMMANDS.dismantleMg!.examples('A')[0]!, path: 'unit' },
    { scene: () => playScene('PFPh', 'A'), side: 'A', cmd: COMMANDS.assembleMg!.examples('A')[0]!, path: 'unit' },
    { scene: () => playScene('RPh', 'A'), side: 'A', cmd: COMMANDS.recoverSw!.examples('A')[0]!, path: 'unit' },
    {
      scene: () => playScene('RPh', 'A', (g) => (g.state.units.A01!.status.broken = true)),
      side: 'A',
      cmd: COMMANDS.rally!.examples('A')[0]!,
      path: 'leader',
    },
    { scene: () => playScene('AFPh', 'A', routPending), side: 'A', cmd: COMMANDS.rout!.examples('A')[0]!, path: 'unit' },
    { scene: () => playScene('AFPh', 'A', routPending), side: 'A', cmd: COMMANDS.noRout!.examples('A')[0]!, path: 'unit' },
    { scene: () => playScene('APh', 'A'), side: 'A', cmd: COMMANDS.advance!.examples('A')[0]!, path: 'units[]' },
    { scene: () => playScene('APh', 'A'), side: 'A', cmd: COMMANDS.sewerEmerge!.examples('A')[0]!, path: 'stack' },
    { scene: () => playScene('APh', 'A'), side: 'A', cmd: COMMANDS.sewerAdvance!.examples('A')[0]!, path: 'stack' },
    { scene: () => playScene('MPh', 'A'), side: 'A', cmd: COMMANDS.enterTunnel!.examples('A')[0]!, path: 'units[]' },
    { scene: () => playScene('APh', 'A'), side: 'A', cmd: COMMANDS.emergeFromTunnel!.examples('A')[0]!, path: 'stack' },
    { scene: () => playScene('RPh', 'B'), side: 'B', cmd: COMMANDS.discoverTunnelEntrance!.examples('B')[0]!, path: 'unit' },
    {
      scene: () => playScene('CCPh', 'A', ccPlace),
      side: 'A',
      cmd: COMMANDS.declareCloseCombat!.examples('A')[0]!,
      path: 'attacks[].attackers[]',
    },
    {
      scene: () => playScene('CCPh', 'A', ccAsked),
      side: 'B',
      cmd: COMMANDS.answerCloseCombat!.examples('B')[0]!,
      path: 'attacks[].attackers[]',
    },
    { scene: () => setupScene(false), side: 'B', cmd: COMMANDS.removeEntrenchment!.examples('B')[0]!, path: 'id' },
    { scene: fortificationGrantScene, side: 'B', cmd: COMMANDS.hideFortifications!.examples('B')[0]!, path: 'counters[]' },
    {
      scene: () => setupScene(true),
      side: 'B',
      cmd: COMMANDS.setUpBeneath!.examples('B')[0]!,
      path: 'units[]',
      where: 'A has placed its units',
    },
    {
      scene: () => setupScene(true),
      side: 'B',
      cmd: COMMANDS.setUpHidden!.examples('B')[0]!,
      path: 'units[]',
      where: 'A has placed its units',
    },
    { scene: () => playScene('PFPh', 'A'), side: 'A', cmd: COMMANDS.entrench!.examples('A')[0]!, path: 'units[]' },
    { scene: () => playScene('PFPh', 'A'), side: 'A', cmd: COMMANDS.entrench!.examples('A')[0]!, path: 'leaders[]' },
    { scene: impulseScene, side: 'A', cmd: COMMANDS.activate!.examples('A')[1]!, path: 'leader', where: 'heroes-and-leaders impulse' },
    { scene: impulseScene, side: 'A', cmd: COMMANDS.networkMove!.examples('A')[0]!, path: 'units[]', where: 'heroes-and-leaders impulse' },
    { scene: impulseScene, side: 'A', cmd: COMMANDS.leaveNetwork!.examples('A')[0]!, path: 'units[]', where: 'heroes-and-leaders impulse' },
    {
      scene: actionScene,
      side: 'A',
      cmd: BY_RULESET['sewer-cards']!.activate!.examples('A')[0]!,
      path: 'unit',
      where: 'sewer-cards action turn',
    },
    { scene: actionScene, side: 'A', cmd: COMMANDS.assault!.examples('A')[0]!, path: 'unit', where: 'sewer-cards action turn' },
    { scene: sewerCardScene, side: 'A', cmd: COMMANDS.enterSewerCard!.examples('A')[0]!, path: 'unit', where: 'sewer-cards action turn' },
  ];

  it('every field holding an id the sender must own is reached by a case below', () => {
    const own = [...Object.entries(COMMANDS), ...Object.values(BY_RULESET).flatMap((r) => Object.entries(r))].flatMap(([type, spec]) =>
      Object.entries(spec.fields)
        .filter(([, f]) => f === 'own unit' || f === 'own stack' || f === 'own counter')
        .map(([p]) => `${type} ${p}`),
    );
    expect(own.filter((f) => !REACHED.some((c) => `${c.cmd.type} ${c.path}` === f))).toEqual([]);
  });

  it.each(REACHED.map((c) => [`${c.cmd.type} ${c.path} (${c.side}${c.where ? `, ${c.where}` : ''})`, c] as const))(
    '%s: a hidden enemy id and an id that exists nowhere get the same NOT_YOUR_UNIT',
    (_name, c) => {
      const sc = c.scene();
      const type = c.cmd.type as string;
      const field =
        COMMANDS[type]?.fields[c.path] ??
        Object.values(BY_RULESET)
          .map((r) => r[type]?.fields[c.path])
          .find(Boolean);
      const noun =
        field === 'own stack'
          ? c.cmd.type === 'emergeFromTunnel'
            ? 'tunnel stack'
            : 'sewer stack'
          : field === 'own counter'
            ? 'counter placed in setup'
            : 'unit';
      const refusal = (id: string) => ({ ok: false, error: { code: 'NOT_YOUR_UNIT', message: `you have no ${noun} ${id}` } });
      for (const id of [...sc.hidden[c.side], `${otherSide(c.side)}99`]) {
        expect(send(sc.g, sc.g.state, c.side, withField(c.cmd, c.path, id))).toEqual(refusal(id));
      }
    },
  );

  it('only engine/ownPieces.ts refuses an id as not the sender’s (a module that looks its pieces up itself could answer otherwise)', () => {
    const src = join(dirname(fileURLToPath(import.meta.url)), '..');
    const files = (dir: string): string[] =>
      readdirSync(dir).flatMap((f) => (statSync(join(dir, f)).isDirectory() ? files(join(dir, f)) : [join(dir, f)]));
    const raising = files(src)
      .filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts'))
      .map((f) => relative(src, f))
      .filter(
        (f) =>
          f !== 'engine/ownPieces.ts' && f !== 'engine/errors.ts' && /NOT_YOUR_UNIT|UNKNOWN_UNIT/.test(readFileSync(join(src, f), 'utf8')),
      );
    expect(raising).toEqual([]);
  });
});
