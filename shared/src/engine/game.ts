// The engine contract (DESIGN section 2): a pure, deterministic reducer.
//   apply(state, seat, command, dice) -> { ok, state, events } | { ok: false, error }
//   legal(state, seat)
// `apply` never mutates its input: it works on a copy that is dropped when the command fails. Views
// are built above the engine (view/), and game/ composes both into a Game.
import * as z from 'zod';
import type { GameMap } from '../map/gameMap';
import { type DiceSource, type DiceStream, startOfStreams } from '../rng/dice';
import { startDraft } from './draft';
import { applyContext, buildContext } from './context';
import { contextFor } from './mapChanges';
import { RuleError, type RuleErrorInfo } from './errors';
import type { GameEvent, RollEventData } from './events';
import type { CommandHandler, GameContext, LegalCommand, MadeRoll, RollSpec, Ruleset } from './module';
import type { GameState, Side, UnitState } from './state';
import { currentMoment } from './turn';
import { isSettled, markSettled } from './settled';
import { runAfterCommand, runAfterRolls } from './hooks';
import { MomentSchema, momentName, sameMoment, type Moment } from '../protocol/moment';

export type ApplyResult =
  | { readonly ok: true; readonly state: GameState; readonly events: readonly GameEvent[] }
  | { readonly ok: false; readonly error: RuleErrorInfo };

export interface Engine {
  /** The match's context, on the scenario's map as printed. */
  readonly ctx: GameContext;
  /** The context the rules read at this state: on the map with the modules' changes (engine/mapChanges.ts). */
  contextAt(state: GameState): GameContext;
  /** zod schema of every command this ruleset accepts (a discriminated union on `type`). */
  readonly commandSchema: z.ZodType<{ type: string }>;
  initialState(): GameState;
  apply(state: GameState, side: Side, command: unknown, dice: DiceSource): ApplyResult;
  legal(state: GameState, side: Side): LegalCommand[];
  handler(type: string): CommandHandler | undefined;
}

function unitsFromOob(ctx: GameContext): Record<string, UnitState> {
  const units: Record<string, UnitState> = {};
  for (const side of ['A', 'B'] as const) {
    let n = 0;
    for (const entry of ctx.scenario.oob[side]) {
      const type = ctx.unitTypes.get(entry.type)!;
      for (let i = 0; i < entry.count; i++) {
        const id = `${side}${String(++n).padStart(2, '0')}`;
        units[id] = {
          id,
          side,
          type: type.id,
          kind: type.kind,
          loc: null,
          status: { broken: false, berserk: false, pinned: false, cx: false, concealed: type.kind === 'dummy', hidden: false },
          eliminated: false,
          carries: [],
          mayConceal: entry.concealed || type.kind === 'dummy',
          ...(entry.skills.length ? { skills: [...entry.skills] } : {}),
        };
      }
    }
  }
  return units;
}

/** Takes the moment a command names (`at`) off it: the handlers' schemas never see it. */
function splitMoment(input: unknown): { raw: unknown; at?: Moment; error?: RuleErrorInfo } {
  if (typeof input !== 'object' || input === null || Array.isArray(input) || !Object.hasOwn(input, 'at')) return { raw: input };
  const { at, ...raw } = input as Record<string, unknown>;
  const parsed = MomentSchema.safeParse(at);
  if (!parsed.success)
    return { raw, error: { code: 'BAD_COMMAND', message: 'invalid command: at: expected { turn, playerTurn, phase, step? }' } };
  return { raw, at: parsed.data };
}

/** A command for a moment that has passed is refused; one that must name its moment and does not, too. */
function checkMoment(handler: CommandHandler, at: Moment | undefined, state: GameState): RuleErrorInfo | undefined {
  if (!at) {
    return handler.needsMoment
      ? { code: 'BAD_COMMAND', message: `invalid command: at: ${handler.type} must name the turn and phase it acts on` }
      : undefined;
  }
  const now = currentMoment(state);
  if (sameMoment(at, now)) return undefined;
  return {
    code: 'MOMENT_PASSED',
    message: `this ${handler.type} was sent for the ${momentName(at)}; the match is now in the ${momentName(now)}`,
  };
}

// The apply context's emit and roll: made by these factories (an anonymous function each), not as
// named closures inside apply, which the TypeScript loader would rename on every command.
function emitter(events: GameEvent[]): (e: GameEvent) => void {
  return (e) => {
    events.push(e);
  };
}

function roller(draft: GameState, dice: DiceSource, events: GameEvent[], made: MadeRoll[]): (spec: RollSpec) => RollEventData {
  return (spec) => {
    const count = spec.kind === 'dr' ? 1 : 2;
    // the roll draws from the stream of its audience: a viewer's dice count only the rolls it sees
    const stream: DiceStream = spec.audience;
    const streams = (draft.diceStreams ??= startOfStreams());
    const positions: number[] = [];
    const values: number[] = [];
    for (let i = 0; i < count; i++) {
      positions.push(streams[stream]);
      values.push(dice.die(stream, streams[stream]++));
    }
    const original = values.reduce((a, b) => a + b, 0);
    const modifiers = spec.modifiers ?? [];
    const data: RollEventData = {
      purpose: spec.purpose,
      rule: spec.rule,
      kind: spec.kind,
      stream,
      positions,
      dice: values,
      original,
      modifiers,
      final: original + modifiers.reduce((a, m) => a + m.value, 0),
    };
    events.push({ type: 'roll', audience: spec.audience, data: spec.explain ? withDetail(data, spec.explain(data)) : copyRoll(data) });
    if (spec.noticeAudience)
      events.push({ type: 'rollMade', audience: spec.noticeAudience, data: { purpose: spec.purpose, rule: spec.rule, kind: spec.kind } });
    if (spec.made) made.push({ by: spec.made.by, check: spec.made.check, audience: spec.audience, roll: data });
    return data;
  };
}

// The roll event's data: a copy of what the rule gets back, built field by field (a spread gives each a shape of its own).
function copyRoll(d: RollEventData): Readonly<Record<string, unknown>> {
  return {
    purpose: d.purpose,
    rule: d.rule,
    kind: d.kind,
    stream: d.stream,
    positions: d.positions,
    dice: d.dice,
    original: d.original,
    modifiers: d.modifiers,
    final: d.final,
  };
}

function withDetail(d: RollEventData, detail: Readonly<Record<string, unknown>>): Readonly<Record<string, unknown>> {
  return {
    purpose: d.purpose,
    rule: d.rule,
    kind: d.kind,
    stream: d.stream,
    positions: d.positions,
    dice: d.dice,
    original: d.original,
    modifiers: d.modifiers,
    final: d.final,
    detail,
  };
}

/**
 * The draft, copied once more when a phase change deleted one of its fields other than the last: a
 * phase change deletes `phaseDone` and `step` (engine/phases.ts), and V8 keeps an object that lost a
 * field other than its last-added one as a slow dictionary, so that every read of the state by legal(),
 * the views and the next command would pay for it. A spread copy of it is a fast object again, its keys
 * in the same order. Without a `step` (ASL: no impulses), `phaseDone` (added by the command ending the
 * phase) is the last field and its delete leaves the object fast: no copy then.
 */
function fastFields(input: GameState, draft: GameState): GameState {
  const phaseChanged = draft.phase !== input.phase || draft.step !== input.step || draft.turn !== input.turn;
  return phaseChanged && (input.step !== undefined || draft.step !== undefined) ? { ...draft } : draft;
}

/** What legal() reads of a handler to know whether it offers anything now. */
interface Offer {
  readonly handler: CommandHandler;
  readonly anytime: boolean;
  readonly answers: string | undefined;
}

/**
 * The handlers, in order, each with its `anytime` and `answers` read once into records of one shape:
 * the handlers' own objects have many shapes (optional fields), so reading those flags on each of them
 * for both seats after every command was a slow (megamorphic) property read each time.
 */
function offerList(handlers: ReadonlyMap<string, CommandHandler>): readonly Offer[] {
  return [...handlers.values()].map((handler) => ({ handler, anytime: !!handler.anytime, answers: handler.answers }));
}

export function createEngine(ruleset: Ruleset, scenario: unknown, map: GameMap): Engine {
  const ctx = buildContext(ruleset, scenario, map);
  const handlers = new Map<string, CommandHandler>();
  for (const m of ruleset.modules) {
    for (const h of m.commands ?? []) {
      if (handlers.has(h.type)) throw new Error(`command ${h.type} is defined by two modules`);
      handlers.set(h.type, h);
    }
  }
  const schemas = [...handlers.values()].map((h) => h.schema) as unknown as [z.ZodObject, ...z.ZodObject[]];
  const commandSchema = z.discriminatedUnion('type', schemas) as unknown as z.ZodType<{ type: string }>;

  const initialState = (): GameState => {
    const state: GameState = {
      version: 0,
      status: 'setup',
      ...ctx.turn.start(ctx),
      setupDone: { A: false, B: false },
      units: unitsFromOob(ctx),
      pending: null,
      diceStreams: startOfStreams(),
      result: null,
      modules: {},
    };
    for (const m of ruleset.modules) if (m.init) state.modules[m.id] = m.init(ctx);
    return state;
  };

  const apply = (state: GameState, side: Side, input: unknown, dice: DiceSource): ApplyResult => {
    const { raw, at, error } = splitMoment(input);
    if (error) return { ok: false, error };
    // the handler's own schema first (what the union would pick by `type`); the union when it fails, for its error
    const named = typeof raw === 'object' && raw !== null ? (raw as { type?: unknown }).type : undefined;
    const direct = typeof named === 'string' ? handlers.get(named)?.schema.safeParse(raw) : undefined;
    const parsed = direct?.success ? direct : commandSchema.safeParse(raw);
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      return {
        ok: false,
        error: {
          code: 'BAD_COMMAND',
          message: `invalid command: ${issue ? `${issue.path.join('.') || 'command'}: ${issue.message}` : 'malformed'}`,
        },
      };
    }
    const command = parsed.data;
    const handler = handlers.get(command.type)!;
    if (state.status === 'ended') return { ok: false, error: { code: 'MATCH_NOT_ACTIVE', message: 'the match has ended' } };
    const moment = checkMoment(handler, at, state);
    if (moment) return { ok: false, error: moment };
    if (state.pending && !handler.anytime) {
      if (handler.answers !== state.pending.kind) {
        const who = state.pending.side === side ? 'you must first answer' : 'waiting for your opponent to answer';
        return { ok: false, error: { code: 'PENDING_DECISION', message: `${who}: ${state.pending.kind}`, rule: state.pending.rule } };
      }
      if (state.pending.side !== side)
        return { ok: false, error: { code: 'NOT_YOUR_TURN', message: 'this decision is your opponent’s', rule: state.pending.rule } };
    } else if (handler.answers) {
      return { ok: false, error: { code: 'NOT_OFFERED', message: `there is no ${handler.answers} to answer` } };
    }
    const { draft, settled } = startDraft(state);
    const events: GameEvent[] = [];
    const made: MadeRoll[] = [];
    const actx = applyContext(contextFor(ctx, state), draft, side, emitter(events), roller(draft, dice, events, made));
    try {
      handler.apply(actx, command);
      runAfterRolls(actx, made);
      runAfterCommand(actx);
    } catch (e) {
      if (e instanceof RuleError) return { ok: false, error: e.toInfo() };
      throw e;
    }
    draft.version = state.version + 1;
    const next = fastFields(state, settled());
    markSettled(next);
    return { ok: true, state: next, events };
  };

  // a seat's legal commands, once per settled state: its view, the bots and the server ask again for
  // the latest state (one slot per seat, not one per state: nothing kept beyond the latest)
  const lastLegal: Record<Side, { state: GameState; legal: readonly LegalCommand[] } | undefined> = { A: undefined, B: undefined };
  const legal = (state: GameState, side: Side): LegalCommand[] => {
    const last = lastLegal[side];
    if (last?.state === state && isSettled(state)) return [...last.legal];
    const out = computeLegal(state, side);
    lastLegal[side] = { state, legal: [...out] };
    return out;
  };
  const offers = offerList(handlers);
  const computeLegal = (state: GameState, side: Side): LegalCommand[] => {
    if (state.status === 'ended') return [];
    const out: LegalCommand[] = [];
    const here = contextFor(ctx, state);
    const pending = state.pending;
    for (const o of offers) {
      const open = o.anytime || (pending ? o.answers === pending.kind && pending.side === side : !o.answers);
      if (!open) continue;
      for (const entry of o.handler.legal(here, state, side)) out.push(entry);
    }
    return out;
  };

  return {
    ctx,
    contextAt: (state) => contextFor(ctx, state),
    commandSchema,
    initialState,
    apply,
    legal,
    handler: (type) => handlers.get(type),
  };
}
