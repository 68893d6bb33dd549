import config from "@payload-config";
import {
  REST_DELETE,
  REST_GET,
  REST_OPTIONS,
  REST_PATCH,
  REST_POST,
  REST_PUT,
} from "@payloadcms/next/routes";
import { afterApi, beforeApi } from "@/start-up/api-checks";
import { guardedApi } from "@/lib/cms/api/guard";

const guarded = (handler: Parameters<typeof guardedApi>[0]) =>
  guardedApi(handler, beforeApi, afterApi);

/** The admin's REST API; each collection's access rules decide who may read or write what. */
export const GET = guarded(REST_GET(config));
export const POST = guarded(REST_POST(config));
export const DELETE = guarded(REST_DELETE(config));
export const PATCH = guarded(REST_PATCH(config));
export const PUT = guarded(REST_PUT(config));
export const OPTIONS = guarded(REST_OPTIONS(config));
