// The copy `apply` works on (engine/game.ts). Everything but the units and the modules' states is
// copied deep (util/clone). A module's state is copied deep when the command first reaches it, read
// or written (LazyModules below): sharing them until first *written* (copy on write) would let a
// rule that wrote through the read-only accessor change the input state, which the server still
// holds when the command is refused, and only exercised paths would tell.
// The units, most of a state (about 80% of its bytes), are shared structurally: each unit is a new
// object with a new status (its flags are set in place: `u.status.pinned = true`), but its Location
// and its lists (`carries`, `skills`) are the input's own objects. Those are values: a rule replaces
// them (`u.loc = { ...dest }`, `u.carries = u.carries.filter(...)`) and never changes them in place,
// so a returned state never changes under its holder. The random playouts and the scenario tests
// check it on every command (testing/playout.ts `unchangedBy`). About three times cheaper than the
// deep copy of the units, and far less garbage.
import { clone } from '../util/clone';
import type { GameState, UnitState, UnitStatus } from './state';

/**
 * The state's own fields by spread (its keys in their order, as JSON prints them), then each field
 * holding an object replaced by its copy: named one by one, not found by a `for...in` over the keys
 * (a spread's copy is often a dictionary-mode object there, slow to walk). GameState's every
 * object-valued field is listed (draft.test.ts holds a state with all of them).
 */
export function copyState(state: GameState): GameState {
  return startDraft(state).draft;
}

/** apply's draft of a state, and what turns it into the state apply returns (`settled`). */
export interface Draft {
  readonly draft: GameState;
  /** The draft with its modules' own record, no longer lazy: call once the command is applied. */
  settled(): GameState;
}

export function startDraft(state: GameState): Draft {
  const out: GameState = { ...state };
  out.setupDone = { A: state.setupDone.A, B: state.setupDone.B };
  out.units = copyUnits(state.units);
  if (state.pending !== null) out.pending = clone(state.pending);
  if (state.phaseDone !== undefined) out.phaseDone = state.phaseDone.slice();
  if (state.diceStreams !== undefined) out.diceStreams = clone(state.diceStreams);
  if (state.result !== null) out.result = clone(state.result);
  const modules = new LazyModules(state.modules);
  out.modules = new Proxy(modules.own, modules);
  return {
    draft: out,
    settled() {
      out.modules = modules.own;
      return out;
    },
  };
}

/**
 * The modules' states on the draft, each copied (deep) when first reached, read or written: a
 * command reaches a few of the ruleset's modules (about 3 of 9 on the bench's games, most of them
 * at a phase end), and the others stay the input's own, never reached through the draft, so never
 * changed. Copied on first write only, a rule writing through the read-only accessor would change
 * the input (moduleState.test.ts). The handler of a Proxy over `own`, the draft's record: it traps
 * reads of that record only (a few dozen a command), not of the states inside.
 */
class LazyModules implements ProxyHandler<Record<string, unknown>> {
  /** The draft's record: the input's states until reached, then their copies (in the input's key order). */
  readonly own: Record<string, unknown>;

  constructor(readonly input: Record<string, unknown>) {
    this.own = { ...input };
  }

  get(own: Record<string, unknown>, key: string | symbol): unknown {
    const v = own[key as string];
    // still the input's state (not a copy, nor one a rule set): copy it now
    if (typeof v !== 'object' || v === null || v !== this.input[key as string]) return v;
    return (own[key as string] = clone(v));
  }
}

function copyUnits(units: Record<string, UnitState>): Record<string, UnitState> {
  const out: Record<string, UnitState> = {};
  for (const id in units) out[id] = copyUnit(units[id]!);
  return out;
}

/**
 * A new unit and status; its Location and lists shared (replaced by the rules, never changed). The
 * unit is built field by field, in the order the engine creates units (game.ts unitsFromOob), so every
 * copy has one of a few V8 shapes: a spread `{ ...unit }` copies the shape of its source, and the
 * sources' shapes (made by the OB literal, by copies, by rules adding `skillsRevealed`) were enough to
 * make it megamorphic and about five times slower. Every field of UnitState is listed (draft.test.ts).
 */
function copyUnit(u: UnitState): UnitState {
  const out: UnitState = {
    id: u.id,
    side: u.side,
    type: u.type,
    kind: u.kind,
    loc: u.loc,
    status: copyStatus(u.status),
    eliminated: u.eliminated,
    carries: u.carries,
    mayConceal: u.mayConceal,
  };
  if (u.skills !== undefined) out.skills = u.skills;
  if (u.skillsRevealed !== undefined) out.skillsRevealed = u.skillsRevealed;
  return out;
}

/** The same for a status: its flags in the order units get them (`dm` and `ti` are added by the rules). */
function copyStatus(s: UnitStatus): UnitStatus {
  const out: UnitStatus = { broken: s.broken, berserk: s.berserk, pinned: s.pinned, cx: s.cx, concealed: s.concealed, hidden: s.hidden };
  if (s.dm !== undefined) {
    // both added: keep the order they were added in (a copy prints as its input, draft.test.ts)
    if (s.ti !== undefined) return { ...s };
    out.dm = s.dm;
  } else if (s.ti !== undefined) out.ti = s.ti;
  return out;
}
