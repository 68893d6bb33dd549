import "server-only";
import { siteUrl } from "@/lib/seo/site-url";
import type { BeforeCheck } from "./guard";
import { apiRefusal } from "./refusal";
import { SIGN_IN_COOKIE } from "../sign-in-cookie";

/**
 * The engine honours its sign-in cookie only on writes sent from SITE_URL's origin, and otherwise
 * answers "You are not allowed to perform this action." An owner who opened the admin at another
 * address (another port of the same host: other host names are redirected) is told where to go.
 */
export const explainOtherOrigin: BeforeCheck = (request) => {
  if (request.method === "GET" || request.method === "HEAD") return null;
  const origin = request.headers.get("origin");
  const cookies = request.headers.get("cookie") ?? "";
  if (!origin || !cookies.includes(`${SIGN_IN_COOKIE}=`)) return null;
  const site = new URL(siteUrl).origin;
  if (origin === site) return null;
  return apiRefusal(
    403,
    `This admin signs people in at ${site}, but this page is open at ${origin}, so the save was not made. Open ${site}/admin, sign in there and save again.`,
  );
};
