import { clone } from './clone';

describe('clone (the state copy apply() works on)', () => {
  it('copies plain data deeply and shares nothing with the original', () => {
    const a = { n: 1, s: 'x', b: true, z: null, list: [1, { k: [2] }], nested: { deeper: { v: 3 } } };
    const b = clone(a);
    expect(b).toEqual(a);
    b.list.push(9);
    (b.list[1] as { k: number[] }).k.push(5);
    b.nested.deeper.v = 4;
    expect(a).toEqual({ n: 1, s: 'x', b: true, z: null, list: [1, { k: [2] }], nested: { deeper: { v: 3 } } });
  });
});
