// What entering and leaving the module's positions costs (the entryCost hook), for units that move,
// advance or rout (other questions of entry, such as Encirclement, are about hexes and pass).
//   B27.4: "The cost of entering a hex containing a foxhole is equal to the COT of the hex entered.
//   However, Infantry moving beneath an existing foxhole counter or from beneath a foxhole counter must
//   pay one additional MF separately after payment of the COT to enter the hex and after suffering any
//   Defensive First Fire that MF expenditure may have enticed." In the MPh that MF is a move of its own
//   inside the hex (never combined with entering or leaving the hex); "the cost to enter/exit a
//   foxhole/pillbox during the RtPh may be combined with the entrance cost of the next hex" (B27.4,
//   B27.41), and beneath a counter "which has the capacity to receive it, the foxhole nullifies any
//   Interdiction in that hex" (B27.41). An advance enters beneath a counter in an adjacent hex (B27.44
//   "may move/advance beneath a foxhole if otherwise able to enter that Location even if an enemy unit
//   exists in that foxhole"), the counter's capacity being per side (capacity.ts).
//   A8.26 EX #2: a unit entering the foxhole of a hex with Residual FP "would not be attacked again by
//   the Residual FP"; one exiting it would be.
//   B27.56: an A-T Ditch costs Infantry "two MF plus COT to enter/exit the counter" ("no vehicle may
//   enter an unbridged A-T Ditch": vehicles.ts).
//   B30.4: "Infantry enter a pillbox Location in their hex at a cost of one MF. Infantry exit a pillbox
//   Location by paying one MF to enter the pillbox hex"; B30.33 a separate expenditure outside the RtPh
//   (B30.41); B30.42 none "into a pillbox Location if an enemy ground unit ... exists in the same hex
//   outside the pillbox"; B30.44 never into one "that contains enemy Infantry"; B30.6 none may "move/
//   rout/Withdraw-from-CC out of the pillbox if there is an enemy ground unit ... in the same hex; it can
//   only advance out of the pillbox". Only enemy units the mover may know of count (Known: not concealed,
//   not hidden), so a refusal never betrays a hidden one. A pillbox is its own Location: an advance
//   enters or leaves it only from its own hex.
// Trench moves (trenches.ts), B27.6 lower-level Locations (lowerLevel.ts) and Crest status (crest.ts)
// come first where they apply. Positions other modules own are theirs: this hook sees them as none.
import type { EntryEffect, EntryQuery } from '../../engine/entry';
import type { GameContext } from '../../engine/module';
import type { GameState, UnitState } from '../../engine/state';
import { isInfantry } from '../../units/catalog';
import type { Location } from '../../units/location';
import { type Fortification, readFortifications } from '../core/fortifications';
import { hasRoom, mayGoBeneath } from './capacity';
import { crestEntry, isDepression } from './crest';
import { downFromBeneath, fullSangar, upToBeneath, upWithoutControl } from './lowerLevel';
import { BENEATH, BENEATH_KINDS, BUNKER, counterAt, CREST, ENTRENCHMENT_POSITIONS, PILLBOX } from './positions';
import { trenchLink, trenchMoveCost } from './trenches';

const MOVING = new Set(['move', 'advance', 'rout']);
const NONE: readonly EntryEffect[] = [];
const forbid = (reason: string, rule: string): EntryEffect[] => [{ kind: 'forbid', reason, rule }];

const NAMES: Record<string, string> = {
  foxhole: 'foxhole',
  trench: 'trench',
  atDitch: 'A-T Ditch',
  sangar: 'sangar',
  pillbox: 'pillbox',
  bunker: 'bunker',
};
const inPillbox = (loc: Location) => loc.position === PILLBOX || loc.position === BUNKER;

/** The rule of a counter's entry/exit cost. */
function ruleOf(f: Fortification): string {
  if (f.kind === 'atDitch') return 'B27.56';
  if (f.kind === 'pillbox' || f.kind === 'bunker') return 'B30.4';
  if (f.kind === 'sangar') return 'F8.1';
  return 'B27.4';
}

/** The MF to enter or exit a counter in its hex: one (B27.4, B30.4), an A-T Ditch two plus the hex's COT (B27.56). */
function counterCost(ctx: GameContext, f: Fortification, way: 'into' | 'out of'): EntryEffect {
  const mf = f.kind === 'atDitch' ? 2 + ctx.map.byName(f.hex)!.terrain.mf : 1;
  return { kind: 'add', mf, name: `${way} the ${NAMES[f.kind]}`, rule: ruleOf(f) };
}

/** Known enemy ground units of the mover in a hex, optionally only those in (or outside) a position. */
function knownEnemiesIn(state: GameState, q: EntryQuery, hex: string, where: (u: UnitState) => boolean): UnitState[] {
  return Object.values(state.units).filter(
    (e) =>
      e.side !== q.side &&
      !e.eliminated &&
      e.loc?.hex === hex &&
      e.loc.place === 'ground' &&
      !e.status.concealed &&
      !e.status.hidden &&
      e.kind !== 'dummy' &&
      where(e),
  );
}

/** Why the group may not go into `to`'s counter (which units, capacity, B30.42/B30.44), if it may not. */
function refusalInto(ctx: GameContext, state: GameState, q: EntryQuery, f: Fortification | undefined): EntryEffect[] | undefined {
  if (!f)
    return forbid(
      `no counter in ${q.to.hex} to be ${q.to.position === BENEATH ? 'beneath' : 'inside'}`,
      q.to.position === BENEATH ? 'B27.1' : 'B30.1',
    );
  if (!q.units.every(mayGoBeneath))
    return forbid(`only Infantry and SW go ${q.to.position === BENEATH ? 'beneath' : 'inside'} a ${NAMES[f.kind]}`, 'B27.1');
  if (inPillbox(q.to)) {
    if (knownEnemiesIn(state, q, q.to.hex, (e) => !inPillbox(e.loc!)).length)
      return forbid(`an enemy unit is in ${q.to.hex} outside the ${NAMES[f.kind]}`, 'B30.42');
    if (knownEnemiesIn(state, q, q.to.hex, (e) => inPillbox(e.loc!) && isInfantry(e.kind)).length)
      return forbid(`enemy Infantry is inside the ${NAMES[f.kind]}`, 'B30.44');
  }
  if (!hasRoom(ctx, state, q.side, f, q.to, q.units))
    return forbid(`the ${NAMES[f.kind]} in ${q.to.hex} has no room for them`, f.kind === 'sangar' ? 'F8.3' : trenchOrFoxholeRule(f));
  return undefined;
}

function trenchOrFoxholeRule(f: Fortification): string {
  if (f.kind === 'trench' || f.kind === 'atDitch') return 'B27.51';
  if (f.kind === 'pillbox' || f.kind === 'bunker') return 'B30.111';
  return 'B27.12';
}

/** B30.6: out of a pillbox only by advancing, while a Known enemy ground unit is in its hex outside it. */
function pillboxHeld(state: GameState, q: EntryQuery): EntryEffect[] | undefined {
  if (!inPillbox(q.from) || q.purpose === 'advance') return undefined;
  return knownEnemiesIn(state, q, q.from.hex, (e) => !inPillbox(e.loc!)).length
    ? forbid(`an enemy unit is in ${q.from.hex}: only an advance leaves the pillbox`, 'B30.6')
    : undefined;
}

/** Entering, leaving or changing position inside one hex. */
function inHex(ctx: GameContext, state: GameState, q: EntryQuery): readonly EntryEffect[] {
  const from = counterAt(state, q.from, q.side);
  const to = q.to.position ? counterAt(state, q.to, q.side) : undefined;
  if (q.to.position) {
    const refused = refusalInto(ctx, state, q, to);
    if (refused) return refused;
  }
  const held = pillboxHeld(state, q);
  if (held) return held;
  if (from && to) {
    const link = trenchLink(ctx, state, from, to);
    if (link) return trenchMoveCost(ctx, q.from, q.to, link);
    if (q.purpose === 'move') return forbid(`leave the ${NAMES[from.kind]} first: each is an MF expenditure of its own`, 'B30.33');
    return [];
  }
  if (to) return [counterCost(ctx, to, 'into'), { kind: 'exempt', from: 'residualFp', rule: 'A8.26' }];
  if (from) return [counterCost(ctx, from, 'out of')];
  return NONE;
}

/** Leaving one hex for another with a position at either end. */
function acrossHexes(ctx: GameContext, state: GameState, q: EntryQuery): readonly EntryEffect[] {
  const from = q.from.position ? counterAt(state, q.from, q.side) : undefined;
  const to = q.to.position ? counterAt(state, q.to, q.side) : undefined;
  if (!from && !q.to.position) return NONE; // its counter is gone: the unit is simply in the hex
  if (q.to.position) {
    const refused = refusalInto(ctx, state, q, to);
    if (refused) return refused;
  }
  const held = pillboxHeld(state, q);
  if (held) return held;
  // B27.6's full sangar matters only to a unit leaving a counter (most entries here come from no counter: not asked then)
  const full = !!from && fullSangar(ctx, state, q.side, q.to.hex);
  if (from && to && !full) {
    const link = trenchLink(ctx, state, from, to);
    if (link) return trenchMoveCost(ctx, q.from, q.to, link);
  }
  if (downFromBeneath(ctx, state, q, from) || upToBeneath(ctx, state, q, to)) return NONE; // B27.6: the terrain's cost only
  switch (q.purpose) {
    case 'move':
      if (from && q.from.position)
        return forbid(
          `leave the ${NAMES[from.kind]} first: its MF is spent separately, never with entering another hex`,
          from.kind === 'pillbox' || from.kind === 'bunker' ? 'B30.33' : 'B27.4',
        );
      if (to && upWithoutControl(ctx, q, to))
        return forbid(`straight beneath a higher ${NAMES[to.kind]} only if it is in the side's OB or the side Controls it`, 'B27.6');
      return forbid(
        `enter ${q.to.hex} first: the MF to go ${inPillbox(q.to) ? 'inside' : 'beneath'} is spent separately`,
        inPillbox(q.to) ? 'B30.33' : 'B27.4',
      );
    case 'advance':
      if (inPillbox(q.from) || inPillbox(q.to))
        return forbid('a pillbox is a Location of its own: advance into or out of it from its hex', 'B30.4');
      if (to && upWithoutControl(ctx, q, to))
        return forbid(`straight beneath a higher ${NAMES[to.kind]} only if it is in the side's OB or the side Controls it`, 'B27.6');
      if (full && from) return forbid(`the sangar in ${q.to.hex} is full: exit to above the ${NAMES[from.kind]} first`, 'B27.6');
      return NONE;
    default: {
      // the RtPh: the counter's MF combined with the hex's entry; beneath one with room, no Interdiction
      const out: EntryEffect[] = [];
      if (from) out.push(counterCost(ctx, from, 'out of'));
      if (to)
        out.push(counterCost(ctx, to, 'into'), {
          kind: 'exempt',
          from: 'interdiction',
          rule: to.kind === 'pillbox' || to.kind === 'bunker' ? 'B30.41' : 'B27.41',
        });
      return out;
    }
  }
}

/** The Location as this module sees it: a position another module owns is none of its business. */
function own(loc: Location): Location {
  return !loc.position || ENTRENCHMENT_POSITIONS.includes(loc.position) ? loc : { hex: loc.hex, place: loc.place, level: loc.level };
}

/** The entryCost hook: the positions' costs. */
export function entrenchmentEntryCost(ctx: GameContext, state: GameState, query: EntryQuery): readonly EntryEffect[] {
  // asked for every destination of every stack in a legal(): an entry with no position at either end (nearly every one) is none of its business
  if (!query.from.position && !query.to.position) return NONE;
  if (!MOVING.has(query.purpose)) return NONE;
  const from = own(query.from);
  const to = own(query.to);
  if (!from.position && !to.position) return NONE;
  const q = { ...query, from, to };
  if (q.from.position === CREST || q.to.position === CREST) return crestEntry(ctx, q);
  return q.from.hex === q.to.hex ? inHex(ctx, state, q) : acrossHexes(ctx, state, q);
}

/**
 * The positionsIn hook: the positions of this module that may be entered in a hex now. Every other one
 * is forbidden by the hook above for any query: 'beneath', 'pillbox' and 'bunker' need their counter
 * in the hex (`refusalInto` on `counterAt`: B27.1, B30.1), Crest status a Depression hex (`crestEntry`:
 * B20.9). The counters are read once per state, each hex answered once.
 */
export function entrenchmentPositionsIn(ctx: GameContext, state: GameState): (hex: string) => readonly string[] {
  // hex -> the positions its counters make (counterAt: a beneath-kind counter, a pillbox, a bunker)
  const made = new Map<string, Set<string>>();
  for (const f of readFortifications(state).counters) {
    const p = (BENEATH_KINDS as readonly string[]).includes(f.kind)
      ? BENEATH
      : f.kind === PILLBOX || f.kind === BUNKER
        ? f.kind
        : undefined;
    if (!p) continue;
    const had = made.get(f.hex);
    if (had) had.add(p);
    else made.set(f.hex, new Set([p]));
  }
  // a hex without a counter (nearly every one) has Crest status or nothing: no list built, nothing kept
  const depression = depressionsOf(ctx);
  if (!made.size) return (hex) => (depression(hex) ? CREST_ONLY : NONE_POSITIONS);
  const memo = new Map<string, readonly string[]>();
  return (hex) => {
    const here = made.get(hex);
    if (!here) return depression(hex) ? CREST_ONLY : NONE_POSITIONS;
    let out = memo.get(hex);
    if (!out) {
      const crest = depression(hex);
      out = ENTRENCHMENT_POSITIONS.filter((p) => (p === CREST ? crest : here.has(p)));
      memo.set(hex, out);
    }
    return out;
  };
}
const NONE_POSITIONS: readonly string[] = [];
const CREST_ONLY: readonly string[] = ENTRENCHMENT_POSITIONS.filter((p) => p === CREST);

// whether a hex is a Depression (crest.ts), per compiled map: a map's terrain never changes (a changed
// map, engine/mapChanges.ts, is another map)
const depressions = new WeakMap<GameContext['map'], Map<string, boolean>>();

/** Whether a hex is a Depression, from the map's table (found once per positionsIn call). */
function depressionsOf(ctx: GameContext): (hex: string) => boolean {
  let table = depressions.get(ctx.map);
  if (!table) depressions.set(ctx.map, (table = new Map()));
  const known = table;
  return (hex) => {
    let d = known.get(hex);
    if (d === undefined) known.set(hex, (d = isDepression(ctx, hex)));
    return d;
  };
}
