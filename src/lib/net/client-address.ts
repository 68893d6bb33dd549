import { subscribe } from "node:diagnostics_channel";
import type { IncomingMessage } from "node:http";
import { isIP } from "node:net";

/**
 * The request header that carries the client's address to the proxy, pages and actions. The
 * server writes it on every request before anything else sees the request, so a client cannot
 * choose it (it would be overwritten).
 */
export const CLIENT_ADDRESS_HEADER = "x-client-address";

const plain = (address: string) => address.replace(/^::ffff:(?=\d+\.\d+\.\d+\.\d+$)/, "");

/**
 * The client's address: the connection's peer, unless `trustedHops` reverse proxies stand in
 * front. Each proxy appends the address it received the request from to X-Forwarded-For, so the
 * client is the entry `trustedHops` places from the right; entries further left were written by
 * whoever sent the request and are ignored.
 */
export function clientAddressFrom(
  remoteAddress: string | undefined,
  forwardedFor: string | string[] | undefined,
  trustedHops: number,
): string {
  const remote = remoteAddress ? plain(remoteAddress) : "unknown";
  if (trustedHops <= 0) return remote;
  const chain = [forwardedFor ?? []]
    .flat()
    .flatMap((value) => value.split(","))
    .map((entry) => plain(entry.trim()))
    .filter(Boolean);
  const candidate = chain[chain.length - trustedHops];
  return candidate && isIP(candidate) ? candidate : remote;
}

/**
 * Stamps every incoming request with its client address. Node announces each request on this
 * diagnostics channel just before the server handles it, so the header is in place before the
 * proxy, pages or actions read it.
 */
export function stampClientAddresses(trustedHops: number) {
  subscribe("http.server.request.start", (message) => {
    const { request } = message as { request: IncomingMessage };
    request.headers[CLIENT_ADDRESS_HEADER] = clientAddressFrom(
      request.socket?.remoteAddress,
      request.headers["x-forwarded-for"],
      trustedHops,
    );
  });
}

/** The client's address as the server stamped it on this request; never a value the client wrote. */
export function clientIpFrom(headers: Pick<Headers, "get">): string {
  return headers.get(CLIENT_ADDRESS_HEADER)?.trim() || "unknown";
}
