// Where entrenchments may be and what may be beneath them (B27.1, B27.12, B27.44, B27.51), and their
// placement in a side's secret setup within its OB allowance (B27.1: foxholes "listed in a scenario OB
// by their total squad capacity"; B27.51: trenches "one per hex ... as per scenario OB"; B27.56: A-T
// Ditches by SSR). Counters placed in setup are their owner's until play begins (core fortifications);
// so are the units its owner puts beneath them.
// Terrain (B27.1: "any terrain except paved, Sunken or Elevated Road, bridge, runway, marsh, crag,
// stream, Water Obstacle, rubble or building"), as our maps have it: a hex with a paved road, marsh,
// stream, any Water Obstacle (canal, river, pond, lake/ocean), rubble or a building (stone or wooden).
// Sunken and Elevated Roads, bridges, runways and crags do not exist on our maps. Trenches and A-T
// Ditches follow the same terrain rule (B27.5: "All rules pertaining to foxholes apply to trenches").
// Capacity checks here (B27.12 foxholes, B27.51 trenches, B27.44 per side) are the ones placement and
// Entrenching Attempts need.
import * as z from 'zod';
import { fail } from '../../engine/errors';
import type { ApplyContext, CommandHandler, GameContext, LegalCommand } from '../../engine/module';
import { ownPiece, ownUnit } from '../../engine/ownPieces';
import type { GameState, Side, UnitState } from '../../engine/state';
import { isInfantry, type UnitKind } from '../../units/catalog';
import { BENEATH, type Location } from '../../units/location';
import { countKinds, type StackCount } from '../../units/stacking';
import { addFortification, type Fortification, readFortifications, removeFortification } from '../core/fortifications';
import { capacityOf } from './capacity';
import { type EntrenchmentAllowance, EntrenchmentScenarioRules } from './params';
import { trenchLike } from './positions';

export const ENTRENCHMENT_KINDS = ['foxhole', 'trench', 'atDitch'] as const;
export type EntrenchmentKind = (typeof ENTRENCHMENT_KINDS)[number];

/** B27.12: "a total capacity of three squads" per hex. */
export const MAX_FOXHOLE_SQUADS = 3;
/** B27.12 "can be exceeded by four SMC"; B27.51 a trench holds "three squads and four SMC". */

/** The same Location without a position: on top of the counter. */
export function aboveOf(loc: Location): Location {
  return { hex: loc.hex, place: loc.place, level: loc.level };
}

function isEntrenchment(f: Fortification): boolean {
  return (ENTRENCHMENT_KINDS as readonly string[]).includes(f.kind);
}

/** The hex's foxhole, trench or A-T Ditch counter (B27.12, B27.51: at most one), as `viewer` may know it. */
export function entrenchmentAt(state: GameState, hex: string, viewer?: Side): Fortification | undefined {
  return readFortifications(state).counters.find((f) => f.hex === hex && isEntrenchment(f) && knownTo(state, f, viewer));
}

/**
 * During the secret setup a side knows its own counters and those the scenario fixes, nothing else; in
 * play, every counter but the other side's hidden ones (A12.33, our reading).
 */
export function knownTo(state: GameState, f: Fortification, viewer?: Side): boolean {
  if (!viewer || f.side === viewer) return true;
  return !f.hidden && (state.status !== 'setup' || !f.placedInSetup);
}

/** B27.1: why no foxhole (or trench, B27.5) may be in this hex, if so. */
export function terrainForbids(ctx: GameContext, hex: string): string | undefined {
  const cell = ctx.map.byName(hex);
  if (!cell) return `no hex ${hex}`;
  const t = cell.spec.terrain;
  if (cell.terrain.building) return `${cell.name} is a building`;
  if (cell.terrain.waterObstacle || t === 'ice')
    return `${cell.name} is ${t === 'ice' ? 'ice (B21.6: only wire and unhidden mines)' : 'a Water Obstacle'}`;
  if (t === 'rubble' || t === 'marsh' || t === 'stream') return `${cell.name} is ${t}`;
  if (cell.spec.road?.kind === 'paved') return `${cell.name} has a paved road`;
  return undefined;
}

/** What `side` has beneath the counter of `hex` (dummies, SW, Guns and vehicles count nothing). */
export function beneathCount(state: GameState, hex: string, side: Side, extra: readonly UnitKind[] = []): StackCount {
  const kinds = Object.values(state.units)
    .filter((u) => u.side === side && !u.eliminated && u.loc?.hex === hex && u.loc.place === 'ground' && u.loc.position === BENEATH)
    .map((u) => u.kind);
  return countKinds([...kinds, ...extra]);
}

/** B27.12, B27.51: `c` fits beneath the counter (capacity is per side, B27.44). */
export function fitsBeneath(ctx: GameContext, c: StackCount, f: Fortification): boolean {
  const cap = capacityOf(ctx, f);
  return c.squads <= cap.squads && c.smc <= cap.smc;
}

/**
 * B27.1: only Infantry and SW, and of the 5/8" counters a mortar, beneath a foxhole (a "?" stack too);
 * B27.51: "Any counter may start a scenario beneath a trench counter".
 */
export function mayBeBeneath(ctx: GameContext, u: UnitState, f: Fortification): boolean {
  if (trenchLike(f)) return true;
  return isInfantry(u.kind) || u.kind === 'dummy' || (u.kind === 'gun' && !!ctx.unitTypes.get(u.type)?.mortar);
}

// --- the OB allowance (setup) ---

const NONE: EntrenchmentAllowance = { foxholeSquads: 0, trenches: 0, atDitches: 0 };

export function allowanceOf(ctx: GameContext, side: Side): EntrenchmentAllowance {
  return EntrenchmentScenarioRules.of(ctx).entrenchments[side] ?? NONE;
}

/** What the side's counters placed in setup use of its allowance. */
export function allowanceUsed(state: GameState, side: Side): EntrenchmentAllowance {
  const mine = readFortifications(state).counters.filter((f) => f.side === side && f.placedInSetup);
  return {
    foxholeSquads: mine.filter((f) => f.kind === 'foxhole').reduce((s, f) => s + (f.squads ?? 1), 0),
    trenches: mine.filter((f) => f.kind === 'trench').length,
    atDitches: mine.filter((f) => f.kind === 'atDitch').length,
  };
}

export function allowanceLeft(ctx: GameContext, state: GameState, side: Side): EntrenchmentAllowance {
  const all = allowanceOf(ctx, side);
  const used = allowanceUsed(state, side);
  return {
    foxholeSquads: all.foxholeSquads - used.foxholeSquads,
    trenches: all.trenches - used.trenches,
    atDitches: all.atDitches - used.atDitches,
  };
}

const ALLOWANCE_KEY = { foxhole: 'foxholeSquads', trench: 'trenches', atDitch: 'atDitches' } as const;

function inSetup(state: GameState, side: Side): boolean {
  return state.status === 'setup' && !state.setupDone[side];
}

function checkSetup(ctx: ApplyContext, rule: string): void {
  if (!inSetup(ctx.state, ctx.side)) fail('SETUP_FINISHED', 'entrenchments are placed during your setup', rule);
}

// --- placeEntrenchment ---

const PlaceEntrenchmentSchema = z.strictObject({
  type: z.literal('placeEntrenchment'),
  kind: z.enum(ENTRENCHMENT_KINDS),
  hex: z.string().max(12),
  /** Foxholes: the squad capacity placed (B27.1: 1S, 2S or 3S). */
  squads: z.int().min(1).max(MAX_FOXHOLE_SQUADS).default(1),
});
type PlaceEntrenchment = z.infer<typeof PlaceEntrenchmentSchema>;

function place(ctx: ApplyContext, cmd: PlaceEntrenchment): void {
  const { state, side } = ctx;
  const cell = ctx.map.byName(cmd.hex);
  if (!cell || !ctx.zones[side].has(cell.name)) fail('NOT_IN_SETUP_ZONE', `${cmd.hex} is not in your setup zone`, 'A2.9');
  const hex = cell.name;
  if (sharedZone(ctx, side, hex))
    fail('ILLEGAL_LOCATION', `${hex} is in both sides' setup zones: no entrenchment is placed there in setup`, 'A2.9');
  const forbids = terrainForbids(ctx, hex);
  if (forbids) fail('ILLEGAL_LOCATION', `no ${cmd.kind === 'foxhole' ? 'foxhole' : 'trench'} may be placed here: ${forbids}`, 'B27.1');
  const left = allowanceLeft(ctx, state, side);
  const there = entrenchmentAt(state, hex, side);
  if (cmd.kind !== 'foxhole') {
    if (there) fail('ILLEGAL_LOCATION', `${hex} already has a ${there.kind}: one trench per hex, never with a foxhole`, 'B27.51');
    if (left[ALLOWANCE_KEY[cmd.kind]] < 1)
      fail(
        'OB_ALLOWANCE',
        `your OB has no ${cmd.kind === 'trench' ? 'trench' : 'A-T Ditch'} left to place`,
        cmd.kind === 'trench' ? 'B27.51' : 'B27.56',
      );
    addFortification(ctx, { kind: cmd.kind, hex, side, placedInSetup: true }, cmd.kind === 'trench' ? 'B27.51' : 'B27.56');
    return;
  }
  if (cmd.squads > left.foxholeSquads) fail('OB_ALLOWANCE', `your OB has ${left.foxholeSquads} squads of foxhole capacity left`, 'B27.1');
  if (there && there.kind !== 'foxhole')
    fail('ILLEGAL_LOCATION', `${hex} has a ${there.kind}: a trench never shares a Location with a foxhole`, 'B27.51');
  if (there && (!there.placedInSetup || there.side !== side)) fail('ILLEGAL_LOCATION', `${hex} already has its foxhole counter`, 'B27.12');
  const squads = (there?.squads ?? 0) + cmd.squads;
  if (squads > MAX_FOXHOLE_SQUADS)
    fail('ILLEGAL_LOCATION', `one foxhole counter per hex, at most 3S: ${hex} would hold ${squads}S`, 'B27.12');
  // B27.12: the hex's counter is replaced by the larger one (set up hidden if it was, A12.33)
  if (there) removeFortification(ctx, there.id, 'B27.12');
  addFortification(ctx, { kind: 'foxhole', hex, side, squads, placedInSetup: true, ...(there?.hidden ? { hidden: true } : {}) }, 'B27.1');
}

/**
 * Our reading: a hex both sides may set up in takes no entrenchment in setup, since neither may know
 * of the other's counter there (B27.12: one counter per hex) and the zones are public.
 */
function sharedZone(ctx: GameContext, side: Side, hex: string): boolean {
  return ctx.zones[side === 'A' ? 'B' : 'A'].has(hex);
}

// per match context (its zones and compiled map): each side's zone hexes, sorted, that are in no
// shared zone and whose terrain takes an entrenchment (B27.1); neither changes during setup
const placeable = new WeakMap<GameContext['zones'], { map: GameContext['map']; hexes: Partial<Record<Side, readonly string[]>> }>();

function placeableHexes(ctx: GameContext, side: Side): readonly string[] {
  let c = placeable.get(ctx.zones);
  if (!c || c.map !== ctx.map) placeable.set(ctx.zones, (c = { map: ctx.map, hexes: {} }));
  return (c.hexes[side] ??= [...ctx.zones[side]].filter((h) => !sharedZone(ctx, side, h) && !terrainForbids(ctx, h)).sort());
}

/**
 * Per kind, the zone hexes where one may be placed now (foxholes: the most squads there), as far as the
 * side knows the hexes: the counters read once for the whole zone (legal() in the secret setup).
 */
function placeChoices(ctx: GameContext, state: GameState, side: Side, left: EntrenchmentAllowance) {
  const there = new Map<string, Fortification>(); // entrenchmentAt(state, hex, side): the first such counter
  for (const f of readFortifications(state).counters)
    if (isEntrenchment(f) && knownTo(state, f, side) && !there.has(f.hex)) there.set(f.hex, f);
  // the choices depend on the allowance left and those counters alone: most setup commands change neither
  let key = `${left.foxholeSquads}/${left.trenches}/${left.atDitches}`;
  for (const f of there.values()) key += `|${f.hex}:${f.kind}:${f.squads ?? ''}:${f.placedInSetup ? f.side : ''}`;
  const memo = lastChoices.get(ctx.zones)?.[side];
  if (memo?.map === ctx.map && memo.key === key) return memo.choices;
  const choices = computePlaceChoices(ctx, side, left, there);
  let bySide = lastChoices.get(ctx.zones);
  if (!bySide) lastChoices.set(ctx.zones, (bySide = {}));
  bySide[side] = { map: ctx.map, key, choices };
  return choices;
}

/** Whether a record has any key (without listing the zone's keys). */
function hasKey(r: Readonly<Record<string, unknown>>): boolean {
  for (const _ in r) return true;
  return false;
}

type PlaceChoices = {
  readonly foxhole: Readonly<Record<string, number>>;
  readonly trench: readonly string[];
  readonly atDitch: readonly string[];
};
// per match context, each side's last choices (a legal entry is read, never changed: shared between states)
const lastChoices = new WeakMap<
  GameContext['zones'],
  Partial<Record<Side, { map: GameContext['map']; key: string; choices: PlaceChoices }>>
>();

function computePlaceChoices(
  ctx: GameContext,
  side: Side,
  left: EntrenchmentAllowance,
  there: ReadonlyMap<string, Fortification>,
): PlaceChoices {
  const hexes = placeableHexes(ctx, side);
  const foxhole: Record<string, number> = {};
  if (left.foxholeSquads > 0) {
    for (const h of hexes) {
      const f = there.get(h);
      // B27.12: one counter per hex; a second foxhole replaces the counter by a larger one (one's own setup counter)
      if (f && (f.kind !== 'foxhole' || !f.placedInSetup || f.side !== side)) continue;
      const room = Math.max(0, Math.min(MAX_FOXHOLE_SQUADS - (f?.squads ?? 0), left.foxholeSquads));
      if (room) foxhole[h] = room;
    }
  }
  // B27.51: one trench per hex and "never with a foxhole"; an A-T Ditch is a trench (B27.56)
  const trench = left.trenches > 0 ? hexes.filter((h) => !there.has(h)) : [];
  const atDitch = left.atDitches > 0 ? hexes.filter((h) => !there.has(h)) : [];
  return { foxhole, trench, atDitch };
}

export const placeEntrenchment: CommandHandler<PlaceEntrenchment> = {
  type: 'placeEntrenchment',
  schema: PlaceEntrenchmentSchema,
  legal(ctx, state, side): LegalCommand[] {
    if (!inSetup(state, side)) return [];
    const left = allowanceLeft(ctx, state, side);
    const c = placeChoices(ctx, state, side, left);
    if (!hasKey(c.foxhole) && !c.trench.length && !c.atDitch.length) return [];
    return [{ type: 'placeEntrenchment', label: 'Place entrenchments', rule: 'B27.1', choices: { ...c, left } }];
  },
  apply(ctx, cmd) {
    checkSetup(ctx, 'B27.1');
    place(ctx, cmd);
  },
  sample(entry, random) {
    const c = entry.choices as ReturnType<typeof placeChoices>;
    const kinds = (['foxhole', 'trench', 'atDitch'] as const).filter((k) =>
      k === 'foxhole' ? Object.keys(c.foxhole).length : c[k].length,
    );
    const kind = kinds[Math.floor(random() * kinds.length)]!;
    if (kind !== 'foxhole') return { type: 'placeEntrenchment', kind, hex: c[kind][Math.floor(random() * c[kind].length)]!, squads: 1 };
    const hexes = Object.keys(c.foxhole);
    const hex = hexes[Math.floor(random() * hexes.length)]!;
    return { type: 'placeEntrenchment', kind, hex, squads: 1 + Math.floor(random() * c.foxhole[hex]!) };
  },
};

// --- removeEntrenchment: a counter placed in setup taken back ---

// a setup counter's id is its side and hex (core/fortifications.ts): "F", the side, a hex name of up to 12
const RemoveEntrenchmentSchema = z.strictObject({ type: z.literal('removeEntrenchment'), id: z.string().max(14) });

export const removeEntrenchment: CommandHandler<z.infer<typeof RemoveEntrenchmentSchema>> = {
  type: 'removeEntrenchment',
  schema: RemoveEntrenchmentSchema,
  legal(_ctx, state, side) {
    if (!inSetup(state, side)) return [];
    return readFortifications(state)
      .counters.filter((f) => f.placedInSetup && f.side === side)
      .map((f) => ({
        type: 'removeEntrenchment',
        label: `Take back the ${f.kind}${f.squads ? ` ${f.squads}S` : ''} in ${f.hex}`,
        rule: 'A2.9',
        command: { type: 'removeEntrenchment', id: f.id },
      }));
  },
  apply(ctx, cmd) {
    checkSetup(ctx, 'A2.9');
    // one refusal for any id that is not one of the sender's setup counters (an enemy's included)
    const mine = Object.fromEntries(
      readFortifications(ctx.state)
        .counters.filter((f) => f.placedInSetup && f.side === ctx.side)
        .map((f) => [f.id, f]),
    );
    const f = ownPiece(ctx.side, mine, cmd.id, 'counter placed in setup');
    const up = Object.values(ctx.state.units).filter((u) => u.side === ctx.side && u.loc?.hex === f.hex && u.loc.position === BENEATH);
    for (const u of up) u.loc = aboveOf(u.loc!);
    removeFortification(ctx, f.id, 'A2.9');
    if (up.length)
      ctx.emit({
        type: 'setUpBeneath',
        audience: ctx.side,
        data: { units: up.map((u) => u.id), hex: f.hex, beneath: false, rule: 'B27.1' },
      });
  },
};

// --- setUpBeneath: the side's placed units go beneath (or come up from) a counter in their hex ---

const SetUpBeneathSchema = z.strictObject({
  type: z.literal('setUpBeneath'),
  units: z.array(z.string().max(12)).min(1).max(12),
  /** true: beneath the hex's counter; false: on top of it. */
  beneath: z.boolean(),
});
type SetUpBeneath = z.infer<typeof SetUpBeneathSchema>;

function setUpBeneath(ctx: ApplyContext, cmd: SetUpBeneath): void {
  const { state, side } = ctx;
  if (new Set(cmd.units).size !== cmd.units.length) fail('BAD_COMMAND', 'a unit is listed twice');
  const units = cmd.units.map((id) => ownUnit(ctx, id));
  const hex = units[0]!.loc?.hex;
  for (const u of units) {
    if (u.kind === 'sw') fail('ILLEGAL_COMMAND', `${u.id} goes wherever the unit carrying it goes`, 'A4.4');
    if (!u.loc || u.loc.hex !== hex) fail('ILLEGAL_COMMAND', 'the units must be placed, all in one hex', 'B27.1');
    if (u.loc.place !== 'ground') fail('ILLEGAL_LOCATION', `${u.id} is not at ground level`, 'B27.1');
  }
  const f = entrenchmentAt(state, hex!, side);
  if (!f) fail('ILLEGAL_LOCATION', `${hex} has no foxhole or trench of yours`, 'B27.1');
  if (cmd.beneath)
    for (const u of units)
      if (!mayBeBeneath(ctx, u, f)) fail('ILLEGAL_COMMAND', `${u.id} may not be beneath a foxhole: only Infantry, SW and mortars`, 'B27.1');
  for (const u of units) u.loc = cmd.beneath ? { ...aboveOf(u.loc!), position: BENEATH } : aboveOf(u.loc!);
  if (cmd.beneath && !fitsBeneath(ctx, beneathCount(state, hex!, side), f)) {
    fail(
      'OVER_CAPACITY',
      `the ${f.kind}${f.squads ? ` ${f.squads}S` : ''} in ${hex} holds ${describe(capacityOf(ctx, f))}`,
      trenchLike(f) ? 'B27.51' : 'B27.12',
    );
  }
  ctx.emit({
    type: 'setUpBeneath',
    audience: side,
    data: { units: units.map((u) => u.id), hex: hex!, beneath: cmd.beneath, rule: 'B27.1' },
  });
}

function describe(c: StackCount): string {
  return `${c.squads} squad${c.squads === 1 ? '' : 's'} (or equivalents) and ${c.smc} SMC`;
}

/** Per hex with a counter the side may use: its placed units on top that would fit beneath now, and those beneath. */
function beneathChoices(ctx: GameContext, state: GameState, side: Side) {
  const out: { hex: string; above: string[]; beneath: string[] }[] = [];
  for (const f of readFortifications(state).counters) {
    if (!isEntrenchment(f) || !knownTo(state, f, side)) continue;
    const mine = Object.values(state.units).filter(
      (u) => u.side === side && !u.eliminated && u.loc?.hex === f.hex && u.loc.place === 'ground',
    );
    const fits = (u: UnitState) => mayBeBeneath(ctx, u, f) && fitsBeneath(ctx, beneathCount(state, f.hex, side, [u.kind]), f);
    const above = mine.filter((u) => u.loc!.position !== BENEATH && fits(u)).map((u) => u.id);
    const beneath = mine.filter((u) => u.loc!.position === BENEATH).map((u) => u.id);
    if (above.length || beneath.length) out.push({ hex: f.hex, above, beneath });
  }
  return out;
}

export const setUpBeneathCommand: CommandHandler<SetUpBeneath> = {
  type: 'setUpBeneath',
  schema: SetUpBeneathSchema,
  legal(ctx, state, side) {
    if (!inSetup(state, side)) return [];
    return beneathChoices(ctx, state, side).map((c) => ({
      type: 'setUpBeneath',
      label: `Set up beneath the counter in ${c.hex}`,
      rule: 'B27.1',
      choices: c,
    }));
  },
  apply(ctx, cmd) {
    checkSetup(ctx, 'B27.1');
    setUpBeneath(ctx, cmd);
  },
  sample(entry, random) {
    const c = entry.choices as ReturnType<typeof beneathChoices>[number];
    const down = c.above.length > 0 && (!c.beneath.length || random() < 0.7);
    const from = down ? c.above : c.beneath;
    return { type: 'setUpBeneath', units: [from[Math.floor(random() * from.length)]!], beneath: down };
  },
};
