import type { CampaignState, HexmarchDocument } from '@shared/document';
import type { HexKey } from '@shared/hex';
import type { WorldRect } from '@shared/layout';
import type { LegendEntry, PrintChoices, PrintContent } from '@shared/print';
import type { PathFactory } from '../canvas/draw/drawContext';
import type { MapPicture } from '../canvas/draw/mapPicture';
import type { PrintContext } from '../print/printSurface';

/**
 * What a ruleset draws of its own on a printed sheet (a Firestorm campaign's territories, marks and banners, issue
 * 12), given its layer's data (PrintContent.layer.data). Print calls these in the map's drawing order.
 */
export interface PrintLayerDrawing<L = unknown> {
  /** The legend's entries for the layer (each id starts with `symbolPrefix`). */
  legendEntries(layer: L): LegendEntry[];
  readonly symbolPrefix: string;
  /** Draws one of its legend symbols centred on (x, y) in millimetres; `s` is the legend's hex size. */
  drawSymbol(
    ctx: PrintContext,
    id: string,
    x: number,
    y: number,
    s: number,
    layer: L,
    createPath: PathFactory,
  ): void;
  /** Paths built once per export (Firestorm's territory chunks), handed back to `drawUnder`. */
  prepare(picture: MapPicture, layer: L, createPath: PathFactory): unknown;
  /** Over the terrain, under rivers, settlements and names (as on screen). */
  drawUnder(
    ctx: PrintContext,
    prepared: unknown,
    layer: L,
    size: number,
    rect: WorldRect,
    scale: number,
  ): void;
  /** The boxes note cards keep clear of, by hex (a special territory's star, FS-MAP-3). */
  noteObstacles(layer: L, size: number, scale: number): ReadonlyMap<HexKey, WorldRect>;
  /** Over everything else on the map (marks, banners, orders). */
  drawOver(ctx: PrintContext, layer: L, size: number, rect: WorldRect, scale: number): void;
}

/**
 * A campaign ruleset's part of printing and export (RULESET_PRINTS, rulesets/prints.ts): what a printout of a document holding its
 * campaign shows, who gets a handout, and what it draws of its own. print/ composes it; no print file names a
 * ruleset.
 */
export interface RulesetPrint<S extends CampaignState = CampaignState, L = unknown> {
  /** The printout's content for `campaign` (hexNotes are print's own). */
  content(document: HexmarchDocument, campaign: S, choices: PrintChoices): Omit<PrintContent, 'hexNotes'>;
  /** Who gets a handout: the sides or factions, by the id `choices.side` takes. */
  audiences(campaign: S): { id: string; name: string }[];
  /** What it draws of its own, for a ruleset whose content has a layer. */
  readonly layer?: PrintLayerDrawing<L>;
}
