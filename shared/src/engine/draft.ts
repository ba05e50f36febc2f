// The copy `apply` works on (engine/game.ts). Everything but the units is copied deep (util/clone),
// the modules' states too: sharing them until first written (copy on write) saved about 1.5 us a
// command, but a rule that wrote through the read-only accessor would then change the input state,
// which the server still holds when the command is refused, and only exercised paths would tell.
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
  const out: GameState = { ...state };
  out.setupDone = { A: state.setupDone.A, B: state.setupDone.B };
  out.units = copyUnits(state.units);
  if (state.pending !== null) out.pending = clone(state.pending);
  if (state.phaseDone !== undefined) out.phaseDone = state.phaseDone.slice();
  if (state.diceStreams !== undefined) out.diceStreams = clone(state.diceStreams);
  if (state.result !== null) out.result = clone(state.result);
  out.modules = clone(state.modules);
  return out;
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
