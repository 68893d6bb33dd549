"use client";

import type { FormEvent } from "react";

type CompareRangeProps = {
  label: string;
  /** Read out as the slider moves; `{percent}` is replaced by the share of the before photo shown. */
  valueText: string;
};

const describe = (template: string, percent: string) => template.replace("{percent}", percent);

/**
 * The slider over a before/after pair: a native range input (arrow keys, Home, End, touch and
 * drag all work) that moves the split by setting one CSS variable on its frame. Hidden where
 * scripts do not run, where the two photos simply stand side by side.
 */
export function CompareRange({ label, valueText }: CompareRangeProps) {
  const move = (event: FormEvent<HTMLInputElement>) => {
    const input = event.currentTarget;
    input.parentElement?.style.setProperty("--split", `${input.value}%`);
    input.setAttribute("aria-valuetext", describe(valueText, input.value));
  };
  return (
    <input
      type="range"
      min={0}
      max={100}
      defaultValue={50}
      aria-label={label}
      aria-valuetext={describe(valueText, "50")}
      onInput={move}
      className="absolute inset-0 m-0 h-full w-full cursor-ew-resize opacity-0 noscript:hidden"
    />
  );
}
