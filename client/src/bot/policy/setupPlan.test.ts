// Setup with a plan (setupPlan.ts), played through the engine from the bot's own view: in hamlet-snipers
// the Germans' OB grants foxholes (B27.1), a tunnel (B8.6) and one squad equivalent hidden (A12.3); the
// bot takes each from the legal commands offered, every command accepted.
import { createGame } from '@hexfog/shared/game/game';
import { compileMap } from '@hexfog/shared/map/index';
import type { UnitTypeSummary, View } from '@hexfog/shared/protocol/index';
import { seededDice } from '@hexfog/shared/rng/dice';
import { ruleset } from '@hexfog/shared/rulesets/index';
import { mapDoc, scenarioDoc } from '@hexfog/shared/testing/fixtures';
import { BUILTIN_UNIT_TYPES } from '@hexfog/shared/units/catalog';
import { summaryOf } from '../testSummary';
import { decide, newMemory, remember } from '../decide';
import { botScenario } from '../scenario';
import { World } from '../world';

function setUp(id: string, side: 'A' | 'B') {
  const doc = scenarioDoc(id);
  const map = compileMap(mapDoc(String(doc.map)));
  const game = createGame(ruleset('asl'), doc, map);
  const plan = botScenario(summaryOf(doc, [...BUILTIN_UNIT_TYPES] as UnitTypeSummary[]));
  const memory = newMemory();
  const dice = seededDice('ab'.repeat(32));
  let state = game.initialState();
  const sent: Record<string, unknown>[] = [];
  for (let i = 0; i < 40 && !state.setupDone[side]; i++) {
    const view = game.view(state, { kind: 'side', side }) as unknown as View;
    const world = new World(view, map, plan);
    const d = decide(world, memory)!;
    const res = game.apply(state, side, d.command, dice);
    remember(world, memory, d, res.ok);
    if (!res.ok) throw new Error(`refused ${JSON.stringify(d.command)}: ${res.error.message}`);
    sent.push(d.command);
    state = res.state;
  }
  return { state, sent, game, map };
}

describe('setup with a plan, from the legal commands offered', () => {
  it('hamlet-snipers, the Germans: foxholes beside the victory hexes before the units, a squad and its leader hidden (A12.3), a tunnel from a victory hex (B8.6)', () => {
    const { state, sent } = setUp('hamlet-snipers', 'B');
    const types = sent.map((c) => c.type);
    const dug = sent.filter((c) => c.type === 'placeEntrenchment') as { kind: string; hex: string }[];
    expect(dug.map((c) => c.kind)).toEqual(['foxhole', 'foxhole']);
    expect(types.lastIndexOf('placeEntrenchment')).toBeLessThan(types.indexOf('placeUnits'));
    // beside M6 on the Soviets' side (west), 2S then the 1S left of the OB's three
    expect(dug.map((c) => c.hex)).toEqual(['72L5', '72L6']);
    const hidden = Object.values(state.units).filter((u) => u.side === 'B' && u.status.hidden);
    expect(hidden.map((u) => u.kind).sort()).toEqual(['leader', 'squad']);
    expect(new Set(hidden.map((u) => u.loc!.hex)).size).toBe(1);
    const tunnel = sent.find((c) => c.type === 'recordTunnels') as { tunnels: { entrances: { hex: string }[] }[] };
    expect(tunnel.tunnels).toHaveLength(1);
    expect(['72M6', '72N3', '72N4', '72O7', '72P7']).toContain(tunnel.tunnels[0]!.entrances[0]!.hex);
    expect(state.setupDone.B).toBe(true);
  });

  it('the Soviets, granted none of these, place their units and finish', () => {
    const { sent } = setUp('hamlet-snipers', 'A');
    expect(sent.map((c) => c.type).filter((t) => t !== 'placeSniper')).toEqual(['placeUnits', 'finishSetup']);
  });
});
