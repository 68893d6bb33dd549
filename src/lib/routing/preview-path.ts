/** Only an article's own address: never another site (`//host`) or any other page. */
export function previewPath(requested: string | null): string | null {
  return requested && /^\/blog\/[a-z0-9]+(?:-[a-z0-9]+)*$/.test(requested) ? requested : null;
}
