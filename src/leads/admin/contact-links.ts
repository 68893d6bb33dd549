/** The address is validated at intake; encoding still keeps a stray `?` or `&` from adding fields. */
export function mailtoHref(email: string): string {
  return `mailto:${encodeURIComponent(email.trim()).replace(/%40/g, "@")}`;
}
