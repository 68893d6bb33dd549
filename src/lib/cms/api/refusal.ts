/**
 * A refusal in the engine's own error shape, so the admin shows its message like any other.
 * Never stored by a cache: the same address may be answered differently a moment later.
 */
export function apiRefusal(status: number, message: string): Response {
  return Response.json(
    { errors: [{ message }] },
    { status, headers: { "Cache-Control": "private, no-store" } },
  );
}
