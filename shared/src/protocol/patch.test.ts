// The view patch (./patch.ts) against the views the engine really builds: random games of every shipped
// scenario and ruleset, every viewer, every step. A patch sent through JSON and applied to the view
// the receiver holds must give exactly the new view, and leave the old one untouched.
import { createGame, RULESET_IDS, ruleset, seededDice, type Viewer } from '../index';
import { loadMap, scenarioDoc, shippedScenarios } from '../testing/fixtures';
import { randomCommand } from '../testing/playout';
import { mulberry } from '../testing/random';
import { applyPatch, diffJson, jsonEqual, type Patch, PatchError } from './patch';
import { UpdatePayloadSchema } from './socket';

const VIEWERS: Viewer[] = [{ kind: 'side', side: 'A' }, { kind: 'side', side: 'B' }, { kind: 'public' }];
const wire = <T>(v: T): T => JSON.parse(JSON.stringify(v)) as T;

function deepFreeze<T>(v: T): T {
  if (v && typeof v === 'object') {
    Object.freeze(v);
    for (const x of Object.values(v)) deepFreeze(x);
  }
  return v;
}

describe('view patches', () => {
  it('in random games of every shipped scenario and ruleset, for both seats and the public, the patch turns each view into the next', () => {
    const problems: string[] = [];
    let patches = 0;
    let patchBytes = 0;
    let viewBytes = 0;
    for (const id of shippedScenarios()) {
      const doc = scenarioDoc(id);
      for (const r of RULESET_IDS.filter((x) => (doc.rulesets as string[]).includes(x))) {
        const game = createGame(ruleset(r), doc, loadMap(String(doc.map)));
        const random = mulberry(99);
        const dice = seededDice('5a'.repeat(32));
        let state = game.initialState();
        let views = VIEWERS.map((v) => wire(game.view(state, v)));
        for (let step = 0; step < 400 && state.status !== 'ended' && problems.length < 5; step++) {
          const choice = randomCommand(game, state, random, 0.001);
          if (!choice) break;
          const res = game.apply(state, choice.side, choice.command, dice);
          if (!res.ok) throw new Error(`${id} step ${step}: legal command refused`);
          state = res.state;
          const next = VIEWERS.map((v) => game.view(state, v));
          next.forEach((to, i) => {
            const from = deepFreeze(views[i]!);
            const before = JSON.stringify(from);
            const patch = wire(diffJson(from, to));
            const got = applyPatch(from, patch);
            patches++;
            patchBytes += JSON.stringify(patch).length;
            viewBytes += JSON.stringify(to).length;
            if (!jsonEqual(got, wire(to))) problems.push(`${id} (${r}) step ${step} viewer ${i}: the patched view differs from the view`);
            if (JSON.stringify(from) !== before) problems.push(`${id} (${r}) step ${step}: applying changed the base`);
          });
          views = next.map(wire);
        }
      }
    }
    expect(problems).toEqual([]);
    expect(patches).toBeGreaterThan(1000);
    // patches are much smaller than views on the whole (not a timing: a size, fixed by the games)
    expect(patchBytes * 4).toBeLessThan(viewBytes);
  });

  it('a setup placement that moves one counter is a patch of one field, well under 300 bytes', () => {
    const game = createGame(ruleset('asl'), scenarioDoc('sewer-infiltration'), loadMap('stalingrad-blocks'));
    const s0 = game.initialState();
    const first = game.apply(s0, 'A', { type: 'placeUnits', placements: [{ unit: 'A01', hex: '71A1' }] }, seededDice('00'.repeat(32)));
    if (!first.ok) throw new Error(first.error.message);
    const second = game.apply(
      first.state,
      'A',
      { type: 'placeUnits', placements: [{ unit: 'A01', hex: '71B2' }] },
      seededDice('00'.repeat(32)),
    );
    if (!second.ok) throw new Error(second.error.message);
    for (const v of VIEWERS) {
      const patch = diffJson(game.view(first.state, v), game.view(second.state, v));
      expect(JSON.stringify(patch).length).toBeLessThan(300);
      expect(patch.some((op) => op[0][0] === 'version')).toBe(true);
    }
  });

  it('keys and values the new view does not have are deleted; arrays of other lengths are spliced at the difference', () => {
    const a = { x: 1, y: { z: [1, 2, 3, 4], w: 'k' }, gone: true, u: undefined };
    const b = { x: 1, y: { z: [1, 9, 3, 4, 5], w: 'k' }, added: [{ n: 1 }], u: 2 };
    const patch = diffJson(a, b);
    expect(patch).toEqual([[['gone']], [['y', 'z'], 1, 3, [9, 3, 4, 5]], [['added'], [{ n: 1 }]], [['u'], 2]]);
    expect(applyPatch(a, patch)).toEqual(b);
    expect(diffJson(b, b)).toEqual([]);
    expect(diffJson({ l: [1, 2, 3] }, { l: [1, 3] })).toEqual([[['l'], 1, 1, []]]);
  });

  it('a patch that does not fit the view is refused with a PatchError, never applied in part or to a prototype', () => {
    const base = deepFreeze({ units: [{ id: 'A1', hex: '1A1' }], status: 'playing' });
    const bad: Patch[] = [
      [[['__proto__', 'polluted'], true]],
      [[['constructor'], 1]],
      [[['units', 5, 'hex'], '1A2']],
      [[['units', 0, 'nope', 'x'], 1]],
      [[['units'], 2, 0, []]],
      [[['units'], 0, 5, []]],
      [[['status', 'x'], 1]],
      [[[]]],
      [[['units', -1], 1]],
    ];
    for (const p of bad) expect(() => applyPatch(base, p)).toThrow(PatchError);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  it('UpdatePayloadSchema takes a full update or a delta, and refuses a delta with a malformed operation', () => {
    expect(
      UpdatePayloadSchema.safeParse({ version: 3, base: 2, patch: [[['version'], 3], [['units', 0]], [['legal'], 0, 1, []]], events: [] })
        .success,
    ).toBe(true);
    expect(
      UpdatePayloadSchema.safeParse({ version: 3, view: { version: 3 }, events: [{ version: 3, index: 0, type: 'moved', data: {} }] })
        .success,
    ).toBe(true);
    expect(UpdatePayloadSchema.safeParse({ version: 3, base: 2, patch: [['version', 3]], events: [] }).success).toBe(false);
    expect(UpdatePayloadSchema.safeParse({ version: 3, base: 2, patch: [[['legal'], -1, 1, []]], events: [] }).success).toBe(false);
    expect(UpdatePayloadSchema.safeParse({ version: 3, events: [] }).success).toBe(false);
  });
});
