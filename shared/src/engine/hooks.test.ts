// The engine's seams, each proved by a module that only this test uses: it adds a parameter, a scenario
// rule, a phase, a modifier, an entry cost and an on-enter effect, and the engine uses them with no
// change to any other module.
import * as z from 'zod';
import { given } from '../testing/scenarioBuilder';
import { loadMap, scenarioDoc } from '../testing/fixtures';
import { createGame } from '../game/game';
import { ruleset } from '../rulesets/index';
import { sewer } from '../units/location';
import { ScenarioValidationError } from './context';
import type { UnitConditionKind } from './conditions';
import type { Ruleset, RuleModule } from './module';
import { defineParams, defineScenarioRules } from './params';

const ProbeParams = defineParams(z.object({ probeMudMf: z.int().min(0).default(1), probeTem: z.int().default(0) }));
const ProbeRules = defineScenarioRules(z.object({ probeMud: z.array(z.string()).default([]) }));

const probe: RuleModule = {
  id: 'probe',
  rules: ['T1'],
  params: ProbeParams.schema,
  scenarioRules: ProbeRules.schema,
  phases: [{ phase: { id: 'PrbPh', name: 'Probe Phase', rule: 'T1' }, after: 'MPh' }],
  modifiers: (ctx, _state, q) => {
    if (q.kind !== 'ift') return [];
    const tem = ProbeParams.of(ctx).probeTem;
    return [{ name: 'probe smoke', value: 1, rule: 'T1' }, ...(tem ? [{ name: 'probe cover', value: tem, rule: 'T1', tem: true }] : [])];
  },
  entryCost: (ctx, _state, q) =>
    ProbeRules.of(ctx).probeMud.includes(q.to.hex) ? [{ kind: 'add', mf: ProbeParams.of(ctx).probeMudMf, name: 'mud', rule: 'T1' }] : [],
  onEnter: (ctx, e) => {
    if (e.entered) ctx.emit({ type: 'probeEntered', audience: 'all', data: { hex: e.to.hex, mf: e.mf, purpose: e.purpose } });
  },
  onPhaseStart: (ctx) => {
    if (ctx.state.phase === 'PrbPh') ctx.emit({ type: 'probePhase', audience: 'all', data: {} });
  },
};

const asl = ruleset('asl');
const withProbe = (params: Record<string, unknown> = {}, modules: RuleModule[] = [probe]): Ruleset => ({
  ...asl,
  modules: [...asl.modules, ...modules],
  params: { ...asl.params, ...params },
});
const mud = (hexes: string[]) => (doc: Record<string, unknown>) => {
  doc.rules = { ...(doc.rules as object), probeMud: hexes };
};

describe('engine hooks: a module plugs in without touching any other', () => {
  it('entryCost and onEnter: the scenario rule and parameter of the module make entering cost more, and it hears of the entry', () => {
    const g = given('sewer-infiltration', withProbe({ probeMudMf: 2 }), mud(['71A2']))
      .unit('A01', '71A1')
      .playing({ phase: 'MPh', attacker: 'A' });
    const r = g.when('A', { type: 'move', units: ['A01'], to: '71A2' });
    expect(r.ok).toBe(true);
    expect(g.events.find((e) => e.type === 'moved' && e.audience === 'A')?.data.mf).toBe(3); // open ground 1 + mud 2
    expect(g.events.find((e) => e.type === 'probeEntered')?.data).toEqual({ hex: '71A2', mf: 3, purpose: 'move' });
    g.when('B', { type: 'declineFire' });
    // 1 MF left: open ground is offered (a mud hex, 1 + 2, only by a Minimum Move, A4.134)
    const moves = g.game.legal(g.state, 'A').find((l) => l.type === 'move');
    expect(moves?.choices?.to).toEqual(expect.arrayContaining(['71A3']));
    const deep = given('sewer-infiltration', withProbe({ probeMudMf: 4 }), mud(['71A2']))
      .unit('A01', '71A1')
      .playing({ phase: 'MPh', attacker: 'A' });
    // 1 + 4 = 5 MF for a 4-MF squad: only by a Minimum Move (A4.134: all its MF, CX)
    expect(
      (deep.game.legal(deep.state, 'A').find((l) => l.type === 'move')!.choices!.costs as Record<string, unknown>)['71A2'],
    ).toMatchObject({ mf: 5, minimumMove: true });
    expect(deep.when('A', { type: 'move', units: ['A01'], to: '71A2' }).ok).toBe(true);
    expect(deep.state.units.A01!.status.cx).toBe(true);
  });

  it('phases: the module adds a phase after the MPh; the engine plays it in sequence and calls its phase hook', () => {
    const g = given('sewer-infiltration', withProbe()).unit('A01', '71A1').playing({ phase: 'MPh', attacker: 'A' });
    expect(g.when('A', { type: 'endPhase' }).ok).toBe(true);
    expect(g.state.phase).toBe('PrbPh');
    expect(g.events.some((e) => e.type === 'probePhase')).toBe(true);
    expect(g.when('A', { type: 'endPhase' }).ok).toBe(true);
    expect(g.state.phase).toBe('DFPh');
    expect(g.game.ctx.turn.phases.map((p) => p.id)).toEqual(['RPh', 'PFPh', 'MPh', 'PrbPh', 'DFPh', 'AFPh', 'RtPh', 'APh', 'CCPh']);
  });

  it('modifiers: the module adds a named DRM to an IFT attack; of the positive TEM only the largest stays (B27.3)', () => {
    // A01 (6-2-8) in 71O3 fires at B01 in the stone building 71P2 (TEM +3)
    const shot = (probeTem: number) => {
      const g = given('sewer-infiltration', withProbe({ probeTem }))
        .unit('A01', '71O3')
        .unit('B01', '71P2')
        .playing({ phase: 'PFPh', attacker: 'A' })
        .dice([6, 6]);
      expect(g.when('A', { type: 'fire', firers: ['A01'], target: '71P2' }).ok).toBe(true);
      return g.events.find((e) => e.type === 'roll')!.data.modifiers;
    };
    expect(shot(0)).toEqual([
      { name: 'TEM stoneBuilding', value: 3, rule: 'B23' },
      { name: 'probe smoke', value: 1, rule: 'T1' },
    ]);
    // a +2 "cover" TEM does not add to the building's +3; a +4 replaces it
    expect(shot(2)).toEqual([
      { name: 'TEM stoneBuilding', value: 3, rule: 'B23' },
      { name: 'probe smoke', value: 1, rule: 'T1' },
    ]);
    expect(shot(4)).toEqual([
      { name: 'probe smoke', value: 1, rule: 'T1' },
      { name: 'probe cover', value: 4, rule: 'T1' },
    ]);
    // a negative TEM is not "positive TEM": it always applies
    expect(shot(-1)).toEqual([
      { name: 'TEM stoneBuilding', value: 3, rule: 'B23' },
      { name: 'probe smoke', value: 1, rule: 'T1' },
      { name: 'probe cover', value: -1, rule: 'T1' },
    ]);
  });

  it("cancels and exempt: a module lifts another module's modifier (FFMO) and a consequence of entering (the Residual FP attack), as B27.54 will", () => {
    const lifting = (what: { cancel?: boolean; exempt?: boolean }): RuleModule => ({
      id: 'lift',
      rules: ['T2'],
      modifiers: (_ctx, _state, q) =>
        what.cancel && q.kind === 'ift' && q.target.hex === '71A2' ? [{ name: 'no FFMO', value: 0, rule: 'T2', cancels: 'FFMO' }] : [],
      entryCost: (_ctx, _state, q) => (what.exempt && q.to.hex === '71A2' ? [{ kind: 'exempt', from: 'residualFp', rule: 'T2' }] : []),
    });
    const enter = (what: { cancel?: boolean; exempt?: boolean }) => {
      const g = given('sewer-infiltration', withProbe({}, [lifting(what)]))
        .unit('A01', '71A1')
        .playing({ phase: 'MPh', attacker: 'A' })
        .dice([6, 6]);
      g.state.modules.activity = { mf: {}, moved: {}, nonAssault: {}, fired: {}, done: {}, residual: { '71A2': 4 } };
      expect(g.when('A', { type: 'move', units: ['A01'], to: '71A2' }).ok).toBe(true);
      return g.events.find((e) => e.type === 'roll' && String(e.data.purpose).startsWith('Residual FP'))?.data.modifiers as
        | { name: string }[]
        | undefined;
    };
    expect(enter({})?.map((m) => m.name)).toEqual(['FFMO', 'FFNAM']);
    expect(enter({ cancel: true })?.map((m) => m.name)).toEqual(['FFNAM']);
    expect(enter({ exempt: true })).toBeUndefined();
  });

  it('mapChanges: a module changes the terrain during play; legal(), apply() and view() read the changed map, compiled once per change', () => {
    // the probe floods 71A2 into woods once its state says so
    const flooding: RuleModule = {
      id: 'flood',
      rules: ['T3'],
      init: () => ({ on: false }),
      mapChanges: (_ctx, state) =>
        (state.modules.flood as { on: boolean }).on ? { key: 'woods', hexes: { '71A2': { terrain: 'woods' } } } : undefined,
    };
    const g = given('sewer-infiltration', withProbe({}, [flooding]))
      .unit('A01', '71A1')
      .playing({ phase: 'MPh', attacker: 'A' });
    const cost = () =>
      (g.game.legal(g.state, 'A').find((l) => l.type === 'move')!.choices!.costs as Record<string, { mf: number }>)['71A2']?.mf;
    expect(cost()).toBe(1);
    expect(g.game.contextAt(g.state)).toBe(g.game.ctx);
    (g.state.modules.flood as { on: boolean }).on = true;
    expect(cost()).toBe(2); // A4.1: woods COT 2
    const changed = g.game.contextAt(g.state);
    expect(changed.map.byName('71A2')!.spec.terrain).toBe('woods');
    expect(g.game.ctx.map.byName('71A2')!.spec.terrain).toBe('open'); // the printed map is untouched
    expect(g.game.contextAt(g.state).map).toBe(changed.map); // one compile per change set
    expect(g.when('A', { type: 'move', units: ['A01'], to: '71A2' }).ok).toBe(true);
    expect(g.events.find((e) => e.type === 'moved' && e.audience === 'A')?.data.mf).toBe(2);
  });

  it('unitConditions: a module says a unit fires as Area Fire, is immune to Pin, must rout and may not Low Crawl', () => {
    const conditioned = (kinds: UnitConditionKind[]): RuleModule => ({
      id: 'cond',
      rules: ['T4'],
      unitConditions: (_ctx, _state, u) => (u.id === 'A01' ? kinds.map((kind) => ({ kind, reason: 'probe', rule: 'T4' })) : []),
    });
    // A7.23: one more halving of A01's FP (6-2-8 at range 2: 6, Area Fire: 3)
    const fp = (kinds: UnitConditionKind[]) => {
      const g = given('sewer-infiltration', withProbe({}, [conditioned(kinds)]))
        .unit('A01', '71O3')
        .unit('B01', '71O5')
        .playing({ phase: 'PFPh', attacker: 'A' })
        .dice([6, 6]);
      expect(g.when('A', { type: 'fire', firers: ['A01'], target: '71O5' }).ok).toBe(true);
      return g.events.find((e) => e.type === 'fire')!.data.fp;
    };
    expect(fp([])).toBe(6);
    expect(fp(['areaFire'])).toBe(3);
    // A10.5: a broken unit with no enemy near stays put, unless a module says it must rout (it has nowhere
    // to go in the open and may not Low Crawl: eliminated for Failure to Rout)
    const rout = (kinds: UnitConditionKind[]) => {
      const g = given('sewer-infiltration', withProbe({}, [conditioned(kinds)]))
        .unit('A01', '71A1')
        .unit('B01', '71O5')
        .playing({ phase: 'AFPh', attacker: 'A' });
      g.state.units.A01!.status.broken = true;
      expect(g.when('A', { type: 'endPhase' }).ok).toBe(true);
      return { eliminated: g.state.units.A01!.eliminated, pending: g.state.pending?.options };
    };
    expect(rout([])).toEqual({ eliminated: false, pending: undefined });
    const forced = rout(['mustRout']).pending as { lowCrawl: string[]; voluntary: boolean }[];
    expect(forced[0]).toMatchObject({ voluntary: false, lowCrawl: expect.arrayContaining([expect.any(String)]) });
    expect((rout(['mustRout', 'noLowCrawl']).pending as { lowCrawl: string[] }[])[0]!.lowCrawl).toEqual([]);
  });

  it('parameters are validated when the match is built: an undeclared or mistyped value, or a key two modules declare, is an error', () => {
    const doc = scenarioDoc('sewer-infiltration');
    const map = loadMap('stalingrad-blocks');
    expect(() => createGame(withProbe({ probeMudMf: 2 }), doc, map)).not.toThrow();
    expect(() => createGame(withProbe({ probeMudMF: 2 }), doc, map)).toThrow(/probeMudMF/);
    expect(() => createGame(withProbe({ probeMudMf: 'two' }), doc, map)).toThrow(/probeMudMf/);
    expect(() => createGame({ ...asl, params: { sewerMaxHexes: 6 } }, doc, map)).not.toThrow();
    expect(() =>
      createGame({ ...asl, modules: asl.modules.filter((m) => m.id !== 'sewers'), params: { sewerMaxHexes: 6 } }, doc, map),
    ).toThrow(/sewerMaxHexes/);
    const twin: RuleModule = { id: 'twin', rules: [], params: z.object({ probeMudMf: z.int().default(1) }) };
    expect(() => createGame(withProbe({}, [probe, twin]), doc, map)).toThrow(/probeMudMf is declared by modules probe and twin/);
  });

  it('scenario rules are validated against the modules that read them', () => {
    const doc = { ...scenarioDoc('sewer-infiltration') };
    doc.rules = { ...(doc.rules as object), probeMud: 'everywhere' };
    expect(() => createGame(withProbe(), doc, loadMap('stalingrad-blocks'))).toThrow(ScenarioValidationError);
  });

  it('Location kinds: a ruleset changes what a kind means (Sewer Locations in normal LOS) without touching the module that brings it', () => {
    const doc = scenarioDoc('sewer-infiltration');
    const map = loadMap('stalingrad-blocks');
    const seen: Ruleset = { ...asl, locationKinds: { sewer: { los: 'normal' } } };
    expect(createGame(asl, doc, map).ctx.locations.outOfSight(sewer('71N6'))).toBe(true);
    expect(createGame(seen, doc, map).ctx.locations.outOfSight(sewer('71N6'))).toBe(false);
    expect(() => createGame({ ...asl, locationKinds: { cave: { los: 'normal' } } }, doc, map)).toThrow(/cave/);
  });
});

describe('engine hooks: afterRolls', () => {
  // a test-only module that hears every roll that says whose it is, after the command is resolved
  const heard: { by: string; check: string; original: number; audience: string }[] = [];
  const listener: RuleModule = {
    id: 'listener',
    rules: ['T2'],
    afterRolls: (_ctx, rolls) => {
      for (const r of rolls) heard.push({ by: r.by, check: r.check, original: r.roll.original, audience: r.audience });
    },
  };

  it("afterRolls: the IFT DR (the firer's) and the MC DR (the target's owner's) of one fire, in order, once everything is resolved", () => {
    heard.length = 0;
    const g = given('sewer-infiltration', withProbe({}, [listener]))
      .unit('A01', '71D4')
      .unit('B01', '71D7')
      .playing({ phase: 'PFPh', attacker: 'A' })
      .dice([2, 2, 6, 5]); // fire DR 4 (with the probe-free ruleset: the 2 column, 1MC); MC DR 11
    expect(g.when('A', { type: 'fire', firers: ['A01'], target: '71D7' }).ok).toBe(true);
    expect(heard).toEqual([
      { by: 'A', check: 'IFT', original: 4, audience: 'all' },
      { by: 'B', check: 'MC', original: 11, audience: 'all' },
    ]);
    // the MC's effect (broken) was resolved before the hook ran: the state it sees has it
    expect(g.state.units.B01!.status.broken).toBe(true);
  });

  it('afterRolls: a refused command calls nothing', () => {
    heard.length = 0;
    const g = given('sewer-infiltration', withProbe({}, [listener]))
      .unit('A01', '71D4')
      .playing({ phase: 'PFPh', attacker: 'A' });
    expect(g.when('A', { type: 'fire', firers: ['A01'], target: '71Z9' }).ok).toBe(false);
    expect(heard).toEqual([]);
  });
});
