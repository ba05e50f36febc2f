// Markers as counters: which a unit's flags put on it, and what each counter prints.
import { shownText, titleOf } from '../art';
import { MARKER_KINDS, MARKERS, markerCounterArt, unitMarkers } from './markers';

const flags = { pinned: false, cx: false, berserk: false, hidden: false };

describe('marker counters', () => {
  it('a unit carries a counter for each flag the view sets: Pin (A7.8), CX (A4.51), DM (A10.62), TI (A4.8), Berserk, HIP (A12.3)', () => {
    expect(unitMarkers(flags)).toEqual([]);
    expect(unitMarkers({ ...flags, pinned: true, cx: true })).toEqual(['pin', 'cx']);
    expect(unitMarkers({ ...flags, dm: true, ti: true, berserk: true, hidden: true })).toEqual(['hip', 'berserk', 'dm', 'ti']);
  });

  it('each marker prints its word, has colours of its own and names its rule', () => {
    expect(shownText(markerCounterArt('pin', 0, 0))).toEqual(['PIN']);
    expect(shownText(markerCounterArt('cx', 0, 0))).toEqual(['CX']);
    expect(shownText(markerCounterArt('dm', 0, 0))).toEqual(['DM']);
    expect(shownText(markerCounterArt('ti', 0, 0))).toEqual(['TI']);
    expect(shownText(markerCounterArt('firstFire', 0, 0))).toEqual(['First', 'Fire']);
    expect(shownText(markerCounterArt('finalFire', 0, 0))).toEqual(['Final', 'Fire']);
    expect(shownText(markerCounterArt('concealed', 0, 0))).toEqual(['?']);
    expect(shownText(markerCounterArt('sewer', 0, 0))).toEqual(['Sewer', '?']);
    expect(shownText(markerCounterArt('lost', 0, 0))).toEqual(['Lost', '?']);
    expect(titleOf(markerCounterArt('pin', 0, 0))).toBe('Pin (A7.8)');
    const faces = MARKER_KINDS.map((k) => MARKERS[k].face);
    expect(new Set(faces).size).toBe(faces.length);
  });

  it('Residual FP prints its value (A8.2); a "?" may take its owner\'s colours', () => {
    const res = markerCounterArt('residual', 0, 0, { value: 6, hex: '71F5' });
    expect(shownText(res)).toEqual(['Resid', '6']);
    expect(titleOf(res)).toBe('Residual FP 6 (A8.2)');
    expect(res.attrs).toMatchObject({ class: 'counter marker', 'data-marker': 'residual', 'data-hex': '71F5' });
    const q = markerCounterArt('concealed', 0, 0, { face: '#8fa1ae', forUnit: 'B02' });
    expect(q.attrs['data-for']).toBe('B02');
    expect((q.children[0] as { attrs: Record<string, unknown> }).attrs['fill']).toBe('#8fa1ae');
  });
});
