import { ValidationError, type PayloadRequest } from "payload";

/** An admin button's answer: what to say beside it, never kept by a cache. */
export const adminAnswer = (body: unknown, status = 200) =>
  Response.json(body, { status, headers: { "cache-control": "no-store" } });

/** The reason a save was refused, as the office reads it beside the button. */
export const refusalOf = (error: unknown) =>
  error instanceof ValidationError
    ? error.data.errors.map((problem) => problem.message).join(" ")
    : undefined;

/** The form an admin page posted; a body that is no form reads as an empty one. */
export const adminForm = (req: PayloadRequest) =>
  (req.formData?.() ?? Promise.resolve(new FormData())).catch(() => new FormData());
