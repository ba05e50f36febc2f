// Each rule module's part of a view (View.modules[moduleId]), typed so the client reads them without
// casts and without importing any rule module. A module's `view` returns exactly its type. The chapter
// A core's modules' parts are here; each rule area's are in its own folder (areas/<area>/view.ts) and
// reach ModuleViews through the area's registration (areas/index.ts AreaViews), so a new area's view
// part changes nothing here. The areas' types are re-exported below, for the barrel.
import type { AreaViews } from './areas/index';

export type { EntrenchmentAllowanceCount, EntrenchmentAllowanceView, EntrenchmentsView } from './areas/entrenchments/index';
export type { ImpulsesView, SewerNetworkNode, SewerNetworkView } from './areas/heroesAndLeaders/index';
export type { ActivationsView, SewerCardsView, SewerCardView } from './areas/sewerCards/index';
export type { OwnSewerStackView, SewerMarkerView, SewersView } from './areas/sewers/index';
export type {
  OwnTunnelStackView,
  RevealedEntranceView,
  TunnelEntranceView,
  TunnelMarkerView,
  TunnelsView,
  TunnelView,
} from './areas/tunnels/index';
export type { WaterView } from './areas/water/index';

/** `movement` (A4.1): the viewer's own units' MF in its MPh; absent for anyone else. */
export interface MovementView {
  readonly mf: Readonly<Record<string, { readonly spent: number; readonly allowance: number }>>;
}

/** `fire` (A8.2): the public Residual FP counters of the current MPh (absent: none). */
export interface FireView {
  readonly residual?: readonly { readonly hex: string; readonly fp: number }[];
  /** A8.1: when this seat is asked about Defensive First Fire (`setFirstFirePrompt`); in its own view only, absent for the default `always`. */
  readonly firstFirePrompt?: 'always' | 'whenCanFire' | 'neverThisMph';
  /** A8.1, A8.3: the First Fire and Final Fire counters on units the viewer sees, by unit id. */
  readonly marks?: Readonly<Record<string, 'firstFire' | 'finalFire'>>;
}

/** Fortification counters (chapter B: B27 foxholes and trenches, B27.56 A-T ditches, B30 pillboxes, F8 sangars, B30.8 bunkers). */
export const FORTIFICATION_KINDS = ['foxhole', 'trench', 'atDitch', 'pillbox', 'sangar', 'bunker'] as const;
export type FortificationKind = (typeof FORTIFICATION_KINDS)[number];

/** A fortification counter: public once play begins (one placed in the secret setup is its owner's until then). */
export interface FortificationView {
  readonly id: string;
  readonly kind: FortificationKind;
  readonly hex: string;
  /** Whose OB it is in. */
  readonly side: 'A' | 'B';
  /** Foxholes: 1S, 2S or 3S (B27.12). */
  readonly squads?: number;
  /** Set up hidden (A12.33, our reading): only its owner's view (and the replay) has it at all, so marked. */
  readonly hidden?: boolean;
}

/** `fortifications` (rules/core/fortifications.ts). */
export interface FortificationsView {
  readonly counters: readonly FortificationView[];
  /** B23.9 Fortified Building Locations given by SSR (public). */
  readonly fortifiedBuildings: readonly string[];
}

/** Every module's part, by module id: the core's below, the areas' from their registration. */
export interface ModuleViews extends AreaViews {
  readonly movement?: MovementView;
  readonly fire?: FireView;
  readonly fortifications?: FortificationsView;
  /** Parts of modules typed neither here nor by an area (a test module, say): read them knowing their shape. */
  readonly [module: string]: unknown;
}
