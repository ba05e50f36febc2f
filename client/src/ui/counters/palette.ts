// Colours the counters share: each side's counter colour, and the earth and concrete of fortifications.
export const SIDE_COLOUR: Readonly<Record<string, string>> = { A: '#a33b2b', B: '#3b5f2b' };
export const NEUTRAL = '#555';
export const SAND = '#e6d8ad';
export const EARTH = '#4a3726';
export const LOOSE_EARTH = '#8a6a3e';
export const CONCRETE = '#8d8d86';
export const STONE = '#9b968c';

export function sideColour(side: string): string {
  return SIDE_COLOUR[side] ?? NEUTRAL;
}
