// LIKE/ILIKE patterns from what a person typed: its wildcards (`%`, `_`) and backslashes are
// taken literally (PostgreSQL's default escape character is the backslash).

/** A pattern matching `text` anywhere. */
export const containing = (text: string): string => `%${text.replace(/[\\%_]/g, '\\$&')}%`;
