// B27.43, B27.52, B27.55, B27.56 (and B27.1, B27.51 for Guns): what entering costs vehicles, asked of the
// core `entryCost` as vehicle movement will ask it (no module moves vehicles yet). Board 71 of open
// ground: a foxhole in K8, a trench in L8, an A-T Ditch in M8. B06 a mortar, B07 an AT Gun, B08 a tank,
// B09 a truck, B10 a halftrack.
import type { EntryQuery } from '../../engine/entry';
import { ruleset } from '../../rulesets/index';
import { given, type Given } from '../../testing/scenarioBuilder';
import { ground, type Location } from '../../units/location';
import { entryCost } from '../core/entryCost';
import { hullDown } from './vehicles';

const UNIT_TYPES = [
  { id: 'ge-81-mtr', kind: 'gun', name: '81mm MTR', nationality: 'german', mortar: true },
  { id: 'ge-pz-iv', kind: 'vehicle', name: 'PzKpfw IVH', nationality: 'german', chassis: 'tracked' },
  { id: 'ge-opel', kind: 'vehicle', name: 'Opel Blitz', nationality: 'german', chassis: 'wheeled' },
  { id: 'ge-251', kind: 'vehicle', name: 'SPW 251/1', nationality: 'german', chassis: 'halftrack' },
];

function scene(params: Record<string, unknown> = {}): Given {
  const asl = ruleset('asl');
  return given(
    'sewer-infiltration',
    { ...asl, params: { ...asl.params, ...params } },
    (doc) => {
      doc.rules = {
        ...(doc.rules as object),
        fortifications: [
          { kind: 'foxhole', hex: '71K8', side: 'B' },
          { kind: 'trench', hex: '71L8', side: 'B' },
          { kind: 'atDitch', hex: '71M8', side: 'B' },
        ],
      };
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
      m.hexes = {};
      m.hexsides = [];
    },
  );
}

const beneath = (hex: string): Location => ({ hex, place: 'ground', level: 0, position: 'beneath' });

function enter(g: Given, unit: string, from: Location, to: Location) {
  const u = g.state.units[unit]!;
  u.loc = from;
  const q: EntryQuery = { side: u.side, units: [u], from, to, purpose: 'move' };
  return entryCost(g.game.ctx, g.state, q);
}

describe('B27.43 foxholes and vehicles', () => {
  it('B27.43: no obstacle to a fully-tracked vehicle; a wheeled vehicle or halftrack pays foxholeVehicleMp more', () => {
    const g = scene();
    expect(enter(g, 'B08', ground('71K7'), ground('71K8'))).toMatchObject({ ok: true, mf: 1 });
    expect(enter(g, 'B09', ground('71K7'), ground('71K8'))).toMatchObject({
      ok: true,
      mf: 2,
      parts: [
        { name: 'COT open', mf: 1 },
        { name: 'foxhole (vehicle)', mf: 1, rule: 'B27.43' },
      ],
    });
    expect(enter(g, 'B10', ground('71K7'), ground('71K8'))).toMatchObject({ ok: true, mf: 2 });
    expect(enter(scene({ foxholeVehicleMp: 3 }), 'B09', ground('71K7'), ground('71K8'))).toMatchObject({ ok: true, mf: 4 });
    expect(enter(g, 'B01', ground('71K7'), ground('71K8'))).toMatchObject({ ok: true, mf: 1 });
  });
});

describe('B27.55 trenches and vehicles', () => {
  it('B27.55: a wheeled vehicle or halftrack may not enter a trench hex; a fully-tracked one enters at the COT, never beneath', () => {
    const g = scene();
    expect(enter(g, 'B09', ground('71L7'), ground('71L8'))).toEqual({ ok: false, reason: expect.any(String), rule: 'B27.55' });
    expect(enter(g, 'B10', ground('71L7'), ground('71L8'))).toEqual({ ok: false, reason: expect.any(String), rule: 'B27.55' });
    expect(enter(g, 'B08', ground('71L7'), ground('71L8'))).toMatchObject({ ok: true, mf: 1 });
    expect(enter(g, 'B08', ground('71L7'), beneath('71L8'))).toMatchObject({ ok: false, rule: 'B27.1' });
    expect(enter(g, 'B01', ground('71L7'), ground('71L8'))).toMatchObject({ ok: true });
  });

  it('B27.56: no vehicle, fully-tracked or not, enters an (unbridged) A-T Ditch hex', () => {
    const g = scene();
    for (const v of ['B08', 'B09', 'B10']) expect(enter(g, v, ground('71M7'), ground('71M8'))).toMatchObject({ ok: false, rule: 'B27.56' });
  });
});

describe('B27.52, B27.51, B27.1: 5/8" counters beneath entrenchments', () => {
  it('B27.52: a vehicle beneath a trench is HD and may not leave it (no Start MP); on top of it, or beneath nothing, it is not HD', () => {
    const g = scene();
    g.state.units.B08!.loc = beneath('71L8');
    expect(hullDown(g.state, g.state.units.B08!)).toBe(true);
    expect(enter(g, 'B08', beneath('71L8'), ground('71L7'))).toMatchObject({ ok: false, rule: 'B27.52' });
    g.state.units.B08!.loc = ground('71L8');
    expect(hullDown(g.state, g.state.units.B08!)).toBe(false);
  });

  it('B27.51: a Gun stays beneath its trench during play; B27.1: a mortar enters or leaves a foxhole only dismantled (not modelled: never)', () => {
    const g = scene();
    expect(enter(g, 'B07', beneath('71L8'), ground('71L7'))).toMatchObject({ ok: false, rule: 'B27.52' });
    expect(enter(g, 'B06', beneath('71K8'), ground('71K7'))).toMatchObject({ ok: false, rule: 'B27.1' });
    expect(enter(g, 'B06', ground('71K7'), beneath('71K8'))).toMatchObject({ ok: false, rule: 'B27.1' });
  });
});
