// HL.3 activation (our reading of the variant's turn): in its impulse the active side activates one
// hex's units (every Location of the hex), or a Good Order Hero or Leader and the units in his
// Location; only they move or fire in that impulse. Once an impulse, before anything else (until it
// activates, every unit of the active side is inactive: conditions.ts). Units that acted this Game
// Turn (`used`) cannot be activated again.
import * as z from 'zod';
import { fail } from '../../engine/errors';
import { moduleState } from '../../engine/moduleState';
import type { ApplyContext, CommandHandler, GameContext, LegalCommand } from '../../engine/module';
import { ownUnit } from '../../engine/ownPieces';
import { otherSide, type GameState, type Side, type UnitState } from '../../engine/state';
import { actsFor } from '../../engine/turn';
import { isInfantry, isSMC } from '../../units/catalog';
import { sameLocation } from '../../units/location';
import { emptyImpulses, IMPULSES_MODULE, readImpulses, type ImpulsesState } from './state';
import { IMPULSE_PHASE } from './sequence';

const RULE = 'HL.3';

const ActivateSchema = z
  .strictObject({ type: z.literal('activate'), hex: z.string().max(12).optional(), leader: z.string().max(12).optional() })
  .refine((c) => (c.hex === undefined) !== (c.leader === undefined), { message: 'name exactly one of hex or leader' });
type Activate = z.infer<typeof ActivateSchema>;

/** A unit of `side` that may still act this Game Turn: on the map, Good Order infantry (or a dummy), not used. */
export function mayAct(state: GameState, u: UnitState, side: Side): boolean {
  return (
    u.side === side &&
    !u.eliminated &&
    !!u.loc &&
    (isInfantry(u.kind) || u.kind === 'dummy') &&
    !u.status.broken &&
    !readImpulses(state).used.includes(u.id)
  );
}

/** Whether `side` may activate now: its impulse, no decision pending, nothing activated yet. */
export function mayActivate(ctx: GameContext, state: GameState, side: Side): boolean {
  // Stryker disable next-line ConditionalExpression: equivalent, no other phase of HL_PHASES has the 'move' activity (sequence.ts)
  if (state.phase !== IMPULSE_PHASE) return false;
  // Stryker disable next-line BooleanLiteral: equivalent, a decision is pending only after something was activated (the moves' First Fire question)
  return actsFor(ctx, state, side, 'move', true) && !readImpulses(state).activation;
}

function ready(state: GameState, side: Side): UnitState[] {
  return Object.values(state.units).filter((u) => mayAct(state, u, side));
}

/** The units a hex activation takes: every unit of the side in the hex, any Location, that may act. */
export function hexUnits(state: GameState, side: Side, hex: string): UnitState[] {
  return ready(state, side).filter((u) => u.loc!.hex === hex);
}

/** The units of `side` that may act in the Location of `leader`, a Good Order Hero or Leader that may act (apply has checked him). */
export function leaderUnits(state: GameState, side: Side, leader: UnitState): UnitState[] {
  return ready(state, side).filter((u) => sameLocation(u.loc!, leader.loc!));
}

export function activationChoices(state: GameState, side: Side): { hexes: string[]; leaders: { id: string; hex: string }[] } {
  const units = ready(state, side);
  const hexes = [...new Set(units.map((u) => u.loc!.hex))].sort();
  const leaders = units.filter((u) => isSMC(u.kind)).map((u) => ({ id: u.id, hex: u.loc!.hex }));
  return { hexes, leaders };
}

/** What the opponent is told of an activation: the hex only if it perceives one of the units there (a unit or its "?"), the units it sees, the leader if it sees him. */
export function activationSeenByOpponent(ctx: GameContext, units: readonly UnitState[], leader: UnitState | undefined) {
  const onMap = units.filter((u) => !u.status.hidden && !ctx.locations.outOfSight(u.loc!));
  const seen = onMap.filter((u) => !u.status.concealed);
  const leaderSeen = leader && seen.includes(leader);
  return {
    ...(leaderSeen ? { by: 'leader' as const, leader: leader.id } : {}),
    ...(onMap.length ? { hex: units[0]!.loc!.hex } : {}),
    units: seen.map((u) => u.id),
    concealed: seen.length < units.length,
  };
}

const activate: CommandHandler<Activate> = {
  type: 'activate',
  schema: ActivateSchema,
  legal(ctx, state, side): LegalCommand[] {
    if (!mayActivate(ctx, state, side)) return [];
    const choices = activationChoices(state, side);
    if (!choices.hexes.length) return [];
    return [{ type: 'activate', label: 'Activate a hex or a leader', rule: RULE, choices }];
  },
  sample(entry, random) {
    const c = entry.choices as { hexes: string[]; leaders: { id: string }[] };
    const pick = Math.floor(random() * (c.hexes.length + c.leaders.length));
    return pick < c.hexes.length
      ? { type: 'activate', hex: c.hexes[pick]! }
      : { type: 'activate', leader: c.leaders[pick - c.hexes.length]!.id };
  },
  apply(ctx: ApplyContext, cmd) {
    const s = ctx.state;
    const side = ctx.side;
    // the leader id first: an id that is not the sender's gets the one refusal, whatever the phase
    const leader = cmd.leader !== undefined ? ownUnit(ctx, cmd.leader) : undefined;
    // Stryker disable next-line ConditionalExpression: equivalent, no other phase of HL_PHASES has the 'move' activity (sequence.ts)
    const inImpulse = s.phase === IMPULSE_PHASE;
    if (!inImpulse || !actsFor(ctx, s, side, 'move')) fail('NOT_YOUR_TURN', 'units are activated by the active side in its impulse', RULE);
    if (readImpulses(s).activation) fail('ILLEGAL_COMMAND', 'this impulse has already activated its units', RULE);
    let units: UnitState[];
    let hex: string;
    if (leader) {
      if (!isSMC(leader.kind)) fail('ILLEGAL_COMMAND', `${leader.id} is not a Hero or Leader`, RULE);
      if (!leader.loc || leader.eliminated || leader.status.broken)
        fail('ILLEGAL_COMMAND', `${leader.id} is not a Good Order Hero or Leader on the map`, RULE);
      if (readImpulses(s).used.includes(leader.id)) fail('ILLEGAL_COMMAND', `${leader.id} has already acted this Game Turn`, RULE);
      units = leaderUnits(s, side, leader);
      hex = leader.loc.hex;
    } else {
      hex = ctx.map.byName(cmd.hex!)?.name ?? fail('BAD_COMMAND', `no hex ${cmd.hex}`, RULE);
      units = hexUnits(s, side, hex);
      if (!units.length) fail('ILLEGAL_COMMAND', `you have no unit in ${hex} that may act this Game Turn`, RULE);
    }
    const ids = units.map((u) => u.id);
    const m = moduleState<ImpulsesState>(s, IMPULSES_MODULE, emptyImpulses);
    m.activation = { by: leader ? 'leader' : 'hex', hex, ...(leader ? { leader: leader.id } : {}), units: ids };
    ctx.emit({
      type: 'activated',
      audience: side,
      data: { by: leader ? 'leader' : 'hex', hex, ...(leader ? { leader: leader.id } : {}), units: ids, rule: RULE },
    });
    ctx.emit({ type: 'activated', audience: otherSide(side), data: { ...activationSeenByOpponent(ctx, units, leader), rule: RULE } });
  },
};

export const activationCommands = [activate];
