import "server-only";
import type { NextRequest, NextResponse } from "next/server";
import { isHttps } from "@/lib/net/is-https";
import { PORTAL_COOKIE } from "./addresses";
import { sessionOf } from "./session-store";

/**
 * The cookie that keeps a device signed in: never readable by scripts, never sent by another
 * site's form or frame, only over HTTPS where the site is served so.
 */
export function keepSignedIn(
  request: NextRequest,
  response: NextResponse,
  session: { secret: string; expiresAt: Date },
) {
  response.cookies.set({
    name: PORTAL_COOKIE,
    value: session.secret,
    httpOnly: true,
    sameSite: "lax",
    secure: isHttps(request),
    path: "/",
    expires: session.expiresAt,
  });
}

export function forgetSignIn(response: NextResponse) {
  response.cookies.set({ name: PORTAL_COOKIE, value: "", path: "/", maxAge: 0 });
}

/** The device signed in by this request's cookie, if it still is. */
export const requestSession = (request: NextRequest, now = new Date()) =>
  sessionOf(request.cookies.get(PORTAL_COOKIE)?.value, now);
