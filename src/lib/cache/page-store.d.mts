export type PageSelection = {
  every?: boolean;
  paths?: readonly string[];
  prefixes?: readonly string[];
};
type Entry = { lastModified: number; value: unknown; cacheControl?: unknown };

export function pagePathOf(key: string): string | undefined;
export function readPage(key: string, maxAgeMs?: number, now?: number): Entry | null;
export type Encoding = "br" | "gzip";
export type PageDocument = {
  etag: string;
  lastModified: number;
  freshForMs?: number;
  policy?: string;
  html: Buffer;
  copies: Map<Encoding, Promise<Buffer>>;
};
export function currentDocument(
  page: string,
  maxAgeMs?: number,
  now?: number,
): PageDocument | undefined;
export function documentTagged(etag: string): PageDocument | undefined;
export function compressed(bytes: Buffer, encoding: Encoding): Promise<Buffer>;
export function encodedCopy(document: PageDocument, encoding: Encoding): Promise<Buffer>;
export function currentEtag(page: string, maxAgeMs?: number, now?: number): string | undefined;
export function pageMaxAgeMs(): number | undefined;
export function shareForgetting(live: boolean): void;
export function keepPage(key: string, entry: Entry): void;
export function forgetPages(selection: PageSelection, at?: number): void;
export const everyPage: PageSelection;
