/**
 * The globals shared/ uses that the browser and Node both provide (the WHATWG URL and Encoding standards),
 * declared as far as shared/ uses them. shared/ is checked without the DOM's and Node's types
 * (tsconfig.shared.json), so a global only one side has (`window`, `process`, `Buffer`) fails there;
 * one both sides have is added here. Only tsconfig.shared.json reads this file: the browser and the
 * server see their own, complete declarations.
 */

declare class URL {
  constructor(url: string, base?: string);
  readonly host: string;
  readonly hostname: string;
  readonly pathname: string;
  readonly searchParams: URLSearchParams;
}

declare class URLSearchParams {
  get(name: string): string | null;
}

declare class TextEncoder {
  encode(input?: string): Uint8Array;
}
