export const KEPT_PAGE_HEADER: string;
export function preferredEncoding(accepted: string | null | undefined): "br" | "gzip" | undefined;
