// The LOS tool (A6): the thread on the map, its summary and the level pickers.
export { checkLos, levelsOf, losSummary, threadArt, type LosCheck, type LosEnd } from './thread';
export { drawLos, losControls, losPicked } from './tool';
