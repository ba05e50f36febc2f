// The positions inside a Location this module owns (RuleModule.positions, Location.position) and the
// counter each one is in:
//   'beneath'  beneath a foxhole (B27.1), trench (B27.5), A-T Ditch (B27.56) or sangar (F8.1) counter:
//              the same Location as the hex for stacking, CC and LLMC, another for TEM and Recovery (B27.13);
//   'pillbox'  inside a Pillbox counter (B30.1: "a separate non-vertical-level Location inside its hex");
//   'bunker'   inside a Bunker counter (B30.8: a pillbox with a trench in or Accessible to its hex);
//   'crest'    Crest status in a Depression hex (B20.9; crest.ts).
// A hex holds at most one counter units are beneath (B27.12 one foxhole; B27.51 one trench, "never" with
// a foxhole; F8.2 one sangar); should a scenario give two, a trench is the one (B27.51 is the stricter).
import type { GameContext } from '../../engine/module';
import type { GameState, Side, UnitState } from '../../engine/state';
import { neighbours } from '../../hex/grid';
import { BENEATH, type Location, samePosition } from '../../units/location';
import { type Fortification, fortificationAt, fortificationKnownTo, fortificationsAt, readFortifications } from '../core/fortifications';
import { terrainCost } from '../core/entryCost';

export { BENEATH };
export const PILLBOX = 'pillbox';
export const BUNKER = 'bunker';
export const CREST = 'crest';

/** The positions the entrenchments module owns. */
export const ENTRENCHMENT_POSITIONS: readonly string[] = [BENEATH, PILLBOX, BUNKER, CREST];

/** The counters units may be beneath, in the order `beneathCounter` looks for them. */
export const BENEATH_KINDS = ['trench', 'atDitch', 'sangar', 'foxhole'] as const;

/**
 * The counter units beneath in `hex` are beneath, if the hex has one; as `side` knows it when named (the
 * other side's hidden counters are not there for it, A12.33: it is revealed once that side is in its hex).
 */
export function beneathCounter(state: GameState, hex: string, side?: Side): Fortification | undefined {
  // one pass over the counters (legal() asks for every destination): of the hex's counters, the first of the earliest kind
  let found: Fortification | undefined;
  let rank: number = BENEATH_KINDS.length;
  for (const f of readFortifications(state).counters) {
    if (f.hex !== hex || !fortificationKnownTo(f, side)) continue;
    const r = (BENEATH_KINDS as readonly string[]).indexOf(f.kind);
    if (r >= 0 && r < rank) {
      found = f;
      rank = r;
    }
  }
  return found;
}

/** The counter a position in a Location is in ('beneath', 'pillbox', 'bunker'); undefined for none or Crest status (as `side` knows it, when named). */
export function counterAt(state: GameState, loc: Location, side?: Side): Fortification | undefined {
  if (loc.position === BENEATH) return beneathCounter(state, loc.hex, side);
  if (loc.position === PILLBOX || loc.position === BUNKER) return fortificationAt(state, loc.hex, loc.position);
  return undefined;
}

/** A trench or an A-T Ditch ("treated the same as a trench", B27.56). */
export function trenchLike(f: Fortification | undefined): boolean {
  return f?.kind === 'trench' || f?.kind === 'atDitch';
}

/**
 * Accessible (Index: "an adjacent Location which a hypothetical Infantry unit could—ignoring any enemy
 * presence—advance into under normal APh conditions"): adjacent, and not across a cliff hexside or into
 * a Water Obstacle (the terrain's own refusals, rules/core/entryCost.ts).
 */
export function accessible(ctx: GameContext, from: string, to: string): boolean {
  return from !== to && terrainCost(ctx, from, to).ok;
}

/**
 * B30.8: "A Pillbox counter in the same hex with a trench and/or in a hex Accessible to a Trench
 * counter's hex is considered a bunker" (a Bunker counter always is one).
 */
export function isBunker(ctx: GameContext, state: GameState, f: Fortification): boolean {
  if (f.kind === 'bunker') return true;
  if (f.kind !== 'pillbox') return false;
  const trenchIn = (hex: string) => fortificationsAt(state, hex).some((c) => trenchLike(c));
  if (trenchIn(f.hex)) return true;
  return adjacentHexes(ctx, f.hex).some((n) => accessible(ctx, n, f.hex) && trenchIn(n));
}

/** The names of the hexes adjacent to `hex` on the map. */
export function adjacentHexes(ctx: GameContext, hex: string): string[] {
  const cell = ctx.map.byName(hex);
  return cell ? neighbours(cell.hex).flatMap((h) => ctx.map.at(h)?.name ?? []) : [];
}

/** The units of `side` in this position of `loc` (B27.44: a counter's capacity is per side). */
export function unitsIn(state: GameState, side: Side, loc: Location): UnitState[] {
  return Object.values(state.units).filter((u) => u.side === side && !u.eliminated && u.loc && samePosition(u.loc, loc));
}

/** B30.91 Control of a counter: the side that last entered it alone, else the side whose OB it is in. */
export function controller(f: Fortification): Side {
  return f.control ?? f.side;
}
