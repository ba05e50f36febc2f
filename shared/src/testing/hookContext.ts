// The ApplyContext the engine gives a module's hooks while it applies a command, built for a test scene
// with scripted dice, so a hook (afterFire, onPhaseStart, ...) can be called on its own: every roll
// takes the next scripted dice and is recorded, with the events the hook emits.
import type { GameEvent, RollEventData } from '../engine/events';
import type { ApplyContext, RollSpec } from '../engine/module';
import type { Side } from '../engine/state';
import { scriptedDice } from '../rng/dice';
import type { Given } from './scenarioBuilder';

export function hookContext(g: Given, dice: number[], side: Side = 'B'): { ctx: ApplyContext; events: GameEvent[] } {
  const events: GameEvent[] = [];
  const d = scriptedDice(dice);
  const roll = (spec: RollSpec): RollEventData => {
    const values = Array.from({ length: spec.kind === 'dr' ? 1 : 2 }, () => d.die('all', 0));
    const original = values.reduce((a, b) => a + b, 0);
    const modifiers = spec.modifiers ?? [];
    const data: RollEventData = {
      purpose: spec.purpose,
      rule: spec.rule,
      kind: spec.kind,
      stream: spec.audience,
      positions: [],
      dice: values,
      original,
      modifiers,
      final: original + modifiers.reduce((a, m) => a + m.value, 0),
    };
    events.push({ type: 'roll', audience: spec.audience, data: { ...data } });
    return data;
  };
  return { ctx: { ...g.game.contextAt(g.state), state: g.state, side, emit: (e) => events.push(e), roll }, events };
}
