// The board lives in ./board: terrain, counters, markers, the stack viewer and zoom, each its own file.
export { Board, type BoardOptions } from './board/board';
