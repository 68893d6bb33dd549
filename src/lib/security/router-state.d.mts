export function isReadableRouterState(header: string | null): boolean;
export function navigationRefusal(
  header: (name: string) => string | string[] | null | undefined,
): { status: 400; message: string } | null;
