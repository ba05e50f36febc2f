// The scenario summaries the lobby and the match page read: they carry the unit types the client names
// counters with (the client no longer imports the engine's unit catalog).
import { ConcealedTypesSchema, VictoryConditionsSchema } from '@hexfog/shared';
import { loadCatalog } from './catalog';

describe('catalog', () => {
  const catalog = loadCatalog();

  it('each scenario summary lists every unit type its order of battle uses, with the printed name and values', () => {
    for (const summary of catalog.scenarios()) {
      const scenario = catalog.scenario(summary.id)!;
      const types = new Map(summary.unitTypes.map((t) => [t.id, t]));
      for (const side of ['A', 'B'] as const)
        for (const e of scenario.oob[side]) expect([summary.id, e.type, types.has(e.type)]).toEqual([summary.id, e.type, true]);
      expect(types.get('ge-9-1')).toEqual({
        id: 'ge-9-1',
        name: '9-1',
        kind: 'leader',
        firepower: 0,
        range: 0,
        morale: 9,
        leadership: -1,
        nationality: 'german',
      });
      // the sides' nationalities, for the colours of their counters
      expect(summary.nationalities).toEqual({ A: scenario.sides.A.nationality, B: scenario.sides.B.nationality });
      // a scenario's own types are listed once, after (and instead of) a builtin of the same id
      expect(new Set(summary.unitTypes.map((t) => t.id)).size).toBe(summary.unitTypes.length);
      for (const own of scenario.unitTypes) expect(types.get(own.id)?.name).toBe(own.name);
    }
  });
});

describe('scenario cards and briefings', () => {
  const catalog = loadCatalog();

  it('each summary carries its briefing, special rules and victory text, and the rule modules of each ruleset it plays', () => {
    for (const summary of catalog.scenarios()) {
      expect([summary.id, summary.briefing.length > 40]).toEqual([summary.id, true]);
      expect([summary.id, summary.specialRules.length > 0]).toEqual([summary.id, true]);
      expect(summary.mapName).toBe((catalog.mapDoc(summary.map) as { name: string }).name);
      expect(summary.victory).toBe(catalog.scenario(summary.id)!.victory.text);
      expect(Object.keys(summary.modules).sort()).toEqual([...summary.rulesets].sort());
      for (const r of summary.rulesets) expect(summary.modules[r]).toEqual(catalog.game(r, summary.id).ctx.modules.map((m) => m.id));
    }
    expect(catalog.scenarios().find((s) => s.id === 'sewer-infiltration')!.modules.asl).toEqual(
      expect.arrayContaining(['sewers', 'movement']),
    );
  });
});

describe('sewer-infiltration-cards (the sewer-cards sample scenario)', () => {
  const catalog = loadCatalog();

  it('loads under sewer-cards, with its Sewer cards for the Soviets (scenario rule sewerCards)', () => {
    const game = catalog.game('sewer-cards', 'sewer-infiltration-cards');
    expect(game.ctx.scenario.turns).toBe(5);
    expect(game.ctx.scenarioRules).toMatchObject({ sewerCards: { side: 'A', count: 2 } });
  });

  it('the Soviets set up beside a manhole (a sewer token hex) and the Germans hold the victory block', () => {
    const game = catalog.game('sewer-cards', 'sewer-infiltration-cards');
    const manholes = game.ctx.map
      .hexes()
      .filter((h) => h.spec.manhole)
      .map((h) => h.name);
    expect(manholes.some((h) => game.ctx.zones.A.has(h))).toBe(true);
    const victory = catalog.scenario('sewer-infiltration-cards')!.victory;
    expect(victory.kind === 'controlHexes' && victory.hexes.every((h) => game.ctx.zones.B.has(h))).toBe(true);
  });

  it('a match option is a parameter value: the hidden-cards game is its own, built once and kept', () => {
    const hidden = catalog.game('sewer-cards', 'sewer-infiltration-cards', { hiddenSewerCards: true });
    expect(catalog.game('sewer-cards', 'sewer-infiltration-cards', { hiddenSewerCards: true })).toBe(hidden);
    expect(hidden).not.toBe(catalog.game('sewer-cards', 'sewer-infiltration-cards'));
    expect(catalog.game('sewer-cards', 'sewer-infiltration-cards', {})).toBe(catalog.game('sewer-cards', 'sewer-infiltration-cards'));
    expect(hidden.ctx.params).toMatchObject({ hiddenSewerCards: true });
  });
});

describe('victory conditions in structured form (A26): what a client (the practice bot) plans from, not the file', () => {
  const catalog = loadCatalog();

  it("each summary carries the scenario's victory conditions (side, hexes, count) and the types its OB sets up concealed (A12.12)", () => {
    for (const summary of catalog.scenarios()) {
      const scenario = catalog.scenario(summary.id)!;
      const v = VictoryConditionsSchema.parse(summary.victoryConditions);
      expect(v).toEqual({
        kind: 'controlHexes',
        side: scenario.victory.side,
        hexes: scenario.victory.hexes,
        count: scenario.victory.count,
      });
      const concealed = ConcealedTypesSchema.parse(summary.concealedTypes);
      for (const side of ['A', 'B'] as const)
        expect(new Set(concealed[side])).toEqual(new Set(scenario.oob[side].filter((e) => e.concealed).map((e) => e.type)));
    }
    const ford = catalog.scenarios().find((s) => s.id === 'river-ford')!;
    expect(ford.victoryConditions).toEqual({ kind: 'controlHexes', side: 'A', hexes: ['41X3', '41Z4', '41BB5'], count: 2 });
    expect(ford.concealedTypes).toEqual({ A: ['ru-447', 'ru-8-1'], B: ['ge-467', 'ge-9-1'] });
  });

  it('the schema refuses a count below 1 and a side that is none', () => {
    expect(VictoryConditionsSchema.safeParse({ kind: 'controlHexes', side: 'A', hexes: ['41X3'], count: 0 }).success).toBe(false);
    expect(VictoryConditionsSchema.safeParse({ kind: 'controlHexes', side: 'C', hexes: ['41X3'], count: 1 }).success).toBe(false);
  });
});
