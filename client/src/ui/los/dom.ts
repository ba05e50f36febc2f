// The few DOM helpers the LOS tool uses, from the client's shared ones.
import { toSvg, type Art } from '../art';
export { clear, h } from '../dom';

export function toSvgInto(layer: SVGGElement, a: Art): void {
  layer.append(toSvg(a));
}
