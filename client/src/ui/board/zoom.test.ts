// The board's view box: the whole map when it fits at a legible scale, else the legible scale on the
// point of interest, inside the map; zoom to fit; zoom about a point.
import { boundsOf, counterPx, fitBox, LEGIBLE_PX_PER_UNIT, legibleBox, scaleOf, zoomAbout } from './zoom';

const map = { x: 0, y: 0, w: 50, h: 18 }; // one board: 33 columns of 1.5 units, 10 rows of sqrt(3)

describe('board zoom', () => {
  it('a legible counter is at least 40 px at the legible scale', () => {
    expect(counterPx(LEGIBLE_PX_PER_UNIT)).toBeGreaterThanOrEqual(40);
  });

  it('fit: the whole map inside the viewport, filling it one way, centred', () => {
    const vp = { w: 920, h: 752 };
    const box = fitBox(map, vp);
    expect(box.x).toBeLessThanOrEqual(map.x);
    expect(box.y).toBeLessThanOrEqual(map.y);
    expect(box.x + box.w).toBeGreaterThanOrEqual(map.x + map.w);
    expect(box.y + box.h).toBeGreaterThanOrEqual(map.y + map.h);
    expect(scaleOf(box, vp)).toBeCloseTo(vp.w / map.w);
    expect(box.w / box.h).toBeCloseTo(vp.w / vp.h);
  });

  it('the default view: the whole map when it is legible so, else the legible scale on the focus, kept inside the map', () => {
    const small = { x: 0, y: 0, w: 12, h: 9 };
    expect(legibleBox(small, { w: 920, h: 752 })).toEqual(fitBox(small, { w: 920, h: 752 }));
    const phone = { w: 390, h: 700 };
    const box = legibleBox(map, phone, { x: 1, y: 1 });
    expect(scaleOf(box, phone)).toBeCloseTo(LEGIBLE_PX_PER_UNIT);
    // the focus near the map's corner: the view is pushed inside the map
    expect(box.x).toBeCloseTo(0);
    expect(box.y).toBeCloseTo(0);
    // a map narrower than the view on one axis is centred on that axis
    const tall = legibleBox({ x: 0, y: 0, w: 5, h: 60 }, phone, { x: 2, y: 30 });
    expect(tall.x + tall.w / 2).toBeCloseTo(2.5);
  });

  it('zoom about a point keeps the point in place', () => {
    const b = { x: 0, y: 0, w: 10, h: 10 };
    const z = zoomAbout(b, 0.5, 2, 3);
    expect((2 - z.x) / z.w).toBeCloseTo((2 - b.x) / b.w);
    expect((3 - z.y) / z.h).toBeCloseTo((3 - b.y) / b.h);
    expect(z.w).toBe(5);
  });

  it('bounds of points with a margin; none: a default box', () => {
    expect(boundsOf([{ x: 1, y: 2 }, { x: 3, y: 5 }], 0.5)).toEqual({ x: 0.5, y: 1.5, w: 3, h: 4 });
    expect(boundsOf([])).toEqual({ x: 0, y: 0, w: 10, h: 10 });
  });
});
