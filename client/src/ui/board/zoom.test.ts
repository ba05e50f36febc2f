// The board's view box: the whole map when it fits at a legible scale, else the legible scale on the
// point of interest, inside the map; zoom to fit; zoom about a point.
import { boundsOf, counterPx, fitBox, LEGIBLE_PX_PER_UNIT, legibleBox, MIN_LEGIBLE_PX_PER_UNIT, scaleOf, zoomAbout } from './zoom';

const map = { x: 0, y: 0, w: 50, h: 18 }; // one board: 33 columns of 1.5 units, 10 rows of sqrt(3)

describe('board zoom', () => {
  it('a counter is 40 px at the preferred scale, and never under 32 px at the least one', () => {
    expect(counterPx(LEGIBLE_PX_PER_UNIT)).toBeGreaterThanOrEqual(39.5);
    expect(counterPx(MIN_LEGIBLE_PX_PER_UNIT)).toBeGreaterThanOrEqual(32);
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

  it('the default view: the whole map when it is legible so, else the area of interest at a legible scale, kept inside the map', () => {
    const small = { x: 0, y: 0, w: 12, h: 9 };
    expect(legibleBox(small, { w: 920, h: 752 })).toEqual(fitBox(small, { w: 920, h: 752 }));
    const phone = { w: 390, h: 700 };
    const corner = { x: 0, y: 0, w: 2, h: 2 };
    const box = legibleBox(map, phone, corner);
    expect(scaleOf(box, phone)).toBeCloseTo(LEGIBLE_PX_PER_UNIT);
    // the area near the map's corner: the view is pushed inside the map
    expect(box.x).toBeCloseTo(0);
    expect(box.y).toBeCloseTo(0);
    // a setup zone wider than the view at the preferred scale: zoomed out to show it whole, not below the least scale
    const desktop = { w: 920, h: 752 };
    const zone = { x: 0, y: 0, w: 23, h: 18 };
    const z = legibleBox(map, desktop, zone);
    expect(scaleOf(z, desktop)).toBeLessThan(LEGIBLE_PX_PER_UNIT);
    expect(scaleOf(z, desktop)).toBeGreaterThanOrEqual(MIN_LEGIBLE_PX_PER_UNIT);
    expect(z.x).toBeLessThanOrEqual(zone.x);
    expect(z.x + z.w).toBeGreaterThanOrEqual(zone.x + zone.w);
    expect(scaleOf(legibleBox(map, phone, zone), phone)).toBeCloseTo(MIN_LEGIBLE_PX_PER_UNIT);
    // a map narrower than the view on one axis is centred on that axis
    const tall = legibleBox({ x: 0, y: 0, w: 5, h: 60 }, phone, { x: 1, y: 29, w: 2, h: 2 });
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
    expect(
      boundsOf(
        [
          { x: 1, y: 2 },
          { x: 3, y: 5 },
        ],
        0.5,
      ),
    ).toEqual({ x: 0.5, y: 1.5, w: 3, h: 4 });
    expect(boundsOf([])).toEqual({ x: 0, y: 0, w: 10, h: 10 });
  });
});
