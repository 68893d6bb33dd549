import {
  ArrowLeft as arrowLeft,
  Bath as bath,
  Calculator as calculator,
  CalendarDays as calendarDays,
  Check as check,
  ChefHat as chefHat,
  CircleCheck as circleCheck,
  Clock as clock,
  Copy as copy,
  Hammer as hammer,
  House as house,
  HousePlus as housePlus,
  Leaf as leaf,
  Mail as mail,
  MapPin as mapPin,
  Menu as menu,
  Pause as pause,
  Phone as phone,
  Play as play,
  ShieldCheck as shieldCheck,
  Star as star,
  Trees as trees,
  X as x,
  type IconNode,
} from "lucide";
import { createElement, type CSSProperties, type SVGProps } from "react";
import { cn } from "@/lib/cn";

type IconProps = Omit<SVGProps<SVGSVGElement>, "children">;

/**
 * The site's line icons, drawn as plain SVG from the icon set's path data. The set's React
 * package makes every icon a client component, which put about 5 KB of icon code in every
 * page's scripts; these are markup only, wherever they render. Their stroke is the `line-icon`
 * look (globals.css), not attributes repeated on each.
 */
function lineIcon(node: IconNode, name: string) {
  function LineIcon({ className, ...props }: IconProps) {
    return (
      <svg
        width={24}
        height={24}
        viewBox="0 0 24 24"
        className={cn("line-icon", className)}
        {...props}
      >
        {node.map(([tag, attributes], index) => createElement(tag, { ...attributes, key: index }))}
      </svg>
    );
  }
  LineIcon.displayName = name;
  return LineIcon;
}

export const ArrowLeft = /* @__PURE__ */ lineIcon(arrowLeft, "ArrowLeft");
export const Bath = /* @__PURE__ */ lineIcon(bath, "Bath");
export const Calculator = /* @__PURE__ */ lineIcon(calculator, "Calculator");
export const CalendarDays = /* @__PURE__ */ lineIcon(calendarDays, "CalendarDays");
export const Check = /* @__PURE__ */ lineIcon(check, "Check");
export const CheckCircle2 = /* @__PURE__ */ lineIcon(circleCheck, "CheckCircle2");
export const ChefHat = /* @__PURE__ */ lineIcon(chefHat, "ChefHat");
export const Clock = /* @__PURE__ */ lineIcon(clock, "Clock");
export const Copy = /* @__PURE__ */ lineIcon(copy, "Copy");
export const Hammer = /* @__PURE__ */ lineIcon(hammer, "Hammer");
export const House = /* @__PURE__ */ lineIcon(house, "House");
export const HousePlus = /* @__PURE__ */ lineIcon(housePlus, "HousePlus");
export const Leaf = /* @__PURE__ */ lineIcon(leaf, "Leaf");
export const Mail = /* @__PURE__ */ lineIcon(mail, "Mail");
export const MapPin = /* @__PURE__ */ lineIcon(mapPin, "MapPin");
export const Menu = /* @__PURE__ */ lineIcon(menu, "Menu");
export const Pause = /* @__PURE__ */ lineIcon(pause, "Pause");
export const Phone = /* @__PURE__ */ lineIcon(phone, "Phone");
export const Play = /* @__PURE__ */ lineIcon(play, "Play");
export const ShieldCheck = /* @__PURE__ */ lineIcon(shieldCheck, "ShieldCheck");
export const Star = /* @__PURE__ */ lineIcon(star, "Star");
export const Trees = /* @__PURE__ */ lineIcon(trees, "Trees");
export const X = /* @__PURE__ */ lineIcon(x, "X");

/**
 * A row of filled stars, drawn by the `star-row` look (globals.css): one element, where a drawing
 * per row wrote the star's outline into the page and again into its data (a review each).
 */
export function StarRow({ count, className }: { count: number; className?: string }) {
  return (
    <span
      aria-hidden="true"
      className={cn("star-row", className)}
      style={{ "--stars": count } as CSSProperties}
    />
  );
}
