// A small structural diff of two JSON values (two views of the same viewer), and its application.
// The server sends a viewer the patch from the view it last sent that viewer to the view now; the
// client applies it to the view it holds. A patch is made only of what the newer view says, so it
// tells its receiver nothing its full view would not. Pure code with no imports: the client bundles it.
//
// A patch is a list of operations, each on a path of object keys and array indexes:
//   [path]                                  delete the key at path (its parent is an object)
//   [path, value]                           set path to value (a new key, or replace what is there)
//   [path, start, deleteCount, items]       splice the array at path
// Values are JSON: a key whose value is undefined counts as absent, as JSON.stringify drops it.

export type PatchPath = readonly (string | number)[];
export type PatchOp = readonly [PatchPath] | readonly [PatchPath, unknown] | readonly [PatchPath, number, number, readonly unknown[]];
export type Patch = readonly PatchOp[];

export class PatchError extends Error {
  readonly code = 'BAD_PATCH';
}

type Json = unknown;
type Obj = Record<string, Json>;

const isObj = (v: Json): v is Obj => typeof v === 'object' && v !== null && !Array.isArray(v);

/** Keys that would reach an object's prototype: never present in a view, refused in a patch. */
const FORBIDDEN = new Set(['__proto__', 'constructor', 'prototype']);

/** Deep equality of JSON values (undefined-valued keys count as absent). */
export function jsonEqual(a: Json, b: Json): boolean {
  if (a === b) return true;
  if (Array.isArray(a)) {
    if (!Array.isArray(b) || a.length !== b.length) return false;
    for (let i = 0; i < a.length; i++) if (!jsonEqual(a[i], b[i])) return false;
    return true;
  }
  if (!isObj(a) || !isObj(b)) return false;
  // plain loops: the diff compares whole subtrees of two views with this, so it allocates nothing
  let defined = 0;
  for (const k of Object.keys(a)) {
    const v = a[k];
    if (v === undefined) continue;
    defined++;
    const w = b[k];
    if (w === undefined || !jsonEqual(v, w)) return false;
  }
  for (const k of Object.keys(b)) if (b[k] !== undefined) defined--;
  return defined === 0;
}

/** The patch that turns `from` into `to` (both JSON objects). Empty when they are equal. */
export function diffJson(from: Json, to: Json): PatchOp[] {
  const ops: PatchOp[] = [];
  diffInto(from, to, [], ops);
  return ops;
}

function diffInto(a: Json, b: Json, path: (string | number)[], ops: PatchOp[]): void {
  if (a === b) return;
  const start = ops.length;
  if (isObj(a) && isObj(b)) diffObjects(a, b, path, ops);
  else if (Array.isArray(a) && Array.isArray(b)) diffArrays(a, b, path, ops);
  else if (!jsonEqual(a, b)) ops.push([path, b]);
  // a subtree whose operations weigh more than its new value is sent whole
  if (
    ops.length - start > 1 &&
    path.length > 0 &&
    JSON.stringify(ops.slice(start)).length > JSON.stringify(b).length + path.length * 4 + 8
  ) {
    ops.length = start;
    ops.push([path, b]);
  }
}

// Most of two successive views is equal: a key or element holding the same primitive (or the same
// object) is passed over before its path is built, so an unchanged view costs no allocation.
function diffObjects(a: Obj, b: Obj, path: (string | number)[], ops: PatchOp[]): void {
  for (const k of Object.keys(a)) if (a[k] !== undefined && b[k] === undefined) ops.push([[...path, k]]);
  for (const k of Object.keys(b)) {
    const bk = b[k];
    if (bk === undefined) continue;
    const ak = a[k];
    if (ak === undefined) ops.push([[...path, k], bk]);
    else if (ak !== bk) diffInto(ak, bk, [...path, k], ops);
  }
}

/**
 * Arrays: the equal head and tail are kept; of the same length, the middle is diffed element by element
 * (a counter that moved changes one field of one element); otherwise the middle is spliced.
 */
function diffArrays(a: readonly Json[], b: readonly Json[], path: (string | number)[], ops: PatchOp[]): void {
  let head = 0;
  const min = Math.min(a.length, b.length);
  while (head < min && jsonEqual(a[head], b[head])) head++;
  let tail = 0;
  while (tail < min - head && jsonEqual(a[a.length - 1 - tail], b[b.length - 1 - tail])) tail++;
  if (a.length === b.length) {
    for (let i = head; i < a.length - tail; i++) if (a[i] !== b[i]) diffInto(a[i], b[i], [...path, i], ops);
    return;
  }
  ops.push([path, head, a.length - tail - head, b.slice(head, b.length - tail)]);
}

/**
 * `base` with `patch` applied, as a new value: `base` is left untouched (only the containers along each
 * path are copied). Throws PatchError when an operation does not fit `base`; the client then asks for
 * the full view.
 */
export function applyPatch<T>(base: T, patch: Patch): T {
  let root: Json = base;
  for (const op of patch) root = applyOp(root, op);
  return root as T;
}

function applyOp(root: Json, op: PatchOp): Json {
  const path = op[0];
  if (!Array.isArray(path)) throw new PatchError('a patch path must be an array');
  if (op.length === 4) return update(root, path, 0, (arr) => splice(arr, op[1], op[2], op[3]));
  if (path.length === 0) {
    if (op.length === 2) return op[1];
    throw new PatchError('cannot delete the root');
  }
  const parentPath = path.slice(0, -1);
  const key = path[path.length - 1]!;
  return update(root, parentPath, 0, (parent) => {
    if (Array.isArray(parent)) {
      if (op.length !== 2 || !validIndex(key, parent.length - 1)) throw new PatchError(`bad array index ${String(key)}`);
      const copy = parent.slice();
      copy[key as number] = op[1];
      return copy;
    }
    if (!isObj(parent) || typeof key !== 'string' || FORBIDDEN.has(key)) throw new PatchError(`bad key ${String(key)}`);
    const copy: Obj = { ...parent };
    if (op.length === 2) copy[key] = op[1];
    else delete copy[key];
    return copy;
  });
}

function splice(arr: Json, start: unknown, count: unknown, items: unknown): Json {
  if (
    !Array.isArray(arr) ||
    !Array.isArray(items) ||
    !validIndex(start, arr.length) ||
    !validIndex(count, arr.length - (start as number))
  ) {
    throw new PatchError('bad splice');
  }
  const copy = arr.slice();
  copy.splice(start as number, count as number, ...items);
  return copy;
}

function validIndex(i: unknown, max: number): boolean {
  return typeof i === 'number' && Number.isInteger(i) && i >= 0 && i <= max;
}

/** Replaces the value at path[depth..] within `node` by `fn(value)`, copying the containers on the way. */
function update(node: Json, path: readonly (string | number)[], depth: number, fn: (v: Json) => Json): Json {
  if (depth === path.length) return fn(node);
  const key = path[depth]!;
  if (Array.isArray(node)) {
    if (!validIndex(key, node.length - 1)) throw new PatchError(`bad array index ${String(key)}`);
    const copy = node.slice();
    copy[key as number] = update(node[key as number], path, depth + 1, fn);
    return copy;
  }
  if (!isObj(node) || typeof key !== 'string' || FORBIDDEN.has(key) || !Object.hasOwn(node, key))
    throw new PatchError(`no key ${String(key)}`);
  return { ...node, [key]: update(node[key], path, depth + 1, fn) };
}
