// Random legal playouts: bots choose uniformly among `legal()` (resigning only rarely), for the
// invariant tests, the leak harness and the benchmarks.
import type { Game } from '../game/game';
import type { ApplyResult } from '../engine/game';
import type { DiceSource } from '../rng/dice';
import type { LegalCommand } from '../engine/module';
import { isLeaving } from '../protocol/legal';
import { type GameState, SIDES, type Side } from '../engine/state';
import { locationKey } from '../units/location';
import { overstacked, stackIn } from '../units/stacking';
import { CoreParams } from '../rules/core/params';

export interface BotChoice {
  readonly side: Side;
  readonly command: Record<string, unknown>;
}

/** A random legal command for some side that may act now, or undefined when nobody can. */
export function randomCommand(game: Game, state: GameState, random: () => number, resignRate = 0.002): BotChoice | undefined {
  const options: { side: Side; entry: LegalCommand }[] = [];
  for (const side of SIDES) for (const entry of game.legal(state, side)) options.push({ side, entry });
  const playable = options.filter((o) => !isLeaving(o.entry));
  const pool = playable.length && random() >= resignRate ? playable : options;
  if (!pool.length) return undefined;
  const pick = pool[Math.floor(random() * pool.length)]!;
  if (pick.entry.command) return { side: pick.side, command: { ...pick.entry.command } };
  const h = game.handler(pick.entry.type);
  if (!h?.sample) throw new Error(`legal entry ${pick.entry.type} has choices but its handler cannot sample them`);
  return { side: pick.side, command: h.sample(pick.entry, random, game.contextAt(state), state, pick.side) as Record<string, unknown> };
}

/**
 * Freezes a state and everything in it (ES modules are strict: a write to a frozen object throws). A
 * part already frozen is not walked again: the engine shares the parts a command left alone with the
 * state it returns (engine/draft.ts), so each step freezes only what the command made anew.
 */
export function deepFreeze<T>(value: T): T {
  if (value === null || typeof value !== 'object' || Object.isFrozen(value)) return value;
  Object.freeze(value);
  for (const v of Object.values(value)) deepFreeze(v);
  return value;
}

/**
 * `game.apply`, checking that the command left its input state as it was: the engine shares parts of
 * the input with the state it returns (engine/draft.ts), so a rule that changed one of those in place
 * would change a state the server already holds. Throws when the input changed. (The story builder's
 * check: its tests may still change a state by hand before the next command; the random playouts use
 * the faster applyFrozen.)
 */
export function applyUnchanged(game: Game, state: GameState, side: Side, command: unknown, dice: DiceSource): ApplyResult {
  const before = JSON.stringify(state);
  const res = game.apply(state, side, command, dice);
  const after = JSON.stringify(state);
  if (after !== before) throw new Error(`apply changed its input state: ${JSON.stringify(command)} (${firstDifference(before, after)})`);
  return res;
}

function firstDifference(a: string, b: string): string {
  let i = 0;
  while (i < a.length && a[i] === b[i]) i++;
  return `before ...${a.slice(Math.max(0, i - 80), i + 40)}... after ...${b.slice(Math.max(0, i - 80), i + 40)}...`;
}

/**
 * The same check for the random playouts, where serializing the state twice a step took a fifth of
 * their time: the input is frozen, so a write to it throws, naming the command (stricter: even a write
 * of the value already there is caught, as is a read path that completes a state in place).
 */
export function applyFrozen(game: Game, state: GameState, side: Side, command: unknown, dice: DiceSource): ApplyResult {
  deepFreeze(state);
  try {
    return game.apply(state, side, command, dice);
  } catch (e) {
    if (e instanceof TypeError && /read only|not extensible/i.test(e.message))
      throw new Error(`apply changed its input state: ${JSON.stringify(command)} (${e.message})`, { cause: e });
    throw e;
  }
}

/** Invariants every reachable state must keep; each string is a violation. */
export function checkInvariants(game: Game, prev: GameState, next: GameState): string[] {
  const out: string[] = [];
  if (next.version !== prev.version + 1) out.push(`version went ${prev.version} -> ${next.version}`);
  const limits = CoreParams.of(game.ctx).stacking;
  const seen = new Set<string>();
  for (const u of Object.values(next.units)) {
    if (u.eliminated || !u.loc) continue;
    if (u.loc.place === 'sewer' && (u.status.broken || u.status.berserk)) out.push(`${u.id} is broken or berserk in a sewer (B8.45)`);
    const key = `${u.side}:${locationKey(u.loc)}`;
    if (seen.has(key)) continue;
    seen.add(key);
    const strict = game.ctx.locations.kind(u.loc).strictStacking || next.status === 'setup';
    if (strict && overstacked(stackIn(next, u.loc, u.side), limits)) out.push(`${key} overstacked`);
  }
  for (const m of game.ctx.modules) out.push(...(m.invariants?.(game.contextAt(next), next) ?? []));
  for (const side of SIDES) {
    try {
      game.view(next, { kind: 'side', side });
    } catch (e) {
      out.push(`view for ${side} failed: ${(e as Error).message}`);
    }
  }
  return out;
}

/**
 * One random legal game from the start (`randomCommand`, no resignations unless `resignRate`): throws
 * when a legal command is refused or a state breaks an invariant; `onStep` sees each accepted command
 * and the state it gave. Returns the last state.
 */
export function playRandomGame(
  game: Game,
  random: () => number,
  dice: DiceSource,
  label: string,
  opts: { maxSteps?: number; resignRate?: number; onStep?: (choice: BotChoice, next: GameState) => void } = {},
): GameState {
  let state = game.initialState();
  for (let step = 0; step < (opts.maxSteps ?? 5000) && state.status !== 'ended'; step++) {
    const choice = randomCommand(game, state, random, opts.resignRate ?? 0);
    if (!choice) break;
    const res = applyFrozen(game, state, choice.side, choice.command, dice);
    if (!res.ok) throw new Error(`${label}: legal command refused: ${JSON.stringify(choice)} -> ${JSON.stringify(res.error)}`);
    const broken = checkInvariants(game, state, res.state);
    if (broken.length) throw new Error(`${label} step ${step}: ${broken.join('; ')}`);
    opts.onStep?.(choice, res.state);
    state = res.state;
  }
  return state;
}
