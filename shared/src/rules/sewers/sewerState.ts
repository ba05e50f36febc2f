// The sewers module's state (B8) and the questions every part of it asks: where Sewer Locations are,
// which manholes can be used, which "Sewer ?" stacks exist and where a stack may move.
// A stack is the set of units moving together beneath one "Sewer ?" counter (B8.41). Its id is a
// sequence number given when it enters, so the id says nothing about what the stack holds.
import type { GameContext } from '../../engine/module';
import { moduleState, readModuleState } from '../../engine/moduleState';
import { ownPiece } from '../../engine/ownPieces';
import type { GameState, Side, UnitState } from '../../engine/state';
import { distance, neighbours } from '../../hex/grid';
import { countKinds, overstacked } from '../../units/stacking';
import { CoreParams } from '../core/params';
import { SewerParams, SewerScenarioRules } from './params';

export type EmergenceResult = 'mayEmerge' | 'cannotEmerge' | 'discovered';

export interface SewerStack {
  readonly id: string;
  readonly side: Side;
  hex: string;
  units: string[];
  /** "Lost ?" side up (B8.41): the DEFENDER moves it. */
  lost: boolean;
  /** The Player Turn the stack entered the sewer (the ruleset's turn index, ctx.turn.index). */
  readonly enteredTurn: number;
  /** The non-sewer Location left was Encircled (B8.41: pinned and CX on advancing out that turn). */
  readonly leftEncircled: boolean;
  /** Moved (or was moved) in the current MPh. */
  moved: boolean;
  /** Its direction dr this MPh is made and it is not lost: the owner moves it now. */
  awaitingMove: boolean;
  /** This Player Turn's Sewer Emergence result (B8.42), reset at the next RPh. */
  emergence: EmergenceResult | null;
}

export interface SewersState {
  stacks: Record<string, SewerStack>;
  nextId: number;
  /** Leaders that passed the B8.4 4TC this MPh (they and the units with them may enter). */
  leaderPassed: Record<string, boolean>;
  /** Leaders that took the 4TC this MPh (one attempt per MPh). */
  leaderTried: Record<string, boolean>;
  /** Sewer Locations rubbled by a DC (B8.5): no sewer movement into them. */
  rubbled: string[];
}

export function emptySewers(): SewersState {
  return { stacks: {}, nextId: 1, leaderPassed: {}, leaderTried: {}, rubbled: [] };
}

export function readSewers(state: GameState): SewersState {
  return readModuleState(state, 'sewers', emptySewers);
}

export function sewers(state: GameState): SewersState {
  return moduleState(state, 'sewers', emptySewers);
}

/**
 * The sender's own stack `id` on apply's draft, the draft's own copy (a command changes it: engine/moduleState.ts);
 * any other id (an enemy's counter, none) gets the engine's one refusal.
 */
export function ownStack(ctx: { readonly state: GameState; readonly side: Side }, id: string): SewerStack {
  return ownPiece(ctx.side, sewers(ctx.state).stacks, id, 'sewer stack');
}

export function stacksOf(state: GameState, side?: Side): SewerStack[] {
  return Object.values(readSewers(state).stacks)
    .filter((s) => !side || s.side === side)
    .sort((a, b) => a.id.localeCompare(b.id, 'en', { numeric: true }));
}

export function stackAt(state: GameState, hex: string, side?: Side): SewerStack | undefined {
  return stacksOf(state, side).find((s) => s.hex === hex);
}

/** The living units of a stack. */
export function stackUnits(state: GameState, s: SewerStack): UnitState[] {
  return s.units.map((id) => state.units[id]!).filter((u) => u && !u.eliminated);
}

/** B8.2: a Sewer Location exists beneath each Manhole Location (rubble or Blaze above does not remove it, B8.5). */
export function hasSewerLocation(ctx: GameContext, hex: string): boolean {
  const cell = ctx.map.byName(hex);
  return !!cell && ctx.map.isManholeLocation(cell.hex);
}

/** B8.5: a manhole under rubble (or Blaze) is treated as no manhole: no entry, no exit, no Emergence dr. */
export function manholeUsable(ctx: GameContext, hex: string): boolean {
  const cell = ctx.map.byName(hex);
  return !!cell && hasSewerLocation(ctx, hex) && cell.spec.terrain !== 'rubble';
}

export function sewersUsable(ctx: GameContext): boolean {
  return SewerScenarioRules.of(ctx).sewersUsable;
}

/**
 * B8.41/B8.44/B8.2: the Sewer Locations the stack may end this move in: within `sewerMaxHexes` along
 * a way that never passes beneath a Water Obstacle (B8.4), not rubbled (B8.5), not enemy-occupied
 * (B8.44), ADJACENT to an enemy sewer unit only if both are beneath usable manholes (B8.44), and never
 * overstacked (B8.2: the stacking limit of A5.1, counting the friendly stacks already there). On entry
 * the stack may stay beneath its own manhole; later it must reach a new Sewer Location.
 *
 * `forDefender`: the Locations offered to the DEFENDER who moves a lost stack. He cannot see what the
 * stacks hold, and neither his choices nor their absence (the stack is then eliminated, B8.41) may tell
 * him, so a Location holding another of the owner's stacks is never offered: whether it would be
 * overstacked depends on both stacks' contents (our reading, for hidden information).
 */
export function sewerDestinations(ctx: GameContext, state: GameState, s: SewerStack, entering: boolean, forDefender = false): string[] {
  const max = SewerParams.of(ctx).sewerMaxHexes;
  const start = ctx.map.byName(s.hex)!;
  const reach = new Map<string, number>([[start.name, 0]]);
  let frontier = [start];
  for (let d = 1; d <= max; d++) {
    const next: typeof frontier = [];
    for (const c of frontier) {
      for (const h of neighbours(c.hex)) {
        const n = ctx.map.at(h);
        if (!n || reach.has(n.name) || n.terrain.waterObstacle) continue;
        reach.set(n.name, d);
        next.push(n);
      }
    }
    frontier = next;
  }
  const sw = readSewers(state);
  const enemyStacks = stacksOf(state).filter((o) => o.side !== s.side && stackUnits(state, o).length > 0);
  const friendly = stacksOf(state, s.side).filter((o) => o.id !== s.id);
  const open = [...reach.keys()]
    .filter((hex) => hasSewerLocation(ctx, hex) && (entering || hex !== s.hex))
    .filter((hex) => !sw.rubbled.includes(hex))
    .filter((hex) => !enemyStacks.some((e) => e.hex === hex))
    .filter((hex) =>
      enemyStacks.every(
        (e) => distance(ctx.map.byName(e.hex)!.hex, ctx.map.byName(hex)!.hex) > 1 || (manholeUsable(ctx, e.hex) && manholeUsable(ctx, hex)),
      ),
    )
    .sort();
  const shared = (hex: string) => friendly.filter((f) => f.hex === hex);
  const limits = CoreParams.of(ctx).stacking;
  const mine = stackUnits(state, s).map((u) => u.kind);
  const fitsWith = (hex: string) =>
    !overstacked(countKinds([...shared(hex).flatMap((f) => stackUnits(state, f).map((u) => u.kind)), ...mine]), limits);
  if (forDefender) return open.filter((hex) => !shared(hex).length);
  return open.filter((hex) => !shared(hex).length || fitsWith(hex));
}

/** Two Sewer Locations in the same or ADJACENT hexes (B8.2, B8.44). */
export function adjacentSewers(ctx: GameContext, a: string, b: string): boolean {
  return distance(ctx.map.byName(a)!.hex, ctx.map.byName(b)!.hex) <= 1;
}
