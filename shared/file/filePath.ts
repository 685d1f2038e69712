/** A path into a file as a GM-readable place: `document › campaign › armies › entities › R1 › hex`. */
export function pathWhere(path: readonly PropertyKey[]): string {
  const where = ['document', ...path.map((part) => String(part))].join(' › ');
  return where.length > 160 ? `${where.slice(0, 157)}...` : where;
}
