/** Whether the visitor's connection is HTTPS: directly, or as the proxy in front reports it. */
export const isHttps = (request: { nextUrl: URL; headers: Headers }) =>
  request.nextUrl.protocol === "https:" || request.headers.get("x-forwarded-proto") === "https";
