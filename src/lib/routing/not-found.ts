import { notFound } from "next/navigation";

/** Logs a path no content matches on the server, then renders the 404 page. */
export function missingPage(path: string): never {
  console.warn(`404 Not Found: ${path}`);
  notFound();
}
