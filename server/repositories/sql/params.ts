/** Building parameterised SQL without ever pasting a value into the text: placeholders and conditions. */

/** Collects parameters and hands out their `$n` placeholders in order. */
export class Params {
  readonly values: unknown[];
  /** Starts with `values` already placed (copied), e.g. a filter's, to add more after them. */
  constructor(values: readonly unknown[] = []) {
    this.values = [...values];
  }
  add(value: unknown): string {
    this.values.push(value);
    return `$${this.values.length}`;
  }
}

/** `where a and b` from the conditions given, or nothing when there are none. */
export const whereClause = (conditions: string[]) => (conditions.length ? `where ${conditions.join(' and ')}` : '');

/** `text` with LIKE's own wildcards (and its escape character) taken literally. */
const likeLiteral = (text: string) => text.replace(/[\\%_]/g, (match) => `\\${match}`);

/** A LIKE pattern matching `text` anywhere, with LIKE's own wildcards in it taken literally. */
export const containsPattern = (text: string) => `%${likeLiteral(text)}%`;

/** A LIKE pattern matching what starts with `text`, its wildcards taken literally. */
export const startsWithPattern = (text: string) => `${likeLiteral(text)}%`;
