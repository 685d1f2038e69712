/** The editor's pointer tools, in toolbar order. */
export const TOOLS = [
  'select',
  'brush',
  'fill',
  'settlement',
  'move',
  'remove',
  'controller',
  'river',
  'bridge',
] as const;
export type Tool = (typeof TOOLS)[number];

export const TOOL_LABELS = {
  select: 'Select',
  brush: 'Brush',
  fill: 'Fill',
  settlement: 'Settlement',
  move: 'Move',
  remove: 'Remove',
  controller: 'Control',
  river: 'River',
  bridge: 'Bridge',
} as const satisfies Record<Tool, string>;

export const TOOL_HINTS = {
  select: 'Inspect a hex; drag to pan',
  brush: 'Paint terrain; one stroke is one undo step',
  fill: 'Fill the connected area of one terrain',
  settlement: 'Place a settlement (HEX-7)',
  move: 'Drag a settlement, or click it and then its new hex',
  remove: 'Remove a settlement',
  controller: 'Set who controls a settlement (SETUP-7)',
  river: 'Add or remove a river; removing it removes the bridge',
  bridge: 'Add or remove a bridge over a river (HEX-7)',
} as const satisfies Record<Tool, string>;
