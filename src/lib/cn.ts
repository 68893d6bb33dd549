import { clsx, type ClassValue } from "clsx";

/** Joins class names; callers never pass conflicting utilities, so no merge step is shipped. */
export function cn(...inputs: ClassValue[]) {
  return clsx(inputs);
}
