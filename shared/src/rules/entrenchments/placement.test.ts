// B27.1, B27.12, B27.51, B27.56: entrenchments placed in the secret setup within each side's OB
// allowance (scenario rule `entrenchments`), and what may be set up beneath them. sewer-infiltration on
// a board 71 of the tests' own terrain: A sets up in columns A-G, B in O-Z. B's OB gains a mortar (B06),
// an AT Gun (B07), a tank (B08), a truck (B09) and a halftrack (B10).
import { given } from '../../testing/scenarioBuilder';
import { createGame } from '../../game/game';
import { ruleset } from '../../rulesets/index';
import { loadMap, scenarioDoc } from '../../testing/fixtures';
import type { Location } from '../../units/location';
import { readFortifications } from '../core/fortifications';

type Hexes = Record<string, Record<string, unknown>>;

const UNIT_TYPES = [
  { id: 'ge-81-mtr', kind: 'gun', name: '81mm MTR', nationality: 'german', mortar: true },
  { id: 'ge-pz-iv', kind: 'vehicle', name: 'PzKpfw IVH', nationality: 'german', chassis: 'tracked' },
  { id: 'ge-opel', kind: 'vehicle', name: 'Opel Blitz', nationality: 'german', chassis: 'wheeled' },
  { id: 'ge-251', kind: 'vehicle', name: 'SPW 251/1', nationality: 'german', chassis: 'halftrack' },
];

function scene(
  allowance: Record<string, unknown> = { B: { foxholeSquads: 4, trenches: 1 } },
  hexes: Hexes = {},
  fortifications: unknown[] = [],
) {
  return given(
    'sewer-infiltration',
    'asl',
    (doc) => {
      doc.rules = { ...(doc.rules as object), entrenchments: allowance, fortifications };
      doc.unitTypes = UNIT_TYPES;
      (doc.oob as { B: unknown[] }).B.push(
        { type: 'ge-81-mtr' },
        { type: 'at-gun' },
        { type: 'ge-pz-iv' },
        { type: 'ge-opel' },
        { type: 'ge-251' },
      );
    },
    (m) => {
      m.hexes = hexes;
      m.hexsides = [];
    },
  );
}

const place = (kind: string, hex: string, squads?: number) => ({ type: 'placeEntrenchment', kind, hex, ...(squads ? { squads } : {}) });
const counters = (g: ReturnType<typeof scene>) =>
  readFortifications(g.state).counters.map((f) => ({ id: f.id, kind: f.kind, hex: f.hex, ...(f.squads ? { squads: f.squads } : {}) }));
const refusal = (code: string, rule: string) => ({ ok: false, error: expect.objectContaining({ code, rule }) });
const beneath = (hex: string): Location => ({ hex, place: 'ground', level: 0, position: 'beneath' });

describe('B27.1 foxholes in the OB, by total squad capacity', () => {
  it('B27.1: any mix of 1S, 2S and 3S counters whose total is within the allowance; beyond it refused', () => {
    const g = scene();
    expect(g.when('B', place('foxhole', '71R4', 3)).ok).toBe(true);
    expect(g.when('B', place('foxhole', '71R6', 2))).toEqual(refusal('OB_ALLOWANCE', 'B27.1'));
    expect(g.when('B', place('foxhole', '71R6', 1)).ok).toBe(true);
    expect(g.when('B', place('foxhole', '71R7', 1))).toEqual(refusal('OB_ALLOWANCE', 'B27.1'));
    expect(counters(g)).toEqual([
      { id: 'FB71R4', kind: 'foxhole', hex: '71R4', squads: 3 },
      { id: 'FB71R6', kind: 'foxhole', hex: '71R6', squads: 1 },
    ]);
    // A has no allowance: nothing offered, anything refused
    expect(g.game.legal(g.state, 'A').some((l) => l.type === 'placeEntrenchment')).toBe(false);
    expect(g.when('A', place('foxhole', '71C4'))).toEqual(refusal('OB_ALLOWANCE', 'B27.1'));
  });

  it('B27.12: one foxhole counter per hex: a second placed there replaces it by the larger counter, never beyond 3S', () => {
    const g = scene();
    expect(g.when('B', place('foxhole', '71R4', 1)).ok).toBe(true);
    expect(g.when('B', place('foxhole', '71R4', 1)).ok).toBe(true);
    expect(counters(g)).toEqual([{ id: 'FB71R4', kind: 'foxhole', hex: '71R4', squads: 2 }]);
    expect(g.when('B', place('foxhole', '71R4', 2))).toEqual(refusal('ILLEGAL_LOCATION', 'B27.12'));
    expect(g.when('B', place('foxhole', '71R4', 1)).ok).toBe(true);
    expect(counters(g)).toEqual([{ id: 'FB71R4', kind: 'foxhole', hex: '71R4', squads: 3 }]);
  });

  it('B27.1: not in a building, rubble, marsh, stream, Water Obstacle or paved road hex (trenches neither, B27.5); woods, brush, grain, orchard, gully and open ground take one', () => {
    const road = (sides: string[]) => ({ road: { kind: 'paved', sides } });
    const forbidden = {
      '71R1': { terrain: 'stoneBuilding' },
      '71R2': { terrain: 'woodenBuilding' },
      '71R3': { terrain: 'rubble' },
      '71R4': { terrain: 'marsh' },
      '71R5': { terrain: 'stream' },
      '71R6': { terrain: 'pond' },
      '71T5': road(['S']),
      '71T6': road(['N', 'S']),
      '71T7': road(['N']),
    };
    const allowed = {
      '71S1': { terrain: 'woods' },
      '71S2': { terrain: 'brush' },
      '71S3': { terrain: 'grain' },
      '71S4': { terrain: 'orchard' },
      '71S5': { terrain: 'gully' },
      '71S6': {},
    };
    const g = scene({ B: { foxholeSquads: 20, trenches: 20 } }, { ...forbidden, ...allowed });
    for (const hex of Object.keys(forbidden)) {
      expect([hex, g.when('B', place('foxhole', hex))]).toEqual([hex, refusal('ILLEGAL_LOCATION', 'B27.1')]);
      expect([hex, g.when('B', place('trench', hex))]).toEqual([hex, refusal('ILLEGAL_LOCATION', 'B27.1')]);
    }
    for (const hex of Object.keys(allowed)) expect([hex, g.when('B', place('foxhole', hex)).ok]).toEqual([hex, true]);
    const offered = g.game.legal(g.state, 'B').find((l) => l.type === 'placeEntrenchment')!.choices as { trench: string[] };
    for (const hex of Object.keys(forbidden)) expect(offered.trench).not.toContain(hex);
  });

  it("A2.9: only in the side's own setup zone, and (our reading) not in a hex of both zones, where neither side could know of the other's counter", () => {
    expect(scene().when('B', place('foxhole', '71C4'))).toEqual(refusal('NOT_IN_SETUP_ZONE', 'A2.9'));
    const shared = given(
      'sewer-infiltration',
      'asl',
      (doc) => {
        doc.rules = { ...(doc.rules as object), entrenchments: { B: { foxholeSquads: 2 } } };
        (doc.setupZones as { B: { hexes?: string[] } }).B.hexes = ['71C4'];
      },
      (m) => {
        m.hexes = {};
      },
    );
    expect(shared.when('B', place('foxhole', '71C4'))).toEqual(refusal('ILLEGAL_LOCATION', 'A2.9'));
    expect(
      Object.keys(
        (shared.game.legal(shared.state, 'B').find((l) => l.type === 'placeEntrenchment')!.choices as { foxhole: object }).foxhole,
      ),
    ).not.toContain('71C4');
  });
});

describe('B27.1, B27.12, B27.51: what legal() offers follows each placement', () => {
  it('B27.12: a foxhole hex offers the squads it may still grow by; B27.51: no trench there; taken back (A2.9), all is offered again', () => {
    const g = scene();
    type Offer = { foxhole: Record<string, number>; trench: string[]; atDitch: string[]; left: Record<string, number> };
    const offer = () => g.game.legal(g.state, 'B').find((l) => l.type === 'placeEntrenchment')!.choices as Offer;
    const before = offer();
    expect([before.foxhole['71R4'], before.foxhole['71S6'], before.trench.includes('71R4'), before.left]).toEqual([
      3,
      3,
      true,
      { foxholeSquads: 4, trenches: 1, atDitches: 0 },
    ]);
    expect(g.when('B', place('foxhole', '71R4', 2)).ok).toBe(true);
    const after = offer();
    expect([
      after.foxhole['71R4'],
      after.foxhole['71S6'],
      after.trench.includes('71R4'),
      after.trench.includes('71S6'),
      after.left,
    ]).toEqual([1, 2, false, true, { foxholeSquads: 2, trenches: 1, atDitches: 0 }]);
    expect(g.when('B', { type: 'removeEntrenchment', id: 'FB71R4' }).ok).toBe(true);
    expect(offer()).toEqual(before);
    expect(g.when('B', place('trench', '71R4')).ok).toBe(true);
    const trenched = offer();
    expect([trenched.foxhole['71R4'], trenched.trench, trenched.left.trenches]).toEqual([undefined, [], 0]);
  });

  it("B27.12: a hex with the scenario's own foxhole counter is offered for no foxhole nor trench", () => {
    const g = scene(undefined, {}, [{ kind: 'foxhole', hex: '71S2', squads: 1, side: 'B' }]);
    const offer = g.game.legal(g.state, 'B').find((l) => l.type === 'placeEntrenchment')!.choices as {
      foxhole: Record<string, number>;
      trench: string[];
    };
    expect([offer.foxhole['71S2'], offer.foxhole['71S3'], offer.trench.includes('71S2')]).toEqual([undefined, 3, false]);
    expect(g.when('B', place('foxhole', '71S2'))).toEqual(refusal('ILLEGAL_LOCATION', 'B27.12'));
  });
});

describe('B27.51 trenches and B27.56 A-T Ditches', () => {
  it('B27.51: one trench per hex by OB, never with a foxhole; the allowance counts them', () => {
    const g = scene({ B: { foxholeSquads: 2, trenches: 2 } });
    expect(g.when('B', place('trench', '71R4')).ok).toBe(true);
    expect(g.when('B', place('trench', '71R4'))).toEqual(refusal('ILLEGAL_LOCATION', 'B27.51'));
    expect(g.when('B', place('foxhole', '71R4'))).toEqual(refusal('ILLEGAL_LOCATION', 'B27.51'));
    expect(g.when('B', place('foxhole', '71R5')).ok).toBe(true);
    expect(g.when('B', place('trench', '71R5'))).toEqual(refusal('ILLEGAL_LOCATION', 'B27.51'));
    expect(g.when('B', place('trench', '71R6')).ok).toBe(true);
    expect(g.when('B', place('trench', '71R7'))).toEqual(refusal('OB_ALLOWANCE', 'B27.51'));
  });

  it('B27.56: A-T Ditches only as the SSR gives them (atDitches), one per hex like a trench', () => {
    expect(scene().when('B', place('atDitch', '71R4'))).toEqual(refusal('OB_ALLOWANCE', 'B27.56'));
    const g = scene({ B: { atDitches: 1 } });
    expect(g.when('B', place('atDitch', '71R4')).ok).toBe(true);
    expect(counters(g)).toEqual([{ id: 'FB71R4', kind: 'atDitch', hex: '71R4' }]);
  });
});

describe("B27.1 setup is secret: counters placed in setup are their owner's until play begins", () => {
  it("the placement, its event and the counter are B's alone; once play begins everyone sees the counter", () => {
    const g = scene();
    const r = g.when('B', place('foxhole', '71R4', 2));
    expect(r.ok && r.events.map((e) => [e.type, e.audience])).toEqual([['fortificationPlaced', 'B']]);
    expect(g.view('A').modules.fortifications?.counters).toEqual([]);
    expect(g.view('public').modules.fortifications?.counters).toEqual([]);
    expect(g.view('B').modules.fortifications?.counters).toEqual([{ id: 'FB71R4', kind: 'foxhole', hex: '71R4', side: 'B', squads: 2 }]);
    g.playing();
    expect(g.view('A').modules.fortifications?.counters).toEqual([{ id: 'FB71R4', kind: 'foxhole', hex: '71R4', side: 'B', squads: 2 }]);
  });

  it("a setup counter's id is its side and hex: the id A's counter gets says nothing of how many B placed", () => {
    const ids = (bPlaces: number) => {
      const g = scene({ A: { foxholeSquads: 1 }, B: { foxholeSquads: 4 } });
      for (let i = 0; i < bPlaces; i++) expect(g.when('B', place('foxhole', `71R${i + 1}`)).ok).toBe(true);
      const r = g.when('A', place('foxhole', '71C4'));
      return r.ok ? r.events : [];
    };
    expect(JSON.stringify(ids(0))).toBe(JSON.stringify(ids(3)));
  });

  it("B takes back a counter placed in setup (its units beneath come up); an enemy's counter id gets the answer an unknown id gets", () => {
    const g = scene({ A: { foxholeSquads: 1 }, B: { foxholeSquads: 2 } });
    expect(g.when('A', place('foxhole', '71C4')).ok).toBe(true);
    expect(g.when('B', place('foxhole', '71R4', 2)).ok).toBe(true);
    expect(g.when('B', { type: 'placeUnits', placements: [{ unit: 'B01', hex: '71R4' }] }).ok).toBe(true);
    expect(g.when('B', { type: 'setUpBeneath', units: ['B01'], beneath: true }).ok).toBe(true);
    const enemy = g.when('B', { type: 'removeEntrenchment', id: 'FA71C4' });
    const nowhere = g.when('B', { type: 'removeEntrenchment', id: 'FA71C9' });
    expect(enemy).toEqual({ ok: false, error: { code: 'NOT_YOUR_UNIT', message: 'you have no counter placed in setup FA71C4' } });
    expect(nowhere).toEqual({ ok: false, error: { code: 'NOT_YOUR_UNIT', message: 'you have no counter placed in setup FA71C9' } });
    const r = g.when('B', { type: 'removeEntrenchment', id: 'FB71R4' });
    expect(r.ok && r.events.map((e) => [e.type, e.audience])).toEqual([
      ['fortificationRemoved', 'B'],
      ['setUpBeneath', 'B'],
    ]);
    expect(g.state.units.B01!.loc).toEqual({ hex: '71R4', place: 'ground', level: 0 });
  });

  it("the view shows each side its own allowance and what is left, and nothing of the other's", () => {
    const g = scene({ A: { foxholeSquads: 1 }, B: { foxholeSquads: 4, trenches: 1 } });
    expect(g.when('B', place('foxhole', '71R4', 3)).ok).toBe(true);
    expect(g.view('B').modules.entrenchments).toEqual({
      allowance: { B: { foxholeSquads: { total: 4, left: 1 }, trenches: { total: 1, left: 1 }, atDitches: { total: 0, left: 0 } } },
    });
    expect(g.view('A').modules.entrenchments).toEqual({
      allowance: { A: { foxholeSquads: { total: 1, left: 1 }, trenches: { total: 0, left: 0 }, atDitches: { total: 0, left: 0 } } },
    });
    expect(g.view('public').modules.entrenchments).toBeUndefined();
    g.playing();
    expect(g.view('B').modules.entrenchments).toBeUndefined();
  });
});

describe('B27.1, B27.12, B27.51 what may be set up beneath', () => {
  const placed = (fortKind: 'foxhole' | 'trench', squads = 1) => {
    const g = scene({ B: { foxholeSquads: 3, trenches: 1 } });
    expect(g.when('B', place(fortKind, '71R4', fortKind === 'foxhole' ? squads : undefined)).ok).toBe(true);
    const units = ['B01', 'B02', 'B03', 'B04', 'B05', 'B06', 'B07', 'B08'];
    expect(g.when('B', { type: 'placeUnits', placements: units.map((unit) => ({ unit, hex: '71R4' })) }).ok).toBe(true);
    return g;
  };
  const down = (g: ReturnType<typeof scene>, units: string[]) => g.when('B', { type: 'setUpBeneath', units, beneath: true });

  it('B27.1: beneath a foxhole Infantry (and a "?"), and of the 5/8" counters only a mortar; no other Gun, no vehicle', () => {
    const g = placed('foxhole');
    expect(down(g, ['B01', 'B04', 'B05', 'B06']).ok).toBe(true);
    expect(g.state.units.B06!.loc).toEqual(beneath('71R4'));
    expect(down(g, ['B07'])).toEqual(refusal('ILLEGAL_COMMAND', 'B27.1'));
    expect(down(g, ['B08'])).toEqual(refusal('ILLEGAL_COMMAND', 'B27.1'));
  });

  it('B27.12: a 1S foxhole holds one squad and four SMC beyond; a 2S two squads', () => {
    const g = placed('foxhole');
    expect(down(g, ['B01']).ok).toBe(true);
    expect(down(g, ['B02'])).toEqual(refusal('OVER_CAPACITY', 'B27.12'));
    const two = placed('foxhole', 2);
    expect(down(two, ['B01', 'B02']).ok).toBe(true);
    expect(down(two, ['B03'])).toEqual(refusal('OVER_CAPACITY', 'B27.12'));
  });

  it('B27.51: any counter may start beneath a trench, which holds three squads and four SMC', () => {
    const g = placed('trench');
    expect(down(g, ['B01', 'B02', 'B03', 'B04', 'B07', 'B08']).ok).toBe(true);
    expect(g.state.units.B08!.loc).toEqual(beneath('71R4'));
  });

  it("the setUpBeneath event and the position are B's alone during setup; then the opponent sees who is beneath", () => {
    const g = placed('foxhole');
    const r = down(g, ['B01']);
    expect(r.ok && r.events.map((e) => [e.type, e.audience])).toEqual([['setUpBeneath', 'B']]);
    expect(g.view('A').units.filter((u) => u.side === 'B')).toEqual([]);
    g.playing();
    expect(g.view('A').units.find((u) => u.id === 'B01')?.loc).toEqual(beneath('71R4'));
  });
});

describe("B27.1, B27.51: the scenario's fixed entrenchments", () => {
  const build = (fortifications: unknown[]) => {
    const doc = scenarioDoc('sewer-infiltration');
    doc.rules = { ...(doc.rules as object), fortifications };
    return () => createGame(ruleset('asl'), doc, loadMap('stalingrad-blocks')).initialState();
  };

  it('a foxhole or trench the scenario fixes in a building (or two in one hex) is an error when the match is built', () => {
    expect(build([{ kind: 'foxhole', hex: '71P2', side: 'B' }])).toThrow(/building \(B27.1\)/);
    expect(build([{ kind: 'trench', hex: '71O5', side: 'B' }])).toThrow(/paved road \(B27.1\)/);
    expect(
      build([
        { kind: 'foxhole', hex: '71R4', side: 'B' },
        { kind: 'trench', hex: '71R4', side: 'B' },
      ]),
    ).toThrow(/two entrenchment counters/);
    expect(build([{ kind: 'foxhole', hex: '71R4', side: 'B', squads: 2 }])).not.toThrow();
  });
});
