export type BodyRefusal = { status: 413; message: string };

export const MAX_POST_BYTES: number;
export const MAX_UPLOAD_BYTES: number;
export const PROXY_BODY_BYTES: number;
export function bodyLimitFor(pathname: string): number;
export function isEngineApi(pathname: string): boolean;
export const tooLarge: BodyRefusal;
export const unmeasured: BodyRefusal;
export function bodyRefusal(
  method: string,
  pathname: string,
  header: (name: string) => string | null | undefined,
): BodyRefusal | null;
