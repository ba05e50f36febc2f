import { shownText, titleOf } from './art';
import {
  badgeText,
  costBadge,
  costBreakdown,
  costsByHex,
  costText,
  destinationName,
  mfLine,
  type MoveCost,
  pricedName,
  stackMf,
} from './moveCosts';

const woodsBeneath: MoveCost = {
  mf: 3,
  parts: [
    { name: 'COT woods', mf: 2, rule: 'B13' },
    { name: 'beneath foxhole', mf: 1, rule: 'B27.4' },
  ],
};

describe('MF costs per step (A4.1)', () => {
  it('the breakdown names each part with its rule, then the total', () => {
    expect(costBreakdown(woodsBeneath)).toBe('COT woods 2 (B13) + beneath foxhole 1 (B27.4) = 3 MF');
    expect(costBreakdown({ mf: 1, parts: [] })).toBe('1 MF');
    expect(costText({ mf: 4, allMf: true, parts: [] })).toBe('all MF');
    // B21.41: fording a river costs all the unit's MF; the part says why, never "0"
    expect(costBreakdown({ mf: 0, allMf: true, parts: [{ name: 'fording', mf: 0, rule: 'B21.41' }] })).toBe('fording: all MF (B21.41)');
  });

  it('groups the priced destinations by hex; an upper level is "hex level n"; a destination without a cost gets no badge', () => {
    const byHex = costsByHex({ to: ['72N3', '72N3/1', '72M4'], costs: { '72N3': { mf: 2, parts: [] }, '72N3/1': { mf: 4, parts: [] } } });
    expect([...byHex.keys()]).toEqual(['72N3']);
    expect(badgeText(byHex.get('72N3')!)).toBe('2/4');
    expect(destinationName('72N3/1')).toBe('72N3 level 1');
    expect(costsByHex({ to: ['72N3'] }).size).toBe(0);
  });

  it('the badge shows the MF ("all" for all MF) and its tooltip the breakdown', () => {
    const badge = costBadge('72I5', { x: 0, y: 0 }, [{ to: '72I5', cost: woodsBeneath }]);
    expect(badge.attrs).toMatchObject({ class: 'mf-badge', 'data-hex': '72I5', 'data-mf': '3' });
    expect(shownText(badge)).toEqual(['3']);
    expect(titleOf(badge)).toBe('72I5: COT woods 2 (B13) + beneath foxhole 1 (B27.4) = 3 MF');
    expect(shownText(costBadge('72I5', { x: 0, y: 0 }, [{ to: '72I5', cost: { mf: 6, allMf: true, parts: [] } }]))).toEqual(['all']);
    const ford = costBadge('41P5', { x: 0, y: 0 }, [
      { to: '41P5', cost: { mf: 0, allMf: true, parts: [{ name: 'fording', mf: 0, rule: 'B21.41' }] } },
    ]);
    expect([shownText(ford), titleOf(ford)]).toEqual([['all'], '41P5: fording: all MF (B21.41)']);
  });

  it('the stack’s MF is its member’s with the fewest left: "MF 3/6" spent of allowance', () => {
    const mf = { A01: { spent: 3, allowance: 6 }, A02: { spent: 1, allowance: 4 }, A03: { spent: 0, allowance: 4 } };
    expect(stackMf(['A01', 'A03'], mf)).toEqual({ spent: 3, allowance: 6 });
    expect(stackMf(['A01', 'A02'], mf)).toEqual({ spent: 3, allowance: 6 });
    expect(stackMf(['A02', 'A03'], mf)).toEqual({ spent: 1, allowance: 4 });
    expect(stackMf(['B01'], mf)).toBeNull();
    expect(stackMf(['A01'], undefined)).toBeNull();
    expect(mfLine({ spent: 3, allowance: 6 })).toBe('MF 3/6');
  });
});

describe('B27.4 the cost of a position inside a Location', () => {
  it('is keyed "hex:position" and shown beside the hex’s own cost on its badge', () => {
    const byHex = costsByHex({
      to: ['72K3'],
      positions: [
        { to: '72K3', position: 'beneath' },
        { to: '72K4', position: 'beneath' },
      ],
      costs: { '72K3': mf1, '72K3:beneath': woodsBeneath },
    });
    expect(byHex.get('72K3')).toEqual([
      { to: '72K3', cost: mf1 },
      { to: '72K3', position: 'beneath', cost: woodsBeneath },
    ]);
    expect(byHex.has('72K4')).toBe(false);
    expect(badgeText(byHex.get('72K3')!)).toBe('1/3');
    expect(pricedName({ to: '72K3', position: 'beneath' })).toBe('72K3 beneath the counter');
    expect(pricedName({ to: '72I8', position: 'pillbox' })).toBe('72I8 in the pillbox');
    expect(titleOf(costBadge('72K3', { x: 0, y: 0 }, byHex.get('72K3')!))).toContain(
      '72K3 beneath the counter: COT woods 2 (B13) + beneath foxhole 1 (B27.4) = 3 MF',
    );
  });
});
const mf1: MoveCost = { mf: 1, parts: [] };

describe('A4.134 Minimum Move and A4.132 off the road on the badges', () => {
  it('A4.134: a Minimum Move destination is shown as one ("min", a red badge), never as out of reach; the tooltip says what it costs', () => {
    const hill: MoveCost = {
      mf: 6,
      minimumMove: true,
      parts: [
        { name: 'COT woods x2 (higher elevation)', mf: 4, rule: 'A4.133' },
        { name: 'intermediate level ascended', mf: 2, rule: 'B10.51' },
      ],
    };
    const badge = costBadge('71K4', { x: 0, y: 0 }, [{ to: '71K4', cost: hill }]);
    expect(badge.attrs).toMatchObject({ 'data-mf': 'min', 'data-minimum-move': 'true' });
    expect(shownText(badge)).toEqual(['min']);
    expect(titleOf(badge)).toBe(
      '71K4: COT woods x2 (higher elevation) 4 (A4.133) + intermediate level ascended 2 (B10.51) = 6 MF: Minimum Move (A4.134): all the MF left, then pinned and CX',
    );
    // marsh from a lower level, or with a wall: "all" and more, a Minimum Move too (B16.4)
    const marsh: MoveCost = {
      mf: 0,
      allMf: true,
      minimumMove: true,
      parts: [
        { name: 'COT marsh: all MF', mf: 0, rule: 'B16.4' },
        { name: 'wall', mf: 1, rule: 'B9.4' },
      ],
    };
    expect(costBreakdown(marsh)).toBe(
      'COT marsh: all MF (B16.4) + wall 1 (B9.4): Minimum Move (A4.134): all the MF left, then pinned and CX',
    );
    // boundary: the same cost paid in full is a plain badge
    const paid = costBadge('71K4', { x: 0, y: 0 }, [{ to: '71K4', cost: { ...hill, minimumMove: false } }]);
    expect(paid.attrs).toMatchObject({ 'data-mf': '6' });
    expect(paid.attrs).not.toHaveProperty('data-minimum-move');
    expect(titleOf(paid)).not.toContain('Minimum Move');
  });

  it('A4.132: a hex entered along a road shows the road rate, then its other terrain\'s cost "off the road"', () => {
    const byHex = costsByHex({
      to: ['71K5', '71L5'],
      costs: { '71K5': { mf: 1, parts: [{ name: 'road', mf: 1, rule: 'A4.132' }] }, '71L5': mf1 },
      offRoad: { '71K5': { mf: 2, parts: [{ name: 'COT woods', mf: 2, rule: 'B13' }] } },
    });
    const k5 = byHex.get('71K5')!;
    expect(k5.map((p) => [pricedName(p), p.cost.mf])).toEqual([
      ['71K5', 1],
      ['71K5 off the road', 2],
    ]);
    const badge = costBadge('71K5', { x: 0, y: 0 }, k5);
    expect(badge.attrs).toMatchObject({ 'data-mf': '1/2', 'data-off-road': 'true' });
    expect(titleOf(badge)).toBe('71K5: road 1 (A4.132) = 1 MF\n71K5 off the road: COT woods 2 (B13) = 2 MF');
    expect(costBadge('71L5', { x: 0, y: 0 }, byHex.get('71L5')!).attrs).not.toHaveProperty('data-off-road');
  });
});
