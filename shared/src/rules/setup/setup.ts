// Scenario setup: both sides place their units secretly (the placements reach only their owner);
// when both have finished, play starts and the board shows what the rules reveal (view/).
import * as z from 'zod';
import { fail } from '../../engine/errors';
import { ownUnit } from '../../engine/ownPieces';
import type { ApplyContext, CommandHandler, GameContext, LegalCommand, RuleModule } from '../../engine/module';
import type { GameState, Side, UnitState } from '../../engine/state';
import { isInfantry } from '../../units/catalog';
import { canSetUpConcealed } from '../../units/concealment';
import type { Location } from '../../units/location';
import { overstacked, stackIn } from '../../units/stacking';
import { clone } from '../../util/clone';
import { CoreParams } from '../core/params';
import { startPlay } from '../../engine/phases';

const PlacementSchema = z.strictObject({
  unit: z.string().max(12),
  hex: z.string().max(12),
  /** Upper building level (0 = ground). */
  level: z.int().min(0).max(4).default(0),
  concealed: z.boolean().default(false),
});

const PlaceUnitsSchema = z.strictObject({
  type: z.literal('placeUnits'),
  placements: z.array(PlacementSchema).min(1).max(120),
});
type PlaceUnits = z.infer<typeof PlaceUnitsSchema>;

const FinishSetupSchema = z.strictObject({ type: z.literal('finishSetup') });
type FinishSetup = z.infer<typeof FinishSetupSchema>;

function ownUnplaced(state: GameState, side: Side) {
  return Object.values(state.units).filter((u) => u.side === side && !u.eliminated);
}

/** A support weapon is set up by giving it to a unit: it is then carried, with no Location of its own (A4.4). */
export function carrierOf(state: GameState, sw: string): UnitState | undefined {
  return Object.values(state.units).find((u) => u.carries.includes(sw));
}

function isPlaced(state: GameState, u: UnitState): boolean {
  return u.kind === 'sw' ? !!carrierOf(state, u.id) : !!u.loc;
}

type Placement = PlaceUnits['placements'][number];

/** Puts each listed unit in its Location (A2.9: in the setup zone; B23.1: an existing building level; A12.12: "?" only where allowed); returns the support weapons, which go to a unit instead. */
function placeUnitsOnMap(ctx: ApplyContext, placements: readonly Placement[]): Placement[] {
  const { side } = ctx;
  const seen = new Set<string>();
  const weapons: Placement[] = [];
  for (const p of placements) {
    const u = ownUnit(ctx, p.unit);
    if (seen.has(p.unit)) fail('BAD_COMMAND', `${p.unit} is placed twice`);
    seen.add(p.unit);
    const cell = ctx.map.byName(p.hex);
    if (!cell || !ctx.zones[side].has(cell.name)) fail('NOT_IN_SETUP_ZONE', `${p.hex} is not in your setup zone`, 'A2.9');
    if (u.kind === 'sw') {
      weapons.push(p);
      continue;
    }
    // B21.4: a Water Obstacle is entered only by bridge, boat, amphibian, swimming or fording (B21.41, in
    // the MPh): no unit is set up IN one (a frozen one is ice, Open Ground, B21.6)
    if (cell.terrain.waterObstacle) fail('ILLEGAL_LOCATION', `${cell.name} is a Water Obstacle: units are not set up IN water`, 'B21.4');
    if (p.level > 0 && !(cell.terrain.building && p.level <= (cell.spec.upperLevels ?? 0)))
      fail('ILLEGAL_LOCATION', `${cell.name} has no building level ${p.level}`, 'B23.1');
    if (p.concealed && !canSetUpConcealed(u, cell)) fail('CANNOT_CONCEAL', `${u.id} may not set up concealed in ${cell.name}`, 'A12.12');
    u.loc = { hex: cell.name, place: p.level > 0 ? 'upper' : 'ground', level: p.level };
    u.status.concealed = u.kind === 'dummy' || p.concealed;
    u.status.hidden = false; // placed again: any HIP mark goes (A12.3: the hip module marks placed units, by its grant)
  }
  return weapons;
}

/** A4.4: a support weapon sets up carried by the first of the side's Infantry units set up in that Location. */
function giveWeapon(ctx: ApplyContext, p: Placement): void {
  const { state, side } = ctx;
  const hex = ctx.map.byName(p.hex)!.name;
  const prev = carrierOf(state, p.unit);
  if (prev) prev.carries = prev.carries.filter((id) => id !== p.unit);
  const carrier = Object.values(state.units)
    .filter((c) => c.side === side && c.kind !== 'dummy' && isInfantry(c.kind) && c.loc?.hex === hex && c.loc.level === p.level)
    .sort((a, b) => (a.id < b.id ? -1 : 1))[0];
  if (!carrier) fail('ILLEGAL_LOCATION', `${p.unit} sets up with one of your Infantry units: none is in ${hex}`, 'A4.4');
  carrier.carries = [...carrier.carries, p.unit]; // a new list: the input state shares the old one (engine/draft.ts)
}

/** A5.1: no Location overstacked at setup. */
function checkStacking(ctx: ApplyContext, placements: readonly Placement[]): void {
  const limits = CoreParams.of(ctx).stacking;
  for (const p of placements.filter((x) => ctx.state.units[x.unit]!.kind !== 'sw')) {
    const loc = ctx.state.units[p.unit]!.loc!;
    if (overstacked(stackIn(ctx.state, loc, ctx.side), limits)) fail('OVERSTACKED', `${loc.hex} would be overstacked`, 'A5.1');
  }
}

function placementSeenByOwner(state: GameState, p: Placement) {
  const u = state.units[p.unit]!;
  return u.kind === 'sw'
    ? { unit: p.unit, carriedBy: carrierOf(state, p.unit)!.id }
    : { unit: p.unit, loc: { ...u.loc! }, concealed: u.status.concealed };
}

/** The hexes of the side's setup zone a unit may be set up in: not IN a Water Obstacle (B21.4). */
function setupHexes(ctx: GameContext, side: Side): string[] {
  return [...ctx.zones[side]].filter((h) => !ctx.map.byName(h)!.terrain.waterObstacle);
}

const placeUnits: CommandHandler<PlaceUnits> = {
  type: 'placeUnits',
  schema: PlaceUnitsSchema,
  legal(ctx, state, side): LegalCommand[] {
    if (state.status !== 'setup' || state.setupDone[side]) return [];
    return [
      {
        type: 'placeUnits',
        label: 'Place units',
        rule: 'A2.9',
        choices: { units: ownUnplaced(state, side).map((u) => u.id), hexes: setupHexes(ctx, side) },
      },
    ];
  },
  apply(ctx: ApplyContext, cmd) {
    const { state, side } = ctx;
    if (state.status !== 'setup') fail('SETUP_FINISHED', 'setup is over', 'A2.9');
    if (state.setupDone[side]) fail('SETUP_FINISHED', 'you have finished your setup', 'A2.9');
    const weapons = placeUnitsOnMap(ctx, cmd.placements);
    for (const p of weapons) giveWeapon(ctx, p);
    checkStacking(ctx, cmd.placements);
    ctx.emit({ type: 'unitsPlaced', audience: side, data: { placements: cmd.placements.map((p) => placementSeenByOwner(state, p)) } });
  },
  sample(_entry, random, ctx, state, side) {
    const hexes = setupHexes(ctx, side);
    const units = ownUnplaced(state, side);
    const limits = CoreParams.of(ctx).stacking;
    // place one by one into random zone hexes, skipping hexes that would overstack
    const trial = clone(state);
    const placements: PlaceUnits['placements'] = [];
    for (const u of units.filter((x) => x.kind !== 'sw')) {
      for (let attempt = 0; attempt < 50; attempt++) {
        const hex = hexes[Math.floor(random() * hexes.length)]!;
        const loc: Location = { hex, place: 'ground', level: 0 };
        trial.units[u.id]!.loc = null;
        if (overstacked(stackIn(trial, loc, side, [u.kind]), limits)) continue;
        trial.units[u.id]!.loc = loc;
        const cell = ctx.map.byName(hex)!;
        placements.push({ unit: u.id, hex, level: 0, concealed: canSetUpConcealed(u, cell) && random() < 0.5 });
        break;
      }
    }
    const carriers = Object.values(trial.units).filter((c) => c.side === side && c.loc && c.kind !== 'dummy' && isInfantry(c.kind));
    for (const sw of units.filter((x) => x.kind === 'sw')) {
      const c = carriers[Math.floor(random() * carriers.length)];
      if (c) placements.push({ unit: sw.id, hex: c.loc!.hex, level: c.loc!.level, concealed: false });
    }
    return { type: 'placeUnits', placements };
  },
};

const finishSetup: CommandHandler<FinishSetup> = {
  type: 'finishSetup',
  schema: FinishSetupSchema,
  legal(_ctx, state, side) {
    if (state.status !== 'setup' || state.setupDone[side]) return [];
    if (ownUnplaced(state, side).some((u) => !isPlaced(state, u))) return [];
    return [{ type: 'finishSetup', label: 'Finish setup', rule: 'A2.9', command: { type: 'finishSetup' } }];
  },
  apply(ctx) {
    const { state, side } = ctx;
    if (state.status !== 'setup' || state.setupDone[side]) fail('SETUP_FINISHED', 'you have finished your setup', 'A2.9');
    const missing = ownUnplaced(state, side).filter((u) => !isPlaced(state, u)).length;
    if (missing) fail('SETUP_INCOMPLETE', `${missing} of your units are not placed yet`, 'A2.9');
    state.setupDone[side] = true;
    ctx.emit({ type: 'setupFinished', audience: 'all', data: { side } });
    if (state.setupDone.A && state.setupDone.B) startPlay(ctx);
  },
};

export const setupModule: RuleModule = {
  id: 'setup',
  rules: ['A2.9', 'A12.12', 'A5.1'],
  commands: [placeUnits, finishSetup],
};
