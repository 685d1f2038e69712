import { defineHex, Orientation, type Hex } from 'honeycomb-grid';

/**
 * One honeycomb Hex class per hex size, flat-top with its origin at the hex centre (HEX-1). The classes are layout
 * helpers only: their instances live for one call and never enter state or files (STYLE.md).
 */
const classesBySize = new Map<number, typeof Hex>();

export function flatHexClass(size: number): typeof Hex {
  let hexClass = classesBySize.get(size);
  if (!hexClass) {
    if (!(size > 0)) throw new Error(`Hex size must be positive, got ${size}`);
    hexClass = defineHex({ dimensions: size, orientation: Orientation.FLAT, origin: { x: 0, y: 0 } });
    classesBySize.set(size, hexClass);
  }
  return hexClass;
}
