import "server-only";
import type { AfterCheck } from "./guard";
import { SIGN_IN_COOKIE } from "../sign-in-cookie";

const AUTH_COOKIE = new RegExp(`(?:^|;\\s*)${SIGN_IN_COOKIE}=`);
/** Answers about people whoever asks: leads, accounts, and what the asker may do. */
const PERSONAL_PATH = /^\/api\/(leads|users|access)(\/|$)/;

/** An upload collection's file. */
const FILE_PATH = /^\/api\/[\w-]+\/file\//;

/**
 * A file its collection serves to everyone alike (photos/collection.ts marks photos public): the
 * owner's browser, signed in, sends the admin's cookie with every photo on the site's pages too.
 */
const isPublicFile = (request: Request, response: Response) =>
  FILE_PATH.test(new URL(request.url).pathname) &&
  /^public\b/.test(response.headers.get("cache-control") ?? "");

/**
 * Whether an answer is for the asker alone: it was asked with credentials (but for a public
 * file), it signs someone in or out (a cookie is set; the sign-in's body carries the token), it
 * answers a write, or it is about people. Public reads without credentials keep their own caching.
 */
export function isPrivateAnswer(request: Request, response: Response): boolean {
  const { headers, method } = request;
  const credentials = AUTH_COOKIE.test(headers.get("cookie") ?? "") || headers.has("authorization");
  return (
    (credentials && !isPublicFile(request, response)) ||
    response.headers.has("set-cookie") ||
    (method !== "GET" && method !== "HEAD") ||
    PERSONAL_PATH.test(new URL(request.url).pathname)
  );
}

/**
 * No cache keeps a private answer: a shared one would hand one person's leads or token to the
 * next, and the browser's would show them again after signing out.
 */
export const keepPrivateAnswersUncached: AfterCheck = (request, response) => {
  if (!isPrivateAnswer(request, response)) return response;
  const headers = new Headers(response.headers);
  headers.set("Cache-Control", "private, no-store");
  return new Response(response.body, {
    status: response.status,
    statusText: response.statusText,
    headers,
  });
};
