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

/** A tool's label and hint are in the catalogue: map:tools.<tool>.label and .hint (issue 32). */
