// Test support (Node only, never imported by the engine): loads the shipped maps and scenarios.
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { compileMap, type GameMap } from '../map/gameMap';

export const DATA_DIR = join(dirname(fileURLToPath(import.meta.url)), '../../data');

export function readJson(path: string): unknown {
  return JSON.parse(readFileSync(path, 'utf8'));
}

export function mapDoc(id: string): unknown {
  return readJson(join(DATA_DIR, 'maps', `${id}.json`));
}

export function loadMap(id: string): GameMap {
  return compileMap(mapDoc(id));
}

export function scenarioDoc(id: string): Record<string, unknown> {
  return readJson(join(DATA_DIR, 'scenarios', `${id}.json`)) as Record<string, unknown>;
}

export function shippedMaps(): string[] {
  return readdirSync(join(DATA_DIR, 'maps')).map((f) => f.replace(/\.json$/, ''));
}

export function shippedScenarios(): string[] {
  return readdirSync(join(DATA_DIR, 'scenarios')).map((f) => f.replace(/\.json$/, ''));
}
