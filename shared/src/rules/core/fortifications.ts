// Fortifications on the map (chapter B: foxholes and trenches B27, A-T ditches B27.56, pillboxes B30,
// sangars F8, bunkers B30.8) and Fortified Building Locations (B23.9). Several rule areas read them:
// sewers (no emergence into an enemy-occupied Fortified Building Location, B8.41), tunnels (entrances in
// pillboxes or into an OB-given entrenchment, B8.6, B8.61), entrenchments (B27). A rule area never
// imports another, so the counters live here, in one module of the core: the scenario's fixed
// fortifications (by coordinate) are placed when the match is built; modules add others (setup
// placement within an OB allowance, Entrenching Attempts B27.11) through `addFortification`.
// Counters are public once play begins; one placed during the secret setup is its owner's until then.
import * as z from 'zod';
import type { ApplyContext, GameContext, RuleModule, Viewer } from '../../engine/module';
import { moduleState, readModuleState } from '../../engine/moduleState';
import { defineScenarioRules } from '../../engine/params';
import type { GameState, Side } from '../../engine/state';
import type { FortificationView, FortificationsView } from '../../protocol/moduleViews';
import { FORTIFICATION_KINDS, type FortificationKind } from '../../protocol/moduleViews';

export { FORTIFICATION_KINDS, type FortificationKind };

const FixedFortificationSchema = z.strictObject({
  kind: z.enum(FORTIFICATION_KINDS),
  hex: z.string().max(12),
  /** Whose OB it is in (B27.6: "in the same side's OB"; a pillbox's owner). */
  side: z.enum(['A', 'B']),
  /** Foxholes: 1S, 2S or 3S (B27.12). */
  squads: z.int().min(1).max(3).optional(),
});

export const FortificationScenarioRules = defineScenarioRules(
  z.object({
    /** Fortifications the scenario fixes by coordinate (public from the start). */
    fortifications: z.array(FixedFortificationSchema).max(200).default([]),
    /** B23.9: Fortified Building Locations given by SSR (the ground level of these building hexes). */
    fortifiedBuildings: z.array(z.string().max(12)).max(100).default([]),
    /**
     * B23.911: Fortified Building Locations a side is given without coordinates, to be selected and
     * secretly recorded before play. Only their forfeiture for a tunnel (B8.6, the tunnels module) is
     * built; selecting them is not yet.
     */
    fortifiedBuildingChoices: z.strictObject({ A: z.int().min(0).max(20).optional(), B: z.int().min(0).max(20).optional() }).default({}),
  }),
);

/** B23.911: how many Fortified Building Locations `side` selects itself (not fixed by coordinate). */
export function fortifiedBuildingChoices(ctx: GameContext, side: Side): number {
  return FortificationScenarioRules.of(ctx).fortifiedBuildingChoices[side] ?? 0;
}

export interface Fortification {
  readonly id: string;
  readonly kind: FortificationKind;
  readonly hex: string;
  readonly side: Side;
  /** Foxholes: their squad capacity (B27.12); grows when a second or third foxhole is dug in the hex. */
  squads?: number;
  /** Placed during the secret setup: only its owner sees it until play begins. */
  readonly placedInSetup?: boolean;
  /**
   * Set up hidden (A12.33, our reading: the hip module's grant): after setup too the other side sees
   * nothing of it, until core/concealment.ts `revealFortification` (the one seam) makes it public.
   */
  hidden?: boolean;
  /**
   * The side that last entered beneath or inside it with no enemy unit there (B27.6 "the unit's side
   * Controls the trench/sangar"; B30.91 "a unit must actually enter that Location"); unset, nobody has
   * since the setup. Server-side only: no view or event carries it (a "?" gaining it would be told apart
   * from a dummy, which cannot).
   */
  control?: Side;
}

export interface FortificationsState {
  counters: Fortification[];
  nextId: number;
}

const MODULE = 'fortifications';

function empty(): FortificationsState {
  return { counters: [], nextId: 1 };
}

export function readFortifications(state: GameState): FortificationsState {
  return readModuleState(state, MODULE, empty);
}

/** The counters in a hex (canonical hex name), in the order they were placed. */
export function fortificationsAt(state: GameState, hex: string): readonly Fortification[] {
  return readFortifications(state).counters.filter((f) => f.hex === hex);
}

/** The counter of a kind in a hex, if any (the first placed): one pass, no list (legal() asks it for every hex around every stack). */
export function fortificationAt(state: GameState, hex: string, kind: FortificationKind): Fortification | undefined {
  for (const f of readFortifications(state).counters) if (f.hex === hex && f.kind === kind) return f;
  return undefined;
}

/** B23.9: the ground level of this building hex is a Fortified Building Location by SSR. */
export function isFortifiedBuilding(ctx: GameContext, hex: string): boolean {
  return FortificationScenarioRules.of(ctx).fortifiedBuildings.some((h) => ctx.map.byName(h)?.name === hex);
}

/**
 * The id of a counter placed in the secret setup: its side and hex ("FB71R4"; a side places one
 * entrenchment per hex in setup, B27.12, B27.51). The other side sees these counters once play begins,
 * and an id must tell it only what it sees then: a sequence number would tell how many counters were
 * placed, enlarged or taken back before, and in what order (one count for both sides, how many the
 * other placed meanwhile).
 */
function setupId(f: Omit<Fortification, 'id'>): string {
  return `F${f.side}${f.hex}`;
}

/** Places a counter; the event is public unless it is placed during the secret setup. */
export function addFortification(ctx: ApplyContext, f: Omit<Fortification, 'id'>, rule: string): Fortification {
  const s = moduleState(ctx.state, MODULE, empty);
  const placed: Fortification = { ...f, id: f.placedInSetup ? setupId(f) : `F${s.nextId++}` };
  s.counters.push(placed);
  // the setup's counters in the order of their ids, not of their placing (no play counter exists yet)
  if (f.placedInSetup)
    s.counters = [
      ...s.counters.filter((c) => !c.placedInSetup),
      ...s.counters.filter((c) => c.placedInSetup).sort((a, b) => (a.id < b.id ? -1 : 1)),
    ];
  ctx.emit({ type: 'fortificationPlaced', audience: f.placedInSetup ? f.side : 'all', data: { fortification: viewOf(placed), rule } });
  return placed;
}

/** Removes a counter (its owner's setup placement taken back, or a counter destroyed). */
export function removeFortification(ctx: ApplyContext, id: string, rule: string): void {
  const s = moduleState(ctx.state, MODULE, empty);
  const f = s.counters.find((c) => c.id === id);
  if (!f) return;
  s.counters = s.counters.filter((c) => c.id !== id);
  ctx.emit({
    type: 'fortificationRemoved',
    // a counter still hidden (A12.33) is its owner's business alone, as one placed in the secret setup
    audience: (f.placedInSetup && ctx.state.status === 'setup') || f.hidden ? f.side : 'all',
    data: { id, kind: f.kind, hex: f.hex, ...(f.squads ? { squads: f.squads } : {}), rule },
  });
}

/** Records that `side` now Controls a counter (no event: see `Fortification.control`). */
export function setFortificationControl(ctx: ApplyContext, id: string, side: Side): void {
  const f = moduleState(ctx.state, MODULE, empty).counters.find((c) => c.id === id);
  if (f && f.control !== side) f.control = side;
}

/** The counter's view; `hidden` is shown only to those who may see it hidden (its owner, the replay). */
export function viewOf(f: Fortification): FortificationView {
  const v: { -readonly [K in keyof FortificationView]: FortificationView[K] } = { id: f.id, kind: f.kind, hex: f.hex, side: f.side };
  if (f.squads) v.squads = f.squads;
  if (f.hidden) v.hidden = true;
  return v;
}

/** The counters set up hidden and not yet revealed (A12.33). */
export function hiddenFortifications(state: GameState): readonly Fortification[] {
  return readFortifications(state).counters.filter((f) => f.hidden);
}

/** Whether `viewer` (a side; none: the rules themselves) knows of the counter: hidden ones are their owner's alone (A12.33). */
export function fortificationKnownTo(f: Fortification, viewer: Side | undefined): boolean {
  return !viewer || !f.hidden || f.side === viewer;
}

/** Marks (or unmarks) a counter hidden: its owner's business alone (the hip module's setup command). */
export function setFortificationHidden(ctx: ApplyContext, id: string, hidden: boolean): void {
  const f = moduleState(ctx.state, MODULE, empty).counters.find((c) => c.id === id);
  if (!f || !!f.hidden === hidden) return;
  if (hidden) f.hidden = true;
  else delete f.hidden;
}

function initial(ctx: GameContext): FortificationsState {
  const s = empty();
  for (const f of FortificationScenarioRules.of(ctx).fortifications) {
    const hex = ctx.map.byName(f.hex)?.name;
    if (!hex) throw new Error(`fortification in ${f.hex}: no such hex on ${ctx.map.doc.id}`);
    // B21.5: "No Fortifications are allowed in a Water Obstacle"
    if (ctx.map.byName(hex)!.terrain.waterObstacle) throw new Error(`fortification in ${hex}: a Water Obstacle hex (B21.5)`);
    s.counters.push({ id: `F${s.nextId++}`, kind: f.kind, hex, side: f.side, ...(f.kind === 'foxhole' ? { squads: f.squads ?? 1 } : {}) });
  }
  return s;
}

function view(ctx: GameContext, state: GameState, viewer: Viewer): FortificationsView {
  const everything = viewer.kind === 'replay' || state.status === 'ended';
  const me = viewer.kind === 'side' ? viewer.side : null;
  // a setup counter is its owner's until play begins; a hidden one (A12.33) until it is revealed
  const seen = (f: Fortification) => everything || f.side === me || (!f.hidden && (state.status !== 'setup' || !f.placedInSetup));
  const counters = readFortifications(state).counters.filter(seen).map(viewOf);
  return { counters, fortifiedBuildings: FortificationScenarioRules.of(ctx).fortifiedBuildings.map((h) => ctx.map.byName(h)?.name ?? h) };
}

export const fortificationsModule: RuleModule = {
  id: MODULE,
  rules: ['B23.9'],
  scenarioRules: FortificationScenarioRules.schema,
  init: initial,
  view,
};
