// Counter colours by nationality, our own choice in the spirit of the printed ones: German blue-grey,
// Soviet brown-tan, American olive, British khaki... A unit type of nationality "any" (a dummy, a
// support weapon) takes its side's colours; a side of unknown nationality its side colour.
import { sideColour } from './palette';

export interface Colours {
  /** The counter's face. */
  readonly face: string;
  /** Printing on the face: values, silhouettes. */
  readonly ink: string;
}

export const NATIONALITY_COLOURS: Readonly<Record<string, Colours>> = {
  german: { face: '#8fa1ae', ink: '#101820' },
  russian: { face: '#c29a68', ink: '#24170a' },
  american: { face: '#8c9a5b', ink: '#12160a' },
  british: { face: '#cdb98a', ink: '#221a08' },
  italian: { face: '#a7b8a0', ink: '#132013' },
  japanese: { face: '#dcc85c', ink: '#221d02' },
  finnish: { face: '#e9e9e2', ink: '#14213d' },
  french: { face: '#8ea7d6', ink: '#0d1733' },
  partisan: { face: '#b7a897', ink: '#1d1611' },
};

/** The broken side (A10.4): one red for every nationality, so a broken unit is seen at a glance. */
export const BROKEN: Colours = { face: '#c0503e', ink: '#ffffff' };

/** A counter's colours: its type's nationality, else its side's, else the side colour. */
export function coloursOf(typeNationality: string | undefined, sideNationality: string | undefined, side: string): Colours {
  const own = typeNationality && typeNationality !== 'any' ? typeNationality : sideNationality;
  return (own && NATIONALITY_COLOURS[own]) || { face: sideColour(side), ink: '#ffffff' };
}
