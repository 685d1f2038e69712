import type { PrintContent } from '@shared/print';
import { RULESET_PRINTS } from '../rulesets/prints';
import type { PrintLayerDrawing, RulesetPrint } from '../store/rulesetPrint';

/** The layer a ruleset draws of its own on a printout, with the drawing of its print part (RULESET_PRINTS), or null. */
export function printLayerOf(
  content: Pick<PrintContent, 'layer'>,
): { readonly drawing: PrintLayerDrawing; readonly data: unknown } | null {
  const drawing = content.layer ? (RULESET_PRINTS[content.layer.ruleset] as RulesetPrint).layer : undefined;
  return drawing && content.layer ? { drawing, data: content.layer.data } : null;
}
