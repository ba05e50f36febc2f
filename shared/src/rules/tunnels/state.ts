// The tunnels module's state (B8.6) and the questions every part of it asks: which tunnels a side
// recorded, where their entrances are and whether they can still be used, which "Sewer ?" stacks are
// in a tunnel. The tunnels themselves are their owner's secret: only the "Sewer ?" counters (B8.61)
// and the entrances the rules reveal (B8.63) reach anyone else (view.ts).
import type { GameContext } from '../../engine/module';
import { moduleState, readModuleState } from '../../engine/moduleState';
import { ownPiece } from '../../engine/ownPieces';
import type { GameState, Side, UnitState } from '../../engine/state';
import type { Location } from '../../units/location';
import { fortificationAt } from '../core/fortifications';
import { fortifiedBuildingChoices } from '../core/fortifications';
import { TunnelScenarioRules } from './params';

/** Where units stand at an entrance: inside the side's pillbox (B8.6, B30.1), beneath its OB-given entrenchment (B8.6, B27.13), or in the Location itself. */
export type EntrancePosition = 'pillbox' | 'beneath';

export interface Entrance {
  readonly hex: string;
  readonly position?: EntrancePosition;
  /** Enemy units that had LOS to a use of this entrance the enemy could see (B8.63); never shown to anyone before the end. */
  seenBy: string[];
  /** Discovered by the Recovery procedure (A4.44, B8.63): public from then on. */
  discovered: boolean;
  destroyed: boolean;
}

export interface Tunnel {
  readonly id: string;
  readonly side: Side;
  readonly entrances: [Entrance, Entrance];
  /** Recorded by forfeiting a Fortified Building Location (B8.6, B23.911). */
  readonly forfeitsFbl: boolean;
}

/** Units that went into a tunnel at the start of their MPh, beneath a "Sewer ?" counter at the opposite entrance (B8.61). */
export interface TunnelStack {
  /** A sequence number given on entry: it says nothing of the stack or the tunnel. */
  readonly id: string;
  readonly side: Side;
  readonly tunnel: string;
  /** The entrance it comes out of (0 or 1). */
  readonly exit: 0 | 1;
  /** The exit's hex, where the "Sewer ?" counter stands. */
  readonly hex: string;
  readonly units: string[];
  /** The Player Turn it entered (ctx.turn.index). */
  readonly enteredTurn: number;
  /** The Location left was Encircled (B8.61: pinned and CX on advancing out). */
  readonly leftEncircled: boolean;
}

export interface TunnelsState {
  tunnels: Record<string, Tunnel>;
  stacks: Record<string, TunnelStack>;
  nextStack: number;
  /** A4.44: units that made their Recovery dr for an entrance this RPh (one each). */
  triedInRPh: string[];
  /** A4.44: "unit@hex" that made one this MPh (one attempt per unit per entrance per MPh). */
  triedInMPh: string[];
}

export const MODULE = 'tunnels';

export function emptyTunnels(): TunnelsState {
  return { tunnels: {}, stacks: {}, nextStack: 1, triedInRPh: [], triedInMPh: [] };
}

export function readTunnels(state: GameState): TunnelsState {
  return readModuleState(state, MODULE, emptyTunnels);
}

export function tunnels(state: GameState): TunnelsState {
  return moduleState(state, MODULE, emptyTunnels);
}

/** A side's tunnels, in the order recorded. */
export function tunnelsOf(state: GameState, side?: Side): Tunnel[] {
  return Object.values(readTunnels(state).tunnels)
    .filter((t) => !side || t.side === side)
    .sort((a, b) => a.id.localeCompare(b.id, 'en', { numeric: true }));
}

export function stacksOf(state: GameState, side?: Side): TunnelStack[] {
  return Object.values(readTunnels(state).stacks)
    .filter((s) => !side || s.side === side)
    .sort((a, b) => a.id.localeCompare(b.id, 'en', { numeric: true }));
}

/** The sender's own stack `id` on apply's draft, the draft's own copy (engine/moduleState.ts); any other id gets the engine's one refusal. */
export function ownStack(ctx: { readonly state: GameState; readonly side: Side }, id: string): TunnelStack {
  return ownPiece(ctx.side, tunnels(ctx.state).stacks, id, 'tunnel stack');
}

export function stackUnits(state: GameState, s: TunnelStack): UnitState[] {
  return s.units.map((id) => state.units[id]!).filter((u) => u && !u.eliminated);
}

/** B8.6: how many tunnels a side may record: those the SSR gives, plus one per Fortified Building Location it forfeits (B23.911). */
export function allowance(ctx: GameContext, side: Side): { tunnels: number; fortifiedBuildings: number } {
  return { tunnels: TunnelScenarioRules.of(ctx).tunnels[side] ?? 0, fortifiedBuildings: fortifiedBuildingChoices(ctx, side) };
}

/** The Location a unit stands in at an entrance (its position inside it included). */
export function entranceLocation(e: Pick<Entrance, 'hex' | 'position'>): Location {
  return e.position ? { hex: e.hex, place: 'ground', level: 0, position: e.position } : { hex: e.hex, place: 'ground', level: 0 };
}

/** The tunnel Location beneath an exit hex, where units wait beneath their "Sewer ?" (B8.61). */
export function tunnelLocation(hex: string): Location {
  return { hex, place: 'tunnel', level: -1 };
}

/** `loc` is at the entrance: its hex at ground level, and inside the pillbox or beneath the entrenchment when the entrance is. */
export function atEntrance(loc: Location | null, e: Pick<Entrance, 'hex' | 'position'>): boolean {
  return !!loc && loc.hex === e.hex && loc.place === 'ground' && loc.level === 0 && (loc.position ?? '') === (e.position ?? '');
}

/**
 * `loc` is in the entrance's Location: a pillbox is a Location of its own (B30.1); beneath an
 * entrenchment is the same Location as the rest of the hex (B27.13) except for Recovery (A4.44:
 * `recovery`), where the position counts.
 */
export function inEntranceLocation(loc: Location | null, e: Pick<Entrance, 'hex' | 'position'>, recovery: boolean): boolean {
  if (!loc || loc.hex !== e.hex || loc.place !== 'ground' || loc.level !== 0) return false;
  if (recovery) return (loc.position ?? '') === (e.position ?? '');
  return (loc.position === 'pillbox') === (e.position === 'pillbox');
}

/**
 * Whether the entrance can be used now: not destroyed (B8.63), and a pillbox entrance only while the
 * side's pillbox stands (B30.92: its elimination takes the entrance with it).
 */
export function usable(state: GameState, t: Tunnel, e: Entrance): boolean {
  if (e.destroyed) return false;
  if (e.position === 'pillbox') return fortificationAt(state, e.hex, 'pillbox')?.side === t.side;
  return true;
}

/** Where units go in and come out at an entrance now: beneath the entrenchment only while it is there. */
export function currentPosition(state: GameState, t: Tunnel, e: Entrance): EntrancePosition | undefined {
  if (e.position !== 'beneath') return e.position;
  return ownEntrenchment(state, t.side, e.hex) ? 'beneath' : undefined;
}

/** The side's own foxhole or trench in a hex (B8.6: an OB-given entrenchment). */
export function ownEntrenchment(state: GameState, side: Side, hex: string): boolean {
  return (['foxhole', 'trench'] as const).some((k) => fortificationAt(state, hex, k)?.side === side);
}

/** The entrance as units use it now (its current position). */
export function liveEntrance(state: GameState, t: Tunnel, i: 0 | 1): Pick<Entrance, 'hex' | 'position'> {
  const e = t.entrances[i];
  const position = currentPosition(state, t, e);
  return position ? { hex: e.hex, position } : { hex: e.hex };
}

/** A4.44/A12: a unit the other side knows is there: not concealed, not hidden, not below ground. */
export function known(ctx: GameContext, u: UnitState): boolean {
  return !u.eliminated && !!u.loc && !u.status.concealed && !u.status.hidden && !ctx.locations.underground(u.loc);
}
