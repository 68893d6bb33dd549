type Size = { width: number; height: number };

/** Reads a photo's focal point, as pages keep it ("30% 70%"); the middle when unreadable. */
export function focalPoint(position: string): { x: number; y: number } {
  const [x, y] = position.split(/\s+/).map((part) => Number.parseFloat(part));
  const percent = (value: number | undefined) =>
    value !== undefined && Number.isFinite(value) ? Math.min(Math.max(value, 0), 100) : 50;
  return { x: percent(x), y: percent(y) };
}

/**
 * The part of a picture that fills `target` without distortion and keeps the focal point as near
 * the middle as the picture's edges allow: what CSS `object-fit: cover` with that position shows.
 */
export function coverCrop(source: Size, target: Size, focal: { x: number; y: number }) {
  const scale = Math.max(target.width / source.width, target.height / source.height);
  const width = Math.min(source.width, Math.round(target.width / scale));
  const height = Math.min(source.height, Math.round(target.height / scale));
  const place = (length: number, crop: number, percent: number) =>
    Math.min(Math.max(Math.round((length * percent) / 100 - crop / 2), 0), length - crop);
  return {
    left: place(source.width, width, focal.x),
    top: place(source.height, height, focal.y),
    width,
    height,
  };
}
