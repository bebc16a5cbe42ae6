/**
 * Orders strings by UTF-16 code unit, as PostgreSQL's "C" collation orders ASCII keys (ids,
 * ASINs): the same order on both sides, whatever the machine's locale.
 */
export const codeUnitOrder = (a: string, b: string): number => (a < b ? -1 : a > b ? 1 : 0);
