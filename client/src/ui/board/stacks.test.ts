// The stacks the board draws come from the view alone: what a viewer may not see is not in its view,
// so it cannot be drawn. Here: each unit followed by its markers; a "?" of the other side is a "?"
// and nothing more (A12); "Sewer ?" counters (B8.41) show no contents to the other side; Residual FP
// (A8.2) is its own counter. And the stack viewer's rows for a stack.
import type { UnitTypeSummary, View, ViewUnit } from '@hexfog/shared/protocol/index';
import { findArt, shownText, titleOf } from '../art';
import { stackArt, type PieceItem, type StackItem } from '../counters/stack';
import { stacksOf } from './stacks';
import { viewerRows } from './stackViewer';

const TYPES: Record<string, UnitTypeSummary> = {
  'ge-467': { id: 'ge-467', name: '4-6-7', kind: 'squad', firepower: 4, range: 6, morale: 7, nationality: 'german' },
  'ge-9-1': { id: 'ge-9-1', name: '9-1', kind: 'leader', firepower: 0, range: 0, morale: 9, leadership: -1, nationality: 'german' },
};
const names = {
  unitName: (t: string) => TYPES[t]?.name ?? t,
  unitType: (t: string) => TYPES[t],
  nationality: (s: string) => (s === 'A' ? 'russian' : 'german'),
};

function unit(id: string, hex: string, extra: Partial<ViewUnit> = {}): ViewUnit {
  return {
    id,
    side: 'B',
    type: 'ge-467',
    kind: 'squad',
    loc: { hex, place: 'ground', level: 0 },
    broken: false,
    berserk: false,
    pinned: false,
    cx: false,
    concealed: false,
    hidden: false,
    eliminated: false,
    carries: [],
    ...extra,
  };
}

function view(v: Partial<View>): View {
  return {
    viewer: 'A',
    version: 1,
    status: 'playing',
    scenario: 's',
    map: 'm',
    ruleset: 'asl',
    turn: 1,
    turns: 5,
    playerTurn: 1,
    phase: 'MPh',
    attacker: 'A',
    defender: 'B',
    setupDone: { A: true, B: true },
    phaseEnders: ['A'],
    phaseDone: [],
    units: [],
    markers: [],
    pending: null,
    legal: [],
    result: null,
    modules: {},
    ...v,
  };
}

const pieces = (items: readonly StackItem[] | undefined) => (items ?? []).filter((i): i is PieceItem => i.kind === 'piece');

describe('the stacks of a view', () => {
  it('each unit is followed by its markers: a broken pinned DM unit is its red side, then Pin, then DM', () => {
    const stacks = stacksOf(
      view({
        units: [unit('B01', '71H7', { broken: true, pinned: true, dm: true }), unit('B03', '71H7', { type: 'ge-9-1', kind: 'leader' })],
      }),
      new Map(),
      names,
    );
    const items = pieces(stacks.get('71H7'));
    expect(items.map((i) => i.marker?.kind ?? i.unit)).toEqual(['B01', 'pin', 'dm', 'B03']);
    expect(items[0]!.face).toMatchObject({ broken: true, values: '7' });
    expect(items[1]!.marker).toEqual({ kind: 'pin', forUnit: 'B01' });
    expect(items[3]!.face).toMatchObject({ broken: false, values: '9-1' });
    // drawn: the broken counter, the Pin and DM counters over it, the leader on top
    const drawn = stackArt('71H7', { x: 0, y: 0 }, stacks.get('71H7')!, (s) => s);
    expect(drawn.map((a) => a.attrs['data-unit'] ?? a.attrs['data-marker'])).toEqual(['B01', 'pin', 'dm', 'B03']);
    expect(drawn[0]!.attrs['class']).toBe('counter unit broken');
    expect(shownText(drawn[1]!)).toEqual(['PIN']);
  });

  it('A8.1, A8.3: the First Fire and Final Fire counters the fire view names go on their units', () => {
    const stacks = stacksOf(
      view({
        units: [unit('B01', '71H7', { pinned: true }), unit('B02', '71H8')],
        modules: { fire: { marks: { B01: 'firstFire', B02: 'finalFire' } } },
      }),
      new Map(),
      names,
    );
    expect(pieces(stacks.get('71H7')).map((i) => i.marker?.kind ?? i.unit)).toEqual(['B01', 'pin', 'firstFire']);
    expect(pieces(stacks.get('71H8')).map((i) => i.marker?.kind ?? i.unit)).toEqual(['B02', 'finalFire']);
    const drawn = stackArt('71H8', { x: 0, y: 0 }, stacks.get('71H8')!, (s) => s);
    expect(shownText(drawn[1]!)).toEqual(['Final', 'Fire']);
  });

  it('A12: the other side\'s "?" is a "?" in that side\'s colours, with no unit, type or numbers', () => {
    const stacks = stacksOf(
      view({ markers: [{ id: 'M1', side: 'B', kind: 'concealed', loc: { hex: '71P2', place: 'ground', level: 0 } }] }),
      new Map(),
      names,
    );
    const drawn = stackArt('71P2', { x: 0, y: 0 }, stacks.get('71P2')!, (s) => s);
    expect(drawn).toHaveLength(1);
    expect(drawn[0]!.attrs).toMatchObject({ 'data-marker': 'concealed', 'data-side': 'B' });
    expect(drawn[0]!.attrs['data-unit']).toBeUndefined();
    expect(shownText(drawn[0]!)).toEqual(['?']);
    expect(JSON.stringify(drawn)).not.toMatch(/4-6-7|ge-467|B0\d/);
  });

  it('the owner sees its concealed unit with its "?" on top (A12)', () => {
    const items = pieces(stacksOf(view({ viewer: 'B', units: [unit('B02', '71P2', { concealed: true })] }), new Map(), names).get('71P2'));
    expect(items.map((i) => i.marker?.kind ?? i.unit)).toEqual(['B02', 'concealed']);
  });

  it('B8.41: a "Sewer ?" counter without contents for the other side; Residual FP with its value (A8.2)', () => {
    const v = view({
      modules: {
        sewers: { usable: true, stacks: [{ id: 'S1', side: 'B', kind: 'sewer', hex: '71F8', discovered: false }], rubbled: [] },
        fire: { residual: [{ hex: '71F5', fp: 4 }] },
      },
    });
    const stacks = stacksOf(v, new Map(), names);
    const sewer = stackArt('71F8', { x: 0, y: 0 }, stacks.get('71F8')!, (s) => s);
    expect(sewer.map((a) => a.attrs['data-marker'])).toEqual(['sewer']);
    expect(titleOf(sewer[0]!)).toContain('"Sewer ?"');
    const residual = stackArt('71F5', { x: 0, y: 0 }, stacks.get('71F5')!, (s) => s);
    expect(shownText(residual[0]!)).toEqual(['Resid', '4']);
    expect(findArt(residual[0]!, (a) => a.tag === 'text').length).toBe(2);
  });

  it('the stack viewer lists every counter top first, each unit with its markers by name', () => {
    const stacks = stacksOf(
      view({
        units: [unit('B01', '71H7', { broken: true, pinned: true }), unit('B03', '71H7', { type: 'ge-9-1', kind: 'leader' })],
        modules: { fire: { residual: [{ hex: '71H7', fp: 2 }] } },
      }),
      new Map(),
      names,
    );
    const rows = viewerRows(stacks.get('71H7')!, (s) => (s === 'B' ? 'Germans' : s));
    expect(rows.map((r) => r.text)).toEqual([
      'Residual FP 2 (A8.2)',
      'B03 9-1 leader · Germans',
      'B01 4-6-7 squad (broken) · Germans · broken side, morale 7 (A10.4)',
    ]);
    expect(rows[2]!.markers).toEqual(['Pin (A7.8)']);
  });
});
