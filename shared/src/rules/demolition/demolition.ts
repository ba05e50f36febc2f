// Demolition Charges (A23.7), as far as the seed rules need them (B8.5: a DC attack that rubbles a
// Sewer Location). In its MPh a Good Order Infantry unit carrying a DC places it, without entering,
// into an ADJACENT ground Location for the MF it would cost to enter it, or into the Sewer Location
// beneath its own Manhole Location (parameter `dcIntoSewerMf`, to confirm); the placer stays where it
// is and its move goes on (the DEFENDER is asked about Defensive First Fire as after any MF). The DC
// detonates as the ATTACKER's AFPh starts: an attack on the `dcFirepower` column of the IFT against
// everything in that Location, with the DRM the modules give (its TEM; none in a Sewer Location,
// B8.3). What a KIA does to a Sewer Location (B8.5: the rubble dr) is the sewers module's business,
// through the onAttackResolved hook; whether a Sewer Location is there to take the DC, too (entryCost).
import * as z from 'zod';
import { fail } from '../../engine/errors';
import { ownUnit } from '../../engine/ownPieces';
import { runOnEnter } from '../../engine/hooks';
import type { ApplyContext, CommandHandler, GameContext, LegalCommand, RuleModule } from '../../engine/module';
import { defineParams } from '../../engine/params';
import { moduleState } from '../../engine/moduleState';
import { otherSide, type GameState, type Side, type UnitState } from '../../engine/state';
import { actsIn, phasingSide } from '../../engine/turn';
import { neighbours } from '../../hex/grid';
import { isInfantry } from '../../units/catalog';
import { copyLocation, ground, type Location, sameLocation, sewer } from '../../units/location';
import { activity, readActivity } from '../core/activity';
import { iftAttack } from '../core/attack';
import { entryCost, mfToPay } from '../core/entryCost';
import { iftColumn } from '../core/ift';
import { CoreParams } from '../core/params';
import { allowance } from '../core/moving';

export const DemolitionParams = defineParams(
  z.object({
    /** A23.7: the IFT column of a DC attack. */
    dcFirepower: z.number().positive().default(30),
    /** A23.7/B8.5: MF to place a DC into the Sewer Location beneath the placer's Manhole Location (default to confirm). */
    dcIntoSewerMf: z.number().min(0).default(1),
  }),
);

interface PlacedDc {
  readonly dc: string;
  readonly side: Side;
  readonly loc: Location;
}

interface DemolitionState {
  placed: PlacedDc[];
}

function readDemolition(state: GameState): DemolitionState {
  return (state.modules.demolition as DemolitionState | undefined) ?? { placed: [] };
}

function carriedDc(ctx: GameContext, state: GameState, u: UnitState): UnitState | undefined {
  return u.carries.map((id) => state.units[id]!).find((sw) => sw && !sw.eliminated && ctx.unitTypes.get(sw.type)?.id === 'dc');
}

function mfLeft(state: GameState, u: UnitState): number {
  const group = Object.values(state.units).filter(
    (g) => g.side === u.side && !g.eliminated && g.loc && u.loc && sameLocation(g.loc, u.loc),
  );
  return allowance(u, group) - (readActivity(state).mf[u.id] ?? 0);
}

/** The Location beneath the placer's, when a module says a DC may go there (a Sewer Location, B8.5). */
function beneath(
  ctx: GameContext,
  state: GameState,
  u: UnitState,
  left: number,
): { target: string; loc: Location; mf: number } | undefined {
  if (!ctx.locations.has('sewer') || !ctx.map.isManholeLocation(ctx.map.byName(u.loc!.hex)!.hex)) return undefined;
  const loc = sewer(u.loc!.hex);
  const cost = entryCost(ctx, state, { side: u.side, units: [u], from: u.loc!, to: loc, purpose: 'dcPlacement' });
  const mf = cost.ok ? mfToPay(cost, left) : undefined;
  const extra = DemolitionParams.of(ctx).dcIntoSewerMf;
  return mf !== undefined && mf + extra <= left ? { target: 'beneath', loc, mf: mf + extra } : undefined;
}

/** Where `u` may place its DC now, with the MF each costs. */
function targets(ctx: GameContext, state: GameState, u: UnitState): { target: string; loc: Location; mf: number }[] {
  const a = readActivity(state);
  if (
    u.eliminated ||
    !u.loc ||
    u.loc.place !== 'ground' ||
    !isInfantry(u.kind) ||
    u.status.broken ||
    u.status.pinned ||
    a.done[u.id] ||
    a.fired[u.id]
  )
    return [];
  if (!carriedDc(ctx, state, u)) return [];
  const left = mfLeft(state, u);
  const out: { target: string; loc: Location; mf: number }[] = [];
  const under = beneath(ctx, state, u, left);
  if (under) out.push(under);
  for (const h of neighbours(ctx.map.byName(u.loc.hex)!.hex)) {
    const cell = ctx.map.at(h);
    if (!cell) continue;
    const mf = mfToPay(
      entryCost(ctx, state, { side: u.side, units: [u], from: u.loc, to: ground(cell.name), purpose: 'dcPlacement' }),
      left,
    );
    if (mf !== undefined) out.push({ target: cell.name, loc: ground(cell.name), mf });
  }
  return out;
}

const PlaceDcSchema = z.strictObject({ type: z.literal('placeDC'), unit: z.string().max(12), target: z.string().max(12) });

const placeDC: CommandHandler<z.infer<typeof PlaceDcSchema>> = {
  type: 'placeDC',
  schema: PlaceDcSchema,
  legal(ctx, state, side): LegalCommand[] {
    if (!actsIn(state, side, 'MPh', 'phasing', true)) return [];
    return Object.values(state.units)
      .filter((u) => u.side === side)
      .map((u) => ({ u, t: targets(ctx, state, u) }))
      .filter((x) => x.t.length)
      .map(({ u, t }) => ({
        type: 'placeDC',
        label: `${u.id} places a DC`,
        rule: 'A23.7',
        choices: { unit: u.id, from: u.loc!.hex, targets: t.map((x) => x.target) },
      }));
  },
  apply(ctx, cmd) {
    const { state, side } = ctx;
    if (state.status !== 'playing' || state.phase !== 'MPh') fail('WRONG_PHASE', 'a DC is placed in the MPh', 'A23.7');
    if (!actsIn(state, side, 'MPh')) fail('NOT_YOUR_TURN', 'only the ATTACKER places a DC', 'A23.7');
    const u = ownUnit(ctx, cmd.unit);
    const dc = carriedDc(ctx, state, u);
    if (!dc) fail('ILLEGAL_COMMAND', `${u.id} carries no DC`, 'A23.7');
    const t = targets(ctx, state, u).find((x) => x.target === (cmd.target === 'beneath' ? 'beneath' : ctx.map.byName(cmd.target)?.name));
    if (!t)
      fail(
        'ILLEGAL_LOCATION',
        `${u.id} cannot place a DC into ${cmd.target} now (Good Order, unmoved out, enough MF, an ADJACENT Location or the Sewer Location beneath)`,
        'A23.7',
      );
    const a = activity(state);
    a.mf[u.id] = (a.mf[u.id] ?? 0) + t.mf;
    a.moved[u.id] = true;
    a.nonAssault[u.id] = true;
    u.carries = u.carries.filter((id) => id !== dc.id);
    moduleState<DemolitionState>(state, 'demolition', () => ({ placed: [] })).placed.push({ dc: dc.id, side, loc: t.loc });
    ctx.emit({ type: 'dcPlaced', audience: side, data: { unit: u.id, dc: dc.id, loc: copyLocation(t.loc), mf: t.mf, rule: 'A23.7' } });
    ctx.emit({ type: 'dcPlaced', audience: otherSide(side), data: { loc: copyLocation(t.loc), rule: 'A23.7' } });
    // an MF expenditure: the loss of concealment in view (A12.14) and the Defensive First Fire question (A8.1) follow
    runOnEnter(ctx, { side, group: [u], from: u.loc!, to: t.loc, purpose: 'dcPlacement', mf: t.mf, entered: false });
  },
  sample(entry, random) {
    const t = entry.choices!.targets as string[];
    return { type: 'placeDC', unit: entry.choices!.unit as string, target: t[Math.floor(random() * t.length)]! };
  },
};

function detonate(ctx: ApplyContext, p: PlacedDc): void {
  const { state } = ctx;
  const fp = DemolitionParams.of(ctx).dcFirepower;
  const where = p.loc.place === 'sewer' ? `the Sewer Location beneath ${p.loc.hex}` : p.loc.hex;
  ctx.emit({
    type: 'dcAttack',
    audience: 'all',
    data: { loc: copyLocation(p.loc), fp, column: iftColumn(CoreParams.of(ctx).ift, fp), rule: 'A23.7' },
  });
  // units of either side in the Location are attacked (a DC does not choose)
  const victims = Object.values(state.units).filter((e) => !e.eliminated && e.loc && sameLocation(e.loc, p.loc));
  iftAttack(ctx, {
    source: 'dc',
    firers: [],
    target: p.loc,
    targets: victims,
    fp,
    purpose: `DC attack on ${where}`,
    label: where,
    checkPurpose: `fire at ${p.loc.hex}`,
    rule: 'A23.7',
    hidden: ctx.locations.outOfSight(p.loc),
  });
}

export const demolitionModule: RuleModule = {
  id: 'demolition',
  rules: ['A23.7', 'B8.5'],
  commands: [placeDC],
  params: DemolitionParams.schema,
  init: (): DemolitionState => ({ placed: [] }),
  onPhaseStart(ctx) {
    if (ctx.state.phase !== 'AFPh') return;
    const d = readDemolition(ctx.state);
    const mine = d.placed.filter((p) => p.side === phasingSide(ctx.state));
    ctx.state.modules.demolition = { placed: d.placed.filter((p) => p.side !== phasingSide(ctx.state)) } satisfies DemolitionState;
    for (const p of mine) {
      const dc = ctx.state.units[p.dc];
      if (dc) dc.eliminated = true; // a DC is used up by its attack
      detonate(ctx, p);
    }
  },
};
