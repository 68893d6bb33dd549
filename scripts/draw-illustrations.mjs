// Draws the site's placeholder illustrations: one small, original SVG per image id in
// src/photos/images.ts. Run with `node scripts/draw-illustrations.mjs`; the SVGs live in
// public/images, so the build never runs this script. Replace any file with a real photo
// (and update src/photos/images.ts) whenever the owner has one.
import { mkdirSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

const outDir = join(dirname(fileURLToPath(import.meta.url)), "..", "public", "images");
const MAX_BYTES = 6 * 1024;
const W = 1200;
const H = 800;

const c = {
  navy: "#1e3a5f",
  navyD: "#142a45",
  navyL: "#3d5f88",
  ink: "#0f1f33",
  terra: "#c2410c",
  amber: "#d97706",
  gold: "#f2b544",
  glow: "#fde68a",
  red: "#b91c1c",
  cream: "#fbf7f0",
  sand: "#f1e7d8",
  linen: "#e6d9c6",
  taupe: "#c8b49a",
  oak: "#c4935f",
  walnut: "#7b5a3c",
  sage: "#8aa88f",
  sageD: "#56766a",
  sageL: "#d3dfd0",
  white: "#ffffff",
  mist: "#e3ecf2",
  glass: "#cfe3ee",
  steel: "#9aa7b4",
  slate: "#5b6672",
  char: "#2f3640",
  sky: "#d6e6f2",
  grass: "#8fb283",
  grassD: "#678f5f",
  lumber: "#e2bf8c",
  osb: "#d1a866",
  concrete: "#bdb7ae",
  brick: "#a5563b",
  mortar: "#e9dccb",
  // Dated "before" tones: muddy browns, almond, brass, olive.
  mud: "#8a7256",
  olive: "#9a8f62",
  brass: "#b8993a",
  almond: "#e4d6b8",
  dingy: "#cdbb98",
  rose: "#d4a59a",
};

// Coordinates are rounded so the files stay small; opacities keep their decimals.
const n = Math.round;
const attrs = (o) =>
  Object.entries(o)
    .filter(([, v]) => v !== undefined)
    .map(([k, v]) => ` ${k}="${typeof v === "number" && !k.includes("opacity") ? n(v) : v}"`)
    .join("");
const el = (tag, a) => `<${tag}${attrs(a)}/>`;
const d = (s, ...v) => s.reduce((a, part, k) => a + part + (k < v.length ? n(v[k]) : ""), "");
const R = (x, y, width, height, fill, o = {}) => el("rect", { x, y, width, height, fill, ...o });
const C = (cx, cy, r, fill, o = {}) => el("circle", { cx, cy, r, fill, ...o });
const E = (cx, cy, rx, ry, fill, o = {}) => el("ellipse", { cx, cy, rx, ry, fill, ...o });
const P = (path, fill, o = {}) => el("path", { d: path, fill, ...o });
const Po = (pts, fill, o = {}) => el("polygon", { points: pts.map(n).join(" "), fill, ...o });
const S = (stroke, w = 3) => ({ stroke, "stroke-width": w });
const Ln = (path, stroke, w = 3, cap = "round") =>
  P(path, "none", { ...S(stroke, w), "stroke-linecap": cap });
const L = (x1, y1, x2, y2, stroke, w = 3) => Ln(d`M${x1} ${y1}L${x2} ${y2}`, stroke, w);
const shadow = (w) => ({
  stroke: "#000",
  "stroke-opacity": ".18",
  "stroke-width": w,
  fill: "none",
});
const dim = (o = ".22") => ({ "fill-opacity": o });
// Zero-length round-capped segments draw many dots (knobs, bulbs, stars) in one path.
const dots = (pts, color, size) => Ln(pts.map(([x, y]) => d`M${x} ${y}h0`).join(""), color, size);

const pat = (id, w, h, body, x = 0, y = 0) =>
  `<pattern id="${id}" width="${w}" height="${h}" x="${x}" y="${y}" patternUnits="userSpaceOnUse">${body}</pattern>`;
const stagger = (id, fill, line, w, h, x = 0, y = 0) =>
  pat(
    id,
    w,
    h * 2,
    R(0, 0, w, h * 2, fill) +
      P(d`M0 0H${w}M0 ${h}H${w}M${w / 2} 0V${h}M0 ${h}V${h * 2}`, "none", S(line, 2)),
    x,
    y,
  );
const grid = (id, fill, line, w, h, x = 0, y = 0) =>
  pat(id, w, h, R(0, 0, w, h, fill) + P(d`M0 0H${w}M0 0V${h}`, "none", S(line, 2)), x, y);
const checker = (id, a, b, s) =>
  pat(id, s * 2, s * 2, R(0, 0, s * 2, s * 2, a) + R(0, 0, s, s, b) + R(s, s, s, s, b));
const rows = (id, fill, line, h, w = 3) =>
  pat(id, 40, h, R(0, 0, 40, h, fill) + P(d`M0 ${h - 1}H40`, "none", S(line, w)));
const cols = (id, fill, line, w) =>
  pat(id, w, 40, R(0, 0, w, 40, fill) + P(d`M${w - 1} 0V40`, "none", S(line, 2)));
const brick = (id, fill = c.brick) => stagger(id, fill, c.mortar, 44, 14);
const vgrad = (id, stops) =>
  `<linearGradient id="${id}" x1="0" y1="0" x2="0" y2="1">${stops.map(([o, col]) => `<stop offset="${o}" stop-color="${col}"/>`).join("")}</linearGradient>`;

const svg = (defs, body, w = W, h = H) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">${defs ? `<defs>${defs}</defs>` : ""}${body}</svg>\n`;

// A tiny deterministic generator so stars and leaves land in the same place on every run.
function seeded(seed) {
  let s = seed;
  return () => ((s = (s * 16807) % 2147483647) - 1) / 2147483646;
}
const stars = (count, seed, x0, y0, w, h) => {
  const rnd = seeded(seed);
  return dots(
    Array.from({ length: count }, () => [x0 + rnd() * w, y0 + rnd() * h]),
    c.cream,
    4,
  );
};

function quadPoints(x0, y0, cx, cy, x1, y1, count) {
  return Array.from({ length: count }, (_, k) => {
    const t = (k + 1) / (count + 1);
    const u = 1 - t;
    return [u * u * x0 + 2 * u * t * cx + t * t * x1, u * u * y0 + 2 * u * t * cy + t * t * y1];
  });
}
function stringLights(x0, y0, x1, y1, sag, count, night) {
  const cx = (x0 + x1) / 2;
  const cy = (y0 + y1) / 2 + sag * 2;
  const pts = quadPoints(x0, y0, cx, cy, x1, y1, count);
  return (
    Ln(d`M${x0} ${y0}Q${cx} ${cy} ${x1} ${y1}`, c.char, 2) +
    (night
      ? Ln(pts.map(([x, y]) => d`M${x} ${y + 8}h0`).join(""), c.gold, 26).replace(
          "/>",
          ' stroke-opacity=".35"/>',
        )
      : "") +
    dots(
      pts.map(([x, y]) => [x, y + 8]),
      night ? c.glow : c.gold,
      12,
    )
  );
}

const tree = (x, gy, r, leaf = c.sageD, trunk = c.walnut) =>
  R(x - r * 0.12, gy - r * 1.4, r * 0.24, r * 1.4, trunk) +
  C(x - r * 0.6, gy - r * 1.45, r * 0.72, leaf) +
  C(x + r * 0.6, gy - r * 1.45, r * 0.72, leaf) +
  C(x, gy - r * 1.85, r * 0.9, leaf);
const shrubs = (pts, fill = c.grassD) => pts.map(([x, y, r]) => E(x, y, r, r * 0.7, fill)).join("");
const plant = (x, y, pot = c.terra, leaf = c.sage) =>
  R(x - 22, y - 36, 44, 36, pot, { rx: 4 }) +
  E(x - 12, y - 56, 12, 26, leaf, { transform: d`rotate(-20 ${x - 12} ${y - 56})` }) +
  E(x + 12, y - 56, 12, 26, c.sageD, { transform: d`rotate(20 ${x + 12} ${y - 56})` }) +
  E(x, y - 66, 11, 28, leaf);

function win(x, y, w, h, o = {}) {
  const { frame = c.white, glass = c.glass, lit = false, shutter } = o;
  let s = R(x - 6, y - 6, w + 12, h + 12, frame) + R(x, y, w, h, lit ? c.glow : glass);
  s += Ln(d`M${x + w / 2} ${y}V${y + h}M${x} ${y + h / 2}H${x + w}`, frame, 5, "butt");
  if (shutter)
    s +=
      R(x - 16 - w * 0.4, y - 6, w * 0.4, h + 12, shutter) +
      R(x + w + 16, y - 6, w * 0.4, h + 12, shutter);
  return s;
}

function view(x, y, w, h, night) {
  return (
    R(x - 12, y - 12, w + 24, h + 24, c.navy) +
    R(x, y, w, h, night ? c.navyD : c.sky) +
    (night
      ? C(x + w * 0.72, y + h * 0.3, 20, c.cream) + stars(5, 7, x + 10, y + 10, w - 20, h * 0.4)
      : C(x + w * 0.75, y + h * 0.28, 22, "#fde7b0")) +
    P(
      d`M${x} ${y + h}V${y + h * 0.72}Q${x + w * 0.3} ${y + h * 0.5} ${x + w * 0.55} ${y + h * 0.68}Q${x + w * 0.8} ${y + h * 0.55} ${x + w} ${y + h * 0.66}V${y + h}Z`,
      night ? "#24466b" : c.sage,
    ) +
    Ln(d`M${x + w / 2} ${y}V${y + h}`, c.navy, 8, "butt") +
    R(x - 22, y + h + 10, w + 44, 10, c.white)
  );
}

function pendant(x, y, fill, night, spread = 120, floor = 548) {
  return (
    L(x, 0, x, y - 48, c.char, 2) +
    P(
      d`M${x - 38} ${y}Q${x - 34} ${y - 48} ${x} ${y - 50}Q${x + 34} ${y - 48} ${x + 38} ${y}Z`,
      fill,
    ) +
    E(x, y, 22, 6, c.glow) +
    (night
      ? Po([x - 38, y + 2, x + 38, y + 2, x + spread, floor, x - spread, floor], c.glow, {
          opacity: ".2",
        })
      : "")
  );
}

// ---------- Kitchens ----------

function kitchen(o = {}) {
  const k = {
    wall: c.cream,
    floor: c.oak,
    upper: c.white,
    lower: c.navy,
    island: c.navy,
    top: c.white,
    splash: c.white,
    grout: c.linen,
    stool: c.terra,
    shade: c.char,
    pendants: 3,
    night: false,
    ...o,
  };
  const defs =
    stagger("sp", k.splash, k.grout, 40, 16) + stagger("fl", k.floor, "#9b7047", 240, 34, 0, 600);
  let s =
    R(0, 0, W, 600, k.wall) + R(0, 600, W, 200, "url(#fl)") + R(100, 300, 1000, 130, "url(#sp)");
  s += view(150, 150, 280, 240, k.night);
  for (const x of [500, 900])
    s += R(x, 100, 200, 200, k.upper, S(k.grout, 2)) + L(x + 100, 100, x + 100, 300, k.grout, 2);
  s += Ln(d`M588 262v24M612 262v24M988 262v24M1012 262v24`, k.shade, 6);
  if (k.night)
    s +=
      R(500, 300, 200, 8, c.glow) +
      R(900, 300, 200, 8, c.glow) +
      R(500, 308, 200, 60, c.glow, dim(".25")) +
      R(900, 308, 200, 60, c.glow, dim(".25"));
  s +=
    Po([765, 0, 835, 0, 835, 190, 900, 250, 700, 250, 765, 190], k.hood ?? k.upper, S(k.grout, 2)) +
    R(690, 250, 220, 12, k.shade);
  s +=
    R(100, 444, 1000, 146, k.lower) +
    P(
      d`M100 480H700M900 480H1100M200 444V590M300 444V590M400 444V590M500 444V590M600 444V590M1000 444V590`,
      "none",
      shadow(2),
    );
  s += Ln(
    d`M135 462h30M235 462h30M335 462h30M435 462h30M535 462h30M635 462h30M935 462h30M1035 462h30`,
    k.shade,
    6,
  );
  s +=
    R(705, 444, 190, 146, c.steel) +
    R(725, 490, 150, 80, c.char, { rx: 6 }) +
    R(725, 462, 150, 8, c.char, { rx: 4 });
  s +=
    R(90, 430, 1020, 14, k.top) +
    R(720, 420, 160, 10, c.char) +
    R(100, 590, 1000, 10, "#000", dim(".25"));
  s += Ln(d`M290 430V372Q290 352 310 352Q330 352 330 372`, c.steel, 7) + plant(1042, 430);
  s +=
    R(270, 548, 660, 20, k.top, { rx: 3 }) +
    R(290, 568, 620, 176, k.island) +
    P(d`M445 568V744M600 568V744M755 568V744`, "none", shadow(3));
  s +=
    R(290, 744, 620, 10, "#000", dim(".25")) +
    P(d`M350 522H450Q445 548 400 548Q355 548 350 522Z`, c.white, S(c.linen, 2));
  s += dots(
    [
      [378, 514],
      [402, 510],
      [426, 515],
    ],
    k.night ? c.terra : c.gold,
    22,
  );
  for (const x of [420, 600, 780]) {
    s +=
      R(x - 42, 622, 84, 16, k.stool, { rx: 8 }) +
      Ln(
        d`M${x - 30} 638L${x - 42} 790M${x + 30} 638L${x + 42} 790M${x - 36} 730H${x + 36}`,
        c.char,
        5,
      );
  }
  for (let j = 0; j < k.pendants; j++)
    s += pendant(600 + (j - (k.pendants - 1) / 2) * 190, 370, k.pendantFill ?? k.shade, k.night);
  return svg(defs, s);
}

function kitchenBefore() {
  const defs =
    grid("tl", c.almond, c.dingy, 30, 30, 0, 300) +
    checker("fl", c.almond, c.dingy, 50) +
    pat(
      "du",
      100,
      200,
      R(0, 0, 100, 200, c.mud) +
        R(14, 18, 72, 164, "none", { ...S(c.walnut, 4), rx: 14 }) +
        R(0, 0, 100, 200, "none", S(c.walnut, 2)),
      0,
      100,
    ) +
    pat(
      "dl",
      100,
      146,
      R(0, 0, 100, 146, c.mud) +
        R(0, 36, 100, 110, "none", S(c.walnut, 2)) +
        R(14, 50, 72, 82, "none", { ...S(c.walnut, 4), rx: 10 }),
      0,
      444,
    );
  let s =
    R(0, 0, W, 600, "#e6d8b9") +
    R(0, 0, W, 36, "#efe4cc") +
    R(450, 0, 300, 22, "#f6f1dc", S(c.dingy, 2));
  s +=
    R(100, 36, 1000, 64, "#d9c7a2") +
    R(100, 300, 1000, 130, "url(#tl)") +
    R(0, 600, W, 200, "url(#fl)");
  s +=
    view(150, 150, 280, 240, false) +
    R(130, 132, 320, 50, c.olive) +
    Po([130, 182, 200, 182, 150, 400, 130, 400], c.olive) +
    Po([450, 182, 380, 182, 430, 400, 450, 400], c.olive);
  s +=
    R(500, 100, 600, 200, "url(#du)") +
    R(705, 225, 190, 75, c.almond, S(c.mud, 3)) +
    R(720, 240, 120, 44, c.char);
  s +=
    R(100, 444, 1000, 146, "url(#dl)") +
    R(705, 444, 190, 146, c.almond, S(c.dingy, 2)) +
    R(735, 500, 130, 60, c.char, { rx: 4 });
  s += dots(
    [
      [586, 280],
      [614, 280],
      [986, 280],
      [1014, 280],
      [1086, 280],
      [150, 462],
      [250, 462],
      [350, 462],
      [450, 462],
      [550, 462],
      [650, 462],
      [950, 462],
      [1050, 462],
    ],
    c.brass,
    12,
  );
  s +=
    R(90, 430, 1020, 12, "#d8c49a") +
    R(90, 440, 1020, 6, c.walnut) +
    E(760, 428, 30, 5, c.char) +
    E(840, 428, 30, 5, c.char);
  s +=
    Ln(d`M290 430V380H316`, c.brass, 7) +
    Ln(d`M180 428l20-44l20 44l20-44l20 44l20-44l20 44`, c.steel, 4);
  s +=
    R(520, 390, 80, 40, c.steel, { rx: 10 }) +
    R(612, 360, 40, 70, c.white, S(c.dingy, 2)) +
    R(470, 370, 40, 60, c.terra);
  s +=
    R(950, 378, 44, 52, c.olive) +
    R(1000, 392, 36, 38, c.olive) +
    R(1042, 402, 28, 28, c.olive) +
    R(200, 416, 60, 14, c.white);
  s +=
    R(960, 620, 70, 120, c.steel, { rx: 6 }) +
    R(250, 690, 420, 60, c.rose, dim(".7")) +
    R(100, 590, 1000, 10, c.walnut);
  return svg(defs, s);
}

function counterDetail(o = {}) {
  const k = {
    splash: c.white,
    grout: c.linen,
    top: c.white,
    lower: c.navy,
    accent: c.terra,
    shelf: c.oak,
    ...o,
  };
  const defs = k.stack
    ? grid("sp", k.splash, k.grout, 60, 60)
    : stagger("sp", k.splash, k.grout, 80, 30);
  let s = R(0, 0, W, 520, "url(#sp)") + R(100, 200, 460, 18, k.shelf);
  s +=
    R(130, 120, 50, 80, c.glass, { rx: 8 }) +
    R(200, 140, 50, 60, c.glass, { rx: 8 }) +
    R(280, 150, 90, 50, k.accent, { rx: 24 }) +
    R(400, 110, 36, 90, c.sage, { rx: 6 }) +
    R(460, 130, 60, 70, c.white, S(c.linen, 2));
  s +=
    R(0, 520, W, 44, k.top) +
    Ln(d`M0 540Q200 530 420 548T900 536T1200 546`, c.taupe, 2) +
    R(0, 564, W, 236, k.lower);
  for (const x of [0, 300, 600, 900]) s += R(x + 26, 596, 248, 204, "none", shadow(4));
  s +=
    P(d`M300 564V800M600 564V800M900 564V800`, "none", shadow(4)) +
    Ln(d`M280 620v60M320 620v60M880 620v60M920 620v60`, c.brass, 8);
  s +=
    R(700, 524, 260, 6, c.steel) +
    R(748, 506, 28, 16, c.steel) +
    Ln(d`M762 508V370Q762 320 818 320Q872 320 872 372V400`, c.steel, 14);
  s +=
    R(150, 470, 280, 50, c.oak, { rx: 12 }) +
    dots(
      [
        [240, 470],
        [290, 474],
        [340, 468],
      ],
      c.gold,
      40,
    );
  s +=
    R(1010, 400, 70, 120, k.accent, { rx: 24 }) +
    Ln(d`M1045 400Q1030 300 980 250M1045 400Q1060 320 1110 280M1045 400V260`, c.sageD, 4);
  s += dots(
    [
      [980, 250],
      [1000, 270],
      [1110, 280],
      [1090, 300],
      [1045, 260],
      [1040, 300],
    ],
    c.sage,
    22,
  );
  return svg(defs, s);
}

function kitchenLighting() {
  const defs = stagger("fl", "#5a4330", "#4a3525", 240, 30, 0, 720);
  let s = R(0, 0, W, 800, c.navy) + R(0, 0, W, 40, c.navyD) + R(0, 720, W, 80, "url(#fl)");
  for (const y of [200, 330]) s += R(60, y, 220, 12, c.oak) + R(920, y, 220, 12, c.oak);
  s +=
    R(80, 150, 40, 50, c.cream, { rx: 6 }) +
    R(140, 160, 60, 40, c.terra, { rx: 20 }) +
    R(220, 290, 40, 40, c.sage, { rx: 6 }) +
    R(960, 140, 30, 60, c.cream) +
    R(1000, 270, 90, 60, c.gold, { rx: 30 });
  for (const x of [300, 600, 900]) {
    s +=
      Po([x - 90, 300, x + 90, 300, x + 230, 600, x - 230, 600], c.glow, { opacity: ".16" }) +
      L(x, 40, x, 200, c.gold, 3);
    s +=
      P(d`M${x - 90} 300Q${x - 90} 200 ${x} 200Q${x + 90} 200 ${x + 90} 300Z`, c.gold) +
      E(x, 300, 90, 14, c.glow) +
      C(x, 300, 120, c.glow, { opacity: ".12" });
  }
  s +=
    R(100, 600, 1000, 26, c.cream) +
    R(130, 626, 940, 174, c.walnut) +
    P(d`M365 626V800M600 626V800M835 626V800`, "none", shadow(4));
  s +=
    P(d`M420 600Q420 560 470 560Q520 560 520 600Z`, c.cream) +
    R(720, 540, 60, 60, c.terra, { rx: 22 }) +
    Ln(d`M750 540Q740 480 700 450M750 540Q770 490 810 470`, c.sage, 5);
  return svg(defs, s);
}

function materials(o) {
  const defs = stagger("wd", o.wood, "#00000030", 225, 30) + o.tileDef;
  let s = R(0, 0, W, H, c.linen);
  const card = (x, y, w, h, fill, extra = "") =>
    R(x + 10, y + 12, w, h, "#000", dim(".1")) + R(x, y, w, h, fill) + extra;
  s += card(
    90,
    90,
    520,
    380,
    o.slab,
    Ln(d`M90 200Q250 150 330 260T610 300M200 470Q300 380 420 400T610 180`, o.vein, 3),
  );
  s += card(660, 90, 450, 180, "url(#wd)") + card(660, 310, 450, 160, "url(#tl)");
  s += card(
    90,
    520,
    240,
    200,
    o.door,
    R(120, 550, 180, 140, "none", shadow(5)) + Ln(d`M285 600v40`, o.metal, 8),
  );
  s +=
    card(380, 520, 70, 200, o.chips[0]) +
    card(460, 520, 70, 200, o.chips[1]) +
    card(540, 520, 70, 200, o.chips[2]);
  s +=
    Ln(d`M700 600H900`, o.metal, 16) +
    dots(
      [
        [960, 600],
        [1040, 600],
      ],
      o.metal,
      36,
    ) +
    Ln(d`M700 690H1000`, c.char, 10, "butt");
  s += Po([1000, 684, 1000, 696, 1030, 690], c.sand) + plant(1100, 740);
  return svg(defs, s);
}

// ---------- Bathrooms ----------

function bathroom(o = {}) {
  const b = {
    wall: c.cream,
    tile: c.sageL,
    grout: c.white,
    floor: c.linen,
    vanity: c.navy,
    top: c.white,
    metal: c.brass,
    towel: c.terra,
    ...o,
  };
  const defs =
    grid("sw", b.tile, b.grout, 60, 120, 0, 80) + grid("fl", b.floor, c.taupe, 100, 100, 0, 620);
  let s =
    R(0, 0, W, 620, b.wall) + R(0, 620, W, 180, "url(#fl)") + R(700, 80, 420, 540, "url(#sw)");
  s +=
    L(910, 80, 910, 130, b.metal, 8) +
    R(860, 130, 100, 12, b.metal, { rx: 6 }) +
    Ln(d`M880 160l-10 60M910 160v70M940 160l10 60M895 250l-6 50M925 250l6 50`, c.white, 3);
  s +=
    R(980, 300, 100, 140, "#000", dim(".12")) +
    R(995, 380, 24, 60, b.towel, { rx: 6 }) +
    R(1030, 396, 26, 44, c.white, { rx: 6 });
  s +=
    C(800, 360, 20, b.metal) +
    L(800, 360, 836, 346, b.metal, 6) +
    R(960, 530, 160, 30, b.top) +
    R(720, 602, 380, 6, c.steel);
  s +=
    R(700, 80, 200, 540, c.glass, { opacity: ".35", ...S(c.steel, 4) }) +
    Ln(d`M730 200l60-60M740 260l110-110`, c.white, 4);
  s += b.double
    ? C(230, 240, 95, c.mist, S(b.metal, 8)) + C(510, 240, 95, c.mist, S(b.metal, 8))
    : R(120, 150, 500, 190, c.mist, S(b.metal, 8));
  if (b.double) s += R(364, 190, 12, 90, b.metal, { rx: 6 }) + C(370, 184, 16, c.glow);
  s += R(70, 430, 580, 22, b.top) + R(80, 452, 560, 150, b.vanity);
  s +=
    P(d`M80 527H640M360 452V602`, "none", shadow(3)) +
    Ln(d`M190 490h60M470 490h60M190 565h60M470 565h60`, b.metal, 6) +
    R(80, 602, 560, 10, "#000", dim(".1"));
  for (const x of [230, 510])
    s +=
      P(
        d`M${x - 65} 396H${x + 65}Q${x + 60} 430 ${x} 430Q${x - 60} 430 ${x - 65} 396Z`,
        c.white,
        S(c.linen, 2),
      ) + Ln(d`M${x + 40} 396V358H${x + 14}`, b.metal, 6);
  s +=
    plant(612, 430, c.white) +
    R(660, 300, 30, 150, b.towel, { rx: 4 }) +
    L(650, 300, 700, 300, b.metal, 6);
  return svg(defs, s);
}

function bathroomBefore() {
  const defs =
    grid("t4", c.almond, c.dingy, 30, 30) +
    checker("fl", c.dingy, c.almond, 40) +
    cols("wp", "#e8dcc4", "#d8c8a8", 24) +
    pat(
      "vd",
      140,
      150,
      R(0, 0, 140, 150, c.mud) +
        R(16, 16, 108, 118, "none", { ...S(c.walnut, 4), rx: 16 }) +
        R(0, 0, 140, 150, "none", S(c.walnut, 2)),
      80,
      452,
    );
  let s =
    R(0, 0, W, 620, "url(#wp)") +
    R(0, 360, W, 260, "url(#t4)") +
    R(0, 352, W, 10, c.rose) +
    R(0, 620, W, 180, "url(#fl)");
  s +=
    R(700, 110, 500, 510, "url(#t4)") +
    R(700, 470, 500, 150, c.almond, S(c.dingy, 3)) +
    L(690, 110, 1200, 110, c.brass, 6);
  s += P(
    d`M700 110H930V470Q915 455 900 470T870 470T840 470T810 470T780 470T750 470T720 470T700 470Z`,
    c.rose,
    S("#b98a80", 2),
  );
  s +=
    Ln(d`M930 140v330M870 130v340M810 130v340M760 130v340`, "#b98a80", 2) +
    L(1060, 170, 1060, 220, c.brass, 8) +
    E(1060, 226, 26, 10, c.brass);
  s +=
    R(100, 110, 480, 28, c.brass) +
    dots(
      [
        [140, 124],
        [220, 124],
        [300, 124],
        [380, 124],
        [460, 124],
        [540, 124],
      ],
      "#fff8dc",
      24,
    );
  s +=
    R(110, 150, 460, 200, c.mist, S(c.dingy, 4)) +
    R(70, 430, 580, 22, "#e2cfae") +
    R(80, 452, 560, 150, "url(#vd)") +
    E(340, 436, 70, 9, c.white);
  s +=
    Ln(d`M340 430V404H362`, c.brass, 7) +
    dots(
      [
        [200, 520],
        [340, 520],
        [480, 520],
        [610, 470],
      ],
      c.brass,
      14,
    );
  s +=
    R(110, 392, 30, 38, c.terra) +
    R(150, 400, 24, 30, c.sage) +
    R(180, 404, 40, 26, c.white) +
    R(520, 388, 26, 42, c.olive) +
    R(560, 400, 50, 30, c.rose);
  s +=
    Ln(d`M620 446Q690 520 640 600T700 640`, c.char, 3) +
    L(660, 280, 700, 280, c.brass, 6) +
    R(662, 284, 36, 120, c.olive);
  s += R(80, 602, 560, 18, c.mud) + R(380, 680, 200, 60, c.rose, { rx: 20 });
  return svg(defs, s);
}

function showerDetail(o = {}) {
  const b = {
    tile: c.sageL,
    grout: c.white,
    floor: c.white,
    niche: c.navy,
    metal: c.char,
    bench: c.oak,
    ...o,
  };
  const defs =
    (b.subway ? stagger("sw", b.tile, b.grout, 90, 30) : grid("sw", b.tile, b.grout, 80, 160)) +
    grid("mo", b.floor, c.taupe, 30, 30, 0, 680);
  let s = R(0, 0, W, H, "url(#sw)") + R(0, 680, W, 120, "url(#mo)") + R(300, 690, 600, 8, c.steel);
  s +=
    L(600, 0, 600, 100, b.metal, 12) +
    E(600, 110, 120, 18, b.metal) +
    Ln(
      d`M520 150l-30 200M560 150l-12 260M600 150v280M640 150l12 260M680 150l30 200`,
      c.white,
      4,
    ).replace("/>", ' stroke-dasharray="30 26"/>');
  s +=
    R(160, 260, 220, 300, b.niche) +
    L(160, 410, 380, 410, b.tile, 6) +
    R(190, 330, 40, 80, c.terra, { rx: 8 }) +
    R(250, 350, 40, 60, c.white, { rx: 8 }) +
    R(310, 340, 36, 70, c.sage, { rx: 8 });
  s +=
    R(200, 470, 80, 90, c.cream, { rx: 10 }) +
    C(860, 400, 44, b.metal) +
    L(860, 400, 930, 380, b.metal, 10);
  s +=
    L(1000, 240, 1000, 560, b.metal, 10) +
    R(984, 260, 32, 90, b.metal, { rx: 10 }) +
    Ln(d`M1000 350Q1040 500 980 600`, b.metal, 6);
  s +=
    R(700, 600, 500, 80, b.bench) +
    R(760, 550, 160, 50, c.terra, { rx: 25 }) +
    R(930, 560, 140, 40, c.cream, { rx: 20 });
  s +=
    R(0, 0, 120, H, c.glass, { opacity: ".35" }) +
    L(120, 0, 120, H, c.steel, 6) +
    R(112, 150, 16, 50, c.steel) +
    R(112, 560, 16, 50, c.steel);
  return svg(defs, s);
}

function vanityDetail(o = {}) {
  const b = { wall: c.white, grout: c.linen, top: c.white, vanity: c.sageD, metal: c.brass, ...o };
  const defs = stagger("wt", b.wall, b.grout, 60, 24);
  let s = R(0, 0, W, 560, "url(#wt)") + R(0, 560, W, 240, c.sand);
  s +=
    C(600, 260, 176, b.metal) +
    C(600, 260, 166, c.mist) +
    Ln(d`M500 180l80-80M520 240l120-120`, c.white, 8);
  for (const x of [320, 880])
    s +=
      R(x - 10, 190, 20, 110, b.metal, { rx: 10 }) +
      C(x, 200, 34, c.glow) +
      C(x, 200, 60, c.glow, { opacity: ".25" });
  s +=
    R(160, 540, 880, 30, b.top) +
    P(d`M520 470H680Q676 540 600 540Q524 540 520 470Z`, c.white, S(c.linen, 2));
  s += Ln(d`M700 540V430Q700 400 670 400H630`, b.metal, 12) + L(700, 460, 730, 446, b.metal, 8);
  s += R(800, 480, 40, 60, c.char, { rx: 8 }) + L(820, 480, 820, 462, c.char, 6) + plant(330, 540);
  s +=
    R(180, 570, 840, 210, b.vanity) +
    P(d`M600 570V700M180 700H1020`, "none", shadow(3)) +
    Ln(d`M560 630h-60M640 630h60`, b.metal, 8);
  const knobs = [260, 340, 420, 780, 860, 940].map((x) => [x, 742]);
  s += dots(knobs, c.cream, 60) + dots(knobs, c.linen, 16);
  return svg(defs, s);
}

function bathTub() {
  const defs = grid("fl", c.sand, c.taupe, 120, 60, 0, 600);
  let s =
    R(0, 0, W, 600, c.sageL) +
    R(0, 600, W, 200, "url(#fl)") +
    R(400, 80, 400, 360, c.white) +
    R(420, 100, 360, 320, c.sky);
  s +=
    P(d`M420 420V330Q520 270 600 320T780 300V420Z`, c.sage) +
    Ln(d`M600 100V420`, c.white, 8, "butt");
  s +=
    P(d`M420 100H500Q470 250 500 430H420Z`, c.white, dim(".75")) +
    P(d`M780 100H700Q730 250 700 430H780Z`, c.white, dim(".75"));
  s +=
    R(290, 456, 620, 20, c.white, { rx: 10 }) +
    P(d`M300 470H900Q900 640 760 656H440Q300 640 300 470Z`, c.white, S(c.linen, 3));
  s +=
    Ln(d`M960 656V420Q960 392 930 392H904`, c.brass, 10) +
    R(140, 540, 100, 116, c.oak) +
    R(160, 500, 24, 40, c.cream) +
    R(196, 490, 30, 50, c.terra, { rx: 12 });
  s +=
    R(1040, 300, 70, 180, c.terra, { rx: 6 }) +
    R(1040, 440, 70, 12, c.cream) +
    L(1030, 300, 1120, 300, c.brass, 6) +
    R(380, 690, 440, 70, c.navy, dim(".8"));
  s += plant(1070, 600, c.navy);
  return svg(defs, s);
}

function smallBath(dated) {
  const back = dated ? "url(#t4)" : "url(#lt)";
  const defs = dated
    ? grid("t4", c.almond, c.dingy, 28, 28) + checker("fl", c.dingy, c.almond, 36)
    : grid("lt", c.white, c.linen, 120, 60, 0, 20) + grid("fl", c.sand, c.taupe, 90, 90);
  let s =
    R(0, 0, W, H, "url(#fl)") + Po([0, 0, W, 0, 1050, 80, 150, 80], dated ? "#efe4cc" : c.white);
  s +=
    Po([0, 0, 150, 80, 150, 680, 0, 800], dated ? "#d9c9a6" : c.linen) +
    Po([W, 0, 1050, 80, 1050, 680, W, 800], dated ? "#d9c9a6" : c.linen);
  s +=
    R(150, 80, 900, 600, dated ? "#e8dcc0" : c.cream) +
    R(150, dated ? 380 : 80, dated ? 520 : 0, dated ? 300 : 0, back) +
    R(670, 80, 380, 600, back);
  if (dated) s += R(150, 372, 520, 10, c.rose);
  s += R(670, 520, 380, 160, dated ? c.almond : c.white, S(dated ? c.dingy : c.linen, 3));
  if (dated) {
    s +=
      L(660, 120, 1050, 120, c.brass, 6) +
      P(
        d`M680 120H860V520Q840 505 820 520T780 520T740 520T700 520T680 520Z`,
        c.rose,
        S("#b98a80", 2),
      );
    s +=
      L(980, 170, 980, 220, c.brass, 8) +
      E(980, 226, 24, 9, c.brass) +
      R(180, 150, 240, 190, c.mist, S(c.dingy, 6)) +
      R(180, 120, 240, 22, c.brass);
    s +=
      R(170, 430, 290, 20, "#e2cfae") +
      R(180, 450, 270, 230, c.mud, S(c.walnut, 3)) +
      R(200, 470, 110, 190, "none", { ...S(c.walnut, 4), rx: 12 }) +
      R(320, 470, 110, 190, "none", { ...S(c.walnut, 4), rx: 12 });
    s +=
      dots(
        [
          [295, 560],
          [335, 560],
        ],
        c.brass,
        14,
      ) +
      Ln(d`M300 432V406H320`, c.brass, 6) +
      R(200, 396, 24, 34, c.terra) +
      R(232, 404, 20, 26, c.olive) +
      R(380, 400, 44, 30, c.white);
  } else {
    s +=
      R(670, 80, 150, 600, c.glass, { opacity: ".35", ...S(c.steel, 4) }) +
      Ln(d`M690 200l60-60M700 270l100-100`, c.white, 4);
    s +=
      L(960, 120, 960, 160, c.char, 6) +
      R(920, 160, 80, 10, c.char, { rx: 5 }) +
      R(880, 300, 90, 120, "#000", dim(".1")) +
      R(895, 370, 20, 50, c.terra, { rx: 6 });
    s +=
      C(300, 240, 100, c.mist, S(c.char, 6)) +
      R(284, 120, 32, 18, c.char, { rx: 9 }) +
      R(170, 440, 290, 18, c.white) +
      R(180, 458, 270, 130, c.sageD);
    s +=
      L(315, 500, 315, 560, "#000", 3) +
      Ln(d`M280 520v30M350 520v30`, c.char, 6) +
      P(d`M260 440Q260 412 315 412Q370 412 370 440Z`, c.white, S(c.linen, 2)) +
      Ln(d`M315 412V388H296`, c.char, 6);
    s += plant(430, 440, c.navy) + R(180, 588, 270, 10, "#000", dim(".1"));
  }
  s +=
    R(510, 420, 110, 110, c.white, { rx: 8, ...S(dated ? c.dingy : c.linen, 2) }) +
    P(
      d`M495 540H635Q630 600 590 610V680H540V610Q500 600 495 540Z`,
      c.white,
      S(dated ? c.dingy : c.linen, 2),
    );
  s += E(565, 538, 72, 10, dated ? c.rose : c.white, S(dated ? c.dingy : c.linen, 2));
  if (dated)
    s +=
      R(520, 470, 90, 40, c.rose) +
      R(560, 400, 40, 20, c.white) +
      R(300, 720, 220, 50, c.rose, { rx: 20 });
  return svg(defs, s);
}

// ---------- Exteriors: additions, whole homes, tiny homes ----------

const sky = (gy = 620, col = c.sky, ground = c.grass) =>
  R(0, 0, W, gy, col) + R(0, gy, W, H - gy, ground);
const clouds = (pts) =>
  pts
    .map(
      ([x, y, w]) =>
        E(x, y, w, w * 0.28, c.white, dim(".85")) +
        E(x + w * 0.3, y - w * 0.15, w * 0.45, w * 0.25, c.white, dim(".85")),
    )
    .join("");

function studs(x, y, w, h, gap = 40) {
  let p = "";
  for (let sx = x + 4; sx <= x + w - 4; sx += gap) p += d`M${sx} ${y}V${y + h}`;
  return Ln(p, c.lumber, 8, "butt") + R(x, y, w, 12, c.osb) + R(x, y + h - 10, w, 10, c.osb);
}

function ranch(o = {}) {
  const h = { wall: "url(#br)", roof: c.slate, trim: c.white, door: c.navy, shutter: c.navy, ...o };
  let s = R(200, 420, 600, 200, h.wall);
  if (h.story === "framed") {
    s +=
      Po([170, 420, 830, 420, 800, 396, 200, 396], h.roof) +
      studs(240, 250, 520, 146) +
      Ln(
        d`M240 250L500 150L760 250M300 228V250M500 150V250M700 228V250M370 201L500 250L630 201`,
        c.osb,
        8,
      );
  } else if (h.story === "done") {
    s +=
      Po([170, 420, 830, 420, 800, 396, 200, 396], h.roof) +
      R(220, 236, 560, 160, "url(#sd)") +
      Po([190, 240, 810, 240, 720, 150, 280, 150], h.roof);
    s +=
      win(280, 280, 80, 80, { shutter: h.shutter }) +
      win(460, 280, 80, 80) +
      win(640, 280, 80, 80, { shutter: h.shutter });
  } else {
    s += Po([170, 420, 830, 420, 740, 320, 260, 320], h.roof);
  }
  s +=
    R(170, 414, 660, 10, h.trim) +
    win(260, 470, 90, 90, { shutter: h.shutter, frame: h.trim, glass: h.glass }) +
    win(650, 470, 90, 90, { shutter: h.shutter, frame: h.trim, glass: h.glass });
  s +=
    R(476, 476, 68, 144, h.trim) +
    R(484, 484, 52, 136, h.door) +
    C(524, 556, 5, c.gold) +
    R(450, 616, 120, 10, c.concrete);
  if (h.wing === "framed")
    s +=
      studs(820, 450, 260, 170) +
      Ln(d`M805 450L950 350L1095 450M950 350V450M880 402V450M1020 402V450`, c.osb, 8) +
      R(900, 500, 100, 12, c.osb);
  if (h.wing === "done")
    s +=
      R(820, 440, 260, 180, "url(#sd)") +
      Po([800, 444, 1100, 444, 950, 344], h.roof) +
      win(880, 480, 140, 90, { frame: h.trim }) +
      R(800, 438, 300, 8, h.trim);
  return s;
}

function additionScene(o) {
  const defs = brick("br", o.brick) + rows("sd", o.siding ?? c.sageL, "#00000022", 16, 2);
  let s =
    sky(620, o.sky ?? c.sky, o.grass ?? c.grass) +
    (o.clouds === false
      ? ""
      : clouds([
          [260, 140, 120],
          [900, 110, 150],
        ]));
  s +=
    tree(90, 620, o.treeR ?? 70, o.leaf) +
    ranch(o) +
    shrubs(
      o.shrubs ?? [
        [240, 620, 40],
        [400, 620, 34],
        [620, 620, 36],
        [760, 620, 40],
      ],
      o.shrubColor,
    );
  s += Po([450, 626, 570, 626, 620, 800, 400, 800], c.concrete) + (o.extra ?? "");
  return svg(defs, s);
}

function framingCloseUp() {
  const defs = "";
  let s = R(0, 0, W, H, c.sky) + clouds([[980, 90, 130]]) + R(0, 700, W, 100, c.concrete);
  let p = "";
  for (let x = 80; x <= 1120; x += 80) if (x < 440 || x > 760) p += d`M${x} 130V690`;
  for (const x of [520, 600, 680]) p += d`M${x} 130V200M${x} 540V690`;
  s +=
    Ln(p + d`M430 130V690M450 260V690M770 130V690M750 260V690`, c.lumber, 20, "butt") +
    R(40, 100, 1120, 18, c.osb) +
    R(40, 118, 1120, 14, c.lumber) +
    R(40, 686, 1120, 16, c.osb);
  s +=
    R(440, 200, 320, 60, c.osb) + L(440, 230, 760, 230, c.walnut, 2) + R(440, 530, 320, 14, c.osb);
  s +=
    R(860, 140, 300, 300, c.osb, dim(".9")) +
    Ln(d`M880 160l40 30M960 220l50 20M1060 180l40 40M900 300l60 40M1040 360l50 -20`, "#b88e4f", 3);
  s +=
    Ln(d`M150 780L300 160M230 790L380 170`, c.terra, 12) +
    Ln(
      d`M175 680L255 690M200 575L282 585M225 470L308 480M250 365L333 375M275 260L358 270`,
      c.terra,
      8,
    );
  s +=
    R(600, 700, 300, 20, c.amber) +
    Ln(d`M630 720l-20 70M870 720l20 70`, c.amber, 14) +
    R(960, 660, 140, 40, c.navy, { rx: 6 });
  return svg(defs, s);
}

function blueprint() {
  const defs =
    grid("gr", c.navy, c.navyL, 40, 40) + pat("ht", 20, 20, Ln("M0 20L20 0", c.gold, 2, "butt"));
  let s = R(0, 0, W, H, "url(#gr)");
  s +=
    R(700, 200, 360, 380, "url(#ht)", dim(".5")) +
    R(700, 200, 360, 380, "none", { ...S(c.gold, 10) });
  s +=
    P(d`M140 140H700V620H140Z`, "none", S(c.white, 12)) +
    Ln(
      d`M400 140V380M140 380H460M540 380H700M400 460V620M880 200V400M700 400H820`,
      c.white,
      8,
      "butt",
    );
  s +=
    Ln(d`M700 420V520`, c.navy, 14, "butt") +
    Ln(d`M700 420A100 100 0 0 1 800 520`, c.gold, 3) +
    Ln(d`M460 380A80 80 0 0 0 540 460`, c.white, 3);
  s += Ln(d`M240 134H330M560 134H650M134 220V300M1066 280V420M820 574H960`, c.glow, 6, "butt");
  s += Ln(
    d`M140 680H1060M140 668V692M700 668V692M1060 668V692M1110 200V580M1098 200H1122M1098 580H1122`,
    c.sky,
    2,
    "butt",
  );
  s +=
    Po([1100, 60, 1080, 120, 1100, 110, 1120, 120], c.white) +
    R(200, 200, 140, 100, "none", S(c.sky, 3)) +
    E(960, 300, 60, 40, "none", S(c.glow, 3));
  return svg(defs, s);
}

function tieInDetail() {
  const defs = brick("br", c.brick) + rows("hw", c.white, "#1e3a5f20", 60, 10);
  let s =
    R(0, 0, W, H, c.sky) +
    Po([0, 30, W, 70, W, 170, 0, 150], c.slate) +
    Ln(d`M0 70L1200 110M0 110L1200 140`, "#00000030", 3);
  s +=
    R(0, 150, 560, 510, "url(#br)") +
    R(572, 160, 628, 500, "url(#hw)") +
    R(548, 150, 24, 510, c.steel);
  s +=
    R(672, 252, 196, 236, c.amber) +
    R(690, 270, 160, 200, c.glass) +
    Ln(d`M770 270V470M690 370H850`, c.white, 6, "butt");
  let p = "";
  for (let x = 960; x < 1200; x += 60) p += d`M${x} 170V650`;
  s += R(940, 160, 260, 500, c.cream) + Ln(p, c.lumber, 16, "butt") + R(940, 160, 260, 14, c.osb);
  s +=
    R(0, 660, 560, 60, c.concrete) +
    R(560, 660, 640, 60, "#cbc6bd") +
    dots(
      [
        [600, 690],
        [700, 690],
        [800, 690],
      ],
      c.slate,
      10,
    );
  s +=
    R(0, 720, W, 80, c.walnut) +
    R(640, 720, 40, 80, c.concrete) +
    R(900, 720, 40, 80, c.concrete) +
    R(1120, 720, 40, 80, c.concrete);
  return svg(defs, s);
}

function twoStory(o = {}) {
  const h = {
    brick: c.brick,
    roof: c.slate,
    trim: c.white,
    shutter: c.navy,
    door: c.terra,
    sky: c.sky,
    lit: false,
    ...o,
  };
  const defs =
    brick("br", h.brick) +
    (h.dusk
      ? vgrad("sk", [
          [0, c.navyD],
          [0.6, c.navyL],
          [1, "#e7a56b"],
        ])
      : "");
  let s = sky(640, h.dusk ? "url(#sk)" : h.sky, h.dusk ? c.grassD : c.grass);
  s += h.dusk
    ? stars(12, 3, 0, 0, W, 200) + C(1060, 120, 26, c.cream)
    : clouds([
        [180, 120, 130],
        [1000, 160, 110],
      ]);
  s +=
    R(340, 70, 50, 110, h.brick) +
    Po([260, 250, 940, 250, 840, 120, 360, 120], h.roof) +
    R(300, 250, 600, 390, "url(#br)");
  s +=
    R(900, 410, 220, 230, "url(#br)") +
    Po([880, 410, 1140, 410, 1080, 340, 900, 340], h.roof) +
    R(930, 470, 160, 170, h.trim);
  s += Ln(d`M930 512H1090M930 554H1090M930 596H1090`, "#00000030", 3);
  const w = { frame: h.trim, lit: h.lit, shutter: h.shutter };
  s += win(360, 296, 80, 100, w) + win(560, 296, 80, 100, w) + win(760, 296, 80, 100, w);
  s += win(370, 470, 90, 110, w) + win(740, 470, 90, 110, w);
  s +=
    Po([516, 456, 684, 456, 600, 416], h.roof) +
    R(528, 456, 10, 184, h.trim) +
    R(662, 456, 10, 184, h.trim);
  s += R(565, 490, 70, 150, h.door) + C(620, 570, 5, c.gold) + R(540, 636, 120, 12, c.concrete);
  if (h.lit) s += C(600, 480, 50, c.glow, { opacity: ".35" });
  s +=
    tree(150, 640, 80, h.dusk ? "#3f5f52" : c.sageD) +
    shrubs(
      [
        [330, 640, 36],
        [460, 640, 40],
        [740, 640, 40],
        [870, 640, 36],
      ],
      h.dusk ? "#3f5f52" : c.grassD,
    );
  s +=
    Po([560, 648, 640, 648, 700, 800, 500, 800], c.concrete) +
    Po([930, 640, 1090, 640, 1180, 800, 900, 800], c.concrete);
  return svg(defs, s);
}

function livingInterior() {
  const defs = stagger("fl", c.oak, "#9b7047", 240, 30, 0, 620) + brick("br", c.cream);
  let s =
    R(0, 0, W, 620, c.cream) +
    R(0, 620, W, 180, "url(#fl)") +
    R(60, 100, 260, 420, c.sky, S(c.navy, 14)) +
    Ln(d`M190 100V520M60 310H320`, c.navy, 8, "butt");
  s +=
    R(380, 160, 240, 460, "url(#br)") +
    R(430, 460, 140, 110, c.char) +
    R(360, 440, 280, 20, c.oak) +
    R(440, 240, 120, 120, c.sage, S(c.oak, 8));
  s +=
    R(720, 120, 420, 150, c.white, S(c.linen, 3)) +
    Ln(d`M825 120V270M930 120V270M1035 120V270`, c.linen, 3) +
    R(700, 410, 460, 20, c.white) +
    R(710, 430, 440, 190, c.sageD);
  s += pendant(860, 340, c.char, false) + pendant(1020, 340, c.char, false);
  s +=
    R(640, 660, 520, 110, c.terra, dim(".35")) +
    R(700, 540, 420, 90, c.navy, { rx: 16 }) +
    R(690, 500, 440, 60, c.navy, { rx: 20 });
  s +=
    R(720, 520, 90, 40, c.sand, { rx: 12 }) +
    R(1000, 520, 90, 40, c.gold, { rx: 12 }) +
    R(780, 680, 260, 20, c.walnut) +
    Ln(d`M800 700V760M1020 700V760`, c.walnut, 8);
  s +=
    plant(120, 620, c.navy) + R(900, 470, 50, 30, c.glow, { rx: 4 }) + E(830, 676, 30, 8, c.cream);
  return svg(defs, s);
}

function frontDoor() {
  const defs = brick("br", "#b5654a");
  let s =
    R(0, 0, W, 680, "url(#br)") +
    R(0, 680, W, 120, c.concrete) +
    R(300, 650, 600, 34, "#d8d2c8") +
    R(340, 616, 520, 34, "#cbc5bb");
  s +=
    R(360, 60, 480, 560, c.white) +
    P(d`M400 220Q600 90 800 220Z`, c.glass) +
    L(600, 120, 600, 220, c.white, 6);
  s +=
    R(380, 240, 60, 376, c.glass) +
    R(760, 240, 60, 376, c.glass) +
    Ln(d`M380 360H440M380 480H440M760 360H820M760 480H820`, c.white, 6, "butt");
  s +=
    R(470, 240, 260, 376, c.navy) +
    R(500, 270, 200, 140, "none", shadow(6)) +
    R(500, 440, 200, 150, "none", shadow(6));
  s += Ln(d`M690 430v60`, c.gold, 10) + C(690, 515, 10, c.gold);
  for (const x of [240, 960])
    s +=
      R(x - 8, 220, 16, 30, c.char) +
      R(x - 30, 250, 60, 90, c.char, { rx: 6 }) +
      R(x - 20, 262, 40, 66, c.glow) +
      Po([x - 36, 250, x + 36, 250, x, 220], c.char);
  s +=
    R(160, 540, 120, 110, c.terra, { rx: 10 }) +
    C(220, 500, 60, c.sageD) +
    R(920, 540, 120, 110, c.terra, { rx: 10 }) +
    C(980, 500, 60, c.sageD);
  s += R(540, 660, 120, 14, c.sage);
  return svg(defs, s);
}

function staircase() {
  const defs = stagger("fl", "#b88a5a", "#94683e", 240, 30, 0, 660);
  let s = R(0, 0, W, 660, c.sand) + R(0, 660, W, 140, "url(#fl)");
  let stairs = "M300 660";
  for (let k = 0; k < 10; k++) stairs += d`V${600 - k * 56}H${360 + k * 70}`;
  s += P(stairs + "V660Z", c.white) + Po([300, 660, 1000, 80, 1000, 140, 360, 700], c.cream);
  s += Ln(stairs.slice(8), c.oak, 10, "butt");
  let bal = "";
  for (let k = 0; k < 10; k++) bal += d`M${330 + k * 70} ${600 - k * 56}V${470 - k * 56}`;
  s +=
    Ln(bal, c.char, 5, "butt") +
    Ln(d`M310 480L1010 -100`, c.char, 14) +
    R(300, 440, 30, 220, c.char);
  s +=
    R(80, 140, 160, 120, c.terra) +
    R(96, 156, 128, 88, c.sage) +
    R(1040, 300, 120, 160, c.navy) +
    R(1056, 316, 88, 128, c.gold);
  s += R(60, 700, 340, 70, c.navy, dim(".5")) + plant(1100, 660, c.white);
  return svg(defs, s);
}

// ---------- Outdoor living ----------

function backyard(o = {}) {
  const y = { night: false, sofa: c.linen, pillow: c.terra, dining: false, ...o };
  const defs =
    cols("fn", y.night ? "#6d5742" : "#b9956b", y.night ? "#574433" : "#9b774f", 30) +
    grid("pv", y.night ? "#8d8377" : "#d8cfc2", y.night ? "#6b6259" : "#b9afa2", 60, 40, 0, 600);
  let s =
    sky(540, y.night ? c.navyD : c.sky, y.night ? "#4b6b48" : c.grass) +
    (y.night ? stars(16, 11, 0, 0, W, 260) + C(1080, 90, 26, c.cream) : clouds([[1000, 100, 120]]));
  s +=
    R(0, 440, W, 100, "url(#fn)") +
    tree(1100, 460, 70, y.night ? "#2f4a3e" : c.sageD) +
    tree(560, 450, 50, y.night ? "#2f4a3e" : c.sage);
  s += R(0, 600, W, 130, "url(#pv)");
  if (!y.dining) {
    s +=
      R(0, 160, 240, 480, y.night ? "#8b7a66" : c.linen) +
      Po([0, 170, 420, 230, 420, 250, 0, 200], c.slate) +
      R(392, 246, 22, 380, c.white);
    s += win(60, 330, 120, 150, { glass: y.night ? c.glow : c.glass });
  }
  const px = y.dining ? 180 : 520;
  s +=
    R(px, 250, 24, 380, c.oak) +
    R(px + 600, 250, 24, 380, c.oak) +
    R(px - 30, 240, 690, 22, c.walnut) +
    Ln(
      Array.from({ length: 11 }, (_, k) => d`M${px - 10 + k * 63} 222v18`).join(""),
      c.walnut,
      14,
      "butt",
    );
  s += stringLights(px + 12, 262, px + 612, 262, 50, 9, y.night);
  if (y.dining) {
    s += R(300, 560, 380, 20, c.walnut) + Ln(d`M330 580V660M650 580V660`, c.walnut, 10);
    for (const x of [260, 420, 560, 720])
      s +=
        R(x - 20, 540, 40, 80, c.navy, { rx: 6 }) +
        Ln(d`M${x - 14} 620v40M${x + 14} 620v40`, c.navy, 6);
    s += R(380, 520, 30, 40, c.white) + R(550, 530, 60, 30, c.terra, { rx: 14 });
  } else {
    s +=
      R(580, 560, 300, 70, y.sofa, { rx: 10 }) +
      R(580, 516, 300, 56, y.sofa, { rx: 14 }) +
      R(600, 530, 70, 40, y.pillow, { rx: 10 }) +
      R(790, 530, 70, 40, c.navy, { rx: 10 });
    s += R(640, 650, 180, 16, c.walnut) + Ln(d`M660 666V700M800 666V700`, c.walnut, 8);
  }
  s +=
    R(960, 520, 150, 70, c.char, { rx: 12 }) +
    P(d`M960 524Q1035 470 1110 524Z`, c.char) +
    R(1110, 540, 50, 10, c.slate) +
    R(970, 590, 130, 60, c.slate) +
    dots(
      [
        [985, 656],
        [1085, 656],
      ],
      c.ink,
      16,
    );
  s += plant(450, 640) + plant(1170, 640, c.navy);
  return svg(defs, s);
}

function outdoorKitchen() {
  const defs =
    stagger("st", "#b8ada0", "#978b7d", 70, 36, 0, 430) + cols("fn", "#b9956b", "#9b774f", 30);
  let s = sky(560) + R(0, 300, W, 260, "url(#fn)") + tree(1060, 300, 60, c.sageD);
  s +=
    R(0, 0, W, 40, c.walnut) +
    Ln(
      Array.from({ length: 10 }, (_, k) => d`M${60 + k * 120} 40v30`).join(""),
      c.walnut,
      20,
      "butt",
    ) +
    stringLights(0, 80, W, 80, 40, 11, false);
  s +=
    R(100, 430, 1000, 250, "url(#st)") +
    R(80, 410, 1040, 24, c.cream) +
    R(0, 680, W, 120, "#cdbfa9");
  s +=
    R(450, 320, 280, 90, c.steel, { rx: 40 }) +
    L(500, 346, 680, 346, c.char, 8) +
    R(460, 440, 260, 200, c.steel, { rx: 6 }) +
    R(480, 470, 220, 12, c.char);
  s +=
    Ln(d`M500 520h180M500 580h180`, c.char, 8) +
    R(820, 450, 200, 200, c.steel, { rx: 6 }) +
    R(840, 470, 160, 160, c.char, dim(".85"));
  s +=
    R(140, 380, 60, 30, c.white) +
    R(220, 360, 30, 50, c.terra) +
    plant(320, 410) +
    plant(1060, 410, c.navy) +
    R(160, 470, 200, 160, c.walnut);
  return svg(defs, s);
}

function firePit() {
  const defs = vgrad("sk", [
    [0, c.navy],
    [0.7, "#d98a5a"],
    [1, "#f2c48a"],
  ]);
  let s =
    sky(500, "url(#sk)", c.grassD) +
    stars(8, 5, 0, 0, W, 160) +
    tree(120, 500, 70, "#35513f") +
    tree(1080, 500, 80, "#35513f");
  s += R(0, 440, W, 60, "#6f5a44") + E(600, 640, 420, 110, "#b3a594");
  s += stringLights(0, 120, 600, 140, 60, 7, true) + stringLights(600, 140, W, 120, 60, 7, true);
  s +=
    C(600, 560, 120, c.amber, { opacity: ".25" }) +
    E(600, 620, 150, 40, c.slate) +
    E(600, 604, 130, 26, c.char);
  s +=
    P(d`M540 604Q530 540 570 500Q570 550 600 470Q640 540 630 500Q680 550 660 604Z`, c.amber) +
    P(d`M570 604Q570 560 600 530Q630 570 630 604Z`, c.gold);
  for (const [x, f] of [
    [290, 1],
    [910, -1],
  ]) {
    s +=
      Po([x, 520, x + f * 30, 520, x + f * 80, 640, x + f * 50, 640], c.terra) +
      Po([x - f * 40, 600, x + f * 110, 600, x + f * 110, 620, x - f * 40, 620], c.terra);
    s +=
      Ln(d`M${x - f * 30} 620V700M${x + f * 100} 620V700`, c.terra, 12, "butt") +
      R(x - (f > 0 ? 50 : 110), 586, 160, 14, c.walnut);
  }
  return svg(defs, s);
}

function coveredPatio() {
  const defs =
    rows("cl", "#d9bf98", "#c2a57b", 20, 2) + grid("pv", c.linen, c.taupe, 80, 40, 0, 560);
  let s =
    sky(500) +
    tree(300, 470, 80, c.sageD) +
    tree(900, 480, 60, c.sage) +
    R(0, 400, W, 100, "#b9956b") +
    R(0, 560, W, 240, "url(#pv)");
  s +=
    R(0, 0, W, 140, "url(#cl)") +
    R(0, 140, W, 26, c.white) +
    R(40, 166, 50, 470, c.white) +
    R(1110, 166, 50, 470, c.white);
  s +=
    L(600, 0, 600, 60, c.char, 6) +
    E(600, 70, 36, 14, c.char) +
    Ln(d`M440 70H760`, c.walnut, 16) +
    C(600, 92, 14, c.glow);
  s +=
    R(240, 700, 720, 80, c.sage, dim(".5")) +
    R(200, 560, 520, 90, c.navy, { rx: 14 }) +
    R(200, 500, 520, 70, c.navy, { rx: 18 }) +
    R(640, 560, 200, 150, c.navy, { rx: 14 });
  s +=
    R(230, 520, 80, 44, c.terra, { rx: 12 }) +
    R(330, 520, 80, 44, c.sand, { rx: 12 }) +
    R(600, 520, 80, 44, c.gold, { rx: 12 });
  s +=
    R(400, 680, 200, 20, c.walnut) +
    R(920, 600, 90, 100, c.oak, { rx: 8 }) +
    R(940, 560, 50, 40, c.white, { rx: 20 }) +
    plant(140, 660, c.white) +
    plant(1060, 660);
  return svg(defs, s);
}

// ---------- Tiny homes ----------

function cabin(o = {}) {
  const t = { siding: c.sageL, trim: c.white, roof: c.navy, door: c.terra, night: false, ...o };
  const defs =
    rows("sd", t.siding, "#00000026", 18, 2) +
    cols("fn", t.night ? "#5a4a3a" : "#c8a77c", t.night ? "#47392c" : "#a98a62", 28);
  let s =
    sky(620, t.night ? c.navyD : c.sky, t.night ? "#3f5f3e" : c.grass) +
    (t.night
      ? stars(18, 9, 0, 0, W, 300) + C(1000, 110, 28, c.cream)
      : clouds([
          [220, 130, 110],
          [960, 100, 130],
        ]));
  s +=
    R(0, 520, W, 100, "url(#fn)") +
    tree(150, 620, 80, t.night ? "#2f4a3e" : c.sageD) +
    tree(1060, 620, 70, t.night ? "#2f4a3e" : c.sage);
  s +=
    R(420, 360, 360, 240, "url(#sd)") +
    Po([390, 372, 810, 372, 600, 200], t.roof) +
    C(600, 300, 28, t.night ? c.glow : c.glass, S(t.trim, 6));
  s +=
    Po([370, 460, 830, 460, 810, 430, 390, 430], t.roof) +
    R(380, 596, 440, 20, c.oak) +
    Ln(d`M400 460V596M800 460V596`, c.oak, 14, "butt");
  s +=
    Ln(d`M400 540H540M660 540H800`, c.oak, 6, "butt") +
    Ln(
      Array.from({ length: 12 }, (_, k) => d`M${412 + k * 12 + (k > 5 ? 250 : 0)} 540V596`).join(
        "",
      ),
      c.oak,
      3,
      "butt",
    );
  s +=
    R(560, 476, 80, 120, t.door) +
    C(626, 540, 5, c.gold) +
    win(450, 476, 64, 80, { frame: t.trim, lit: t.night }) +
    win(686, 476, 64, 80, { frame: t.trim, lit: t.night });
  s +=
    R(560, 616, 80, 10, c.oak) +
    Ln(d`M440 616v12M600 616v12M760 616v12`, c.concrete, 24, "butt") +
    P(d`M570 626L530 800H670L630 626Z`, "#d6cbb8");
  if (t.night)
    s +=
      C(600, 470, 70, c.glow, { opacity: ".25" }) +
      C(482, 516, 60, c.glow, { opacity: ".2" }) +
      C(718, 516, 60, c.glow, { opacity: ".2" });
  s += shrubs(
    [
      [380, 620, 30],
      [830, 620, 34],
    ],
    t.night ? "#2f4a3e" : c.grassD,
  );
  return svg(defs, s);
}

function modernTiny() {
  const defs = cols("vs", c.sage, c.sageD, 24) + rows("cd", c.oak, "#9b7047", 14, 2);
  let s =
    sky(620) +
    clouds([[300, 120, 120]]) +
    tree(1080, 620, 70, c.sageD) +
    R(0, 600, W, 20, c.grassD);
  s +=
    R(380, 360, 480, 240, "url(#vs)") +
    R(700, 360, 160, 240, "url(#cd)") +
    Po([350, 372, 890, 372, 890, 340, 350, 280], c.char);
  s +=
    R(420, 410, 210, 160, c.char) +
    R(430, 420, 190, 140, c.glass) +
    Ln(d`M525 420V560`, c.char, 6) +
    Ln(d`M450 440l40-20M450 500l80-60`, c.white, 4);
  s +=
    R(744, 440, 72, 160, c.navy) +
    Ln(d`M800 510v30`, c.gold, 6) +
    R(340, 600, 560, 18, c.walnut) +
    R(380, 618, 480, 20, c.concrete, dim(".7"));
  s +=
    Ln(d`M260 680l40-10M300 720l50-6M180 730l40 4`, c.concrete, 22) +
    plant(320, 600, c.navy) +
    plant(920, 600);
  return svg(defs, s);
}

function tinyInterior() {
  const defs = stagger("fl", c.oak, "#9b7047", 200, 30, 0, 720) + cols("pl", c.cream, c.linen, 30);
  let s = R(0, 0, W, 720, "url(#pl)") + R(0, 720, W, 80, "url(#fl)");
  s +=
    R(0, 230, 720, 30, c.oak) +
    R(40, 180, 420, 50, c.white, { rx: 10 }) +
    R(60, 160, 100, 30, c.terra, { rx: 10 }) +
    R(170, 160, 100, 30, c.sand, { rx: 10 }) +
    Ln(d`M0 200H20M480 200H720`, c.walnut, 4);
  s +=
    Ln(d`M610 260L680 720M700 260L770 720`, c.walnut, 10) +
    Ln(
      Array.from({ length: 7 }, (_, k) => d`M${616 + k * 11} ${310 + k * 70}h90`).join(""),
      c.walnut,
      8,
      "butt",
    );
  s +=
    R(120, 330, 240, 150, c.sky, S(c.navy, 10)) +
    Ln(d`M240 330V480`, c.navy, 6, "butt") +
    R(40, 540, 500, 18, c.white) +
    R(40, 558, 500, 162, c.sageD);
  s +=
    P(d`M300 558V720M40 600H540`, "none", shadow(3)) +
    Ln(d`M150 520V488H172`, c.char, 5) +
    R(400, 500, 80, 40, c.char, { rx: 6 });
  s +=
    R(820, 140, 320, 380, c.sky, S(c.navy, 12)) +
    P(d`M820 520V430Q920 380 980 420T1140 400V520Z`, c.sage) +
    Ln(d`M980 140V520`, c.navy, 8, "butt");
  s +=
    R(800, 600, 380, 80, c.navy, { rx: 14 }) +
    R(790, 550, 400, 60, c.navy, { rx: 18 }) +
    R(830, 570, 80, 40, c.gold, { rx: 10 });
  s +=
    L(1000, 0, 1000, 100, c.char, 2) +
    P(d`M970 130Q1000 90 1030 130Z`, c.terra) +
    plant(760, 720, c.white);
  return svg(defs, s);
}

function adu() {
  const defs =
    brick("br", c.brick) +
    rows("sd", c.sand, "#00000022", 16, 2) +
    cols("fn", "#c8a77c", "#a98a62", 28);
  let s =
    sky(600) +
    clouds([[800, 110, 120]]) +
    R(0, 480, W, 120, "url(#fn)") +
    tree(620, 600, 60, c.sage);
  s +=
    R(0, 220, 420, 420, "url(#br)") +
    Po([0, 220, 460, 220, 380, 120, 0, 120], c.slate) +
    win(200, 300, 110, 140, { shutter: c.navy }) +
    R(300, 520, 80, 120, c.navy);
  s += R(420, 640, 780, 160, c.grass) + R(0, 640, 420, 160, c.concrete);
  s +=
    R(760, 400, 320, 210, "url(#sd)") +
    Po([740, 410, 1100, 410, 920, 270], c.navy) +
    R(740, 608, 360, 16, c.oak);
  s +=
    Po([730, 480, 1110, 480, 1090, 456, 750, 456], c.navy) +
    Ln(d`M760 480V608M1080 480V608`, c.oak, 12, "butt");
  s +=
    R(880, 490, 70, 118, c.terra) +
    win(800, 500, 50, 60) +
    win(990, 500, 50, 60) +
    C(920, 360, 22, c.glass, S(c.white, 5));
  s +=
    Ln(d`M440 720h60M560 700h60M680 680h60M790 660h60`, "#d6cbb8", 30) +
    shrubs([
      [450, 640, 30],
      [720, 610, 26],
      [1120, 610, 30],
    ]);
  return svg(defs, s);
}

// ---------- Hero and blog ----------

function hero() {
  const defs =
    vgrad("sk", [
      [0, "#a9cbe6"],
      [0.7, "#e9eef0"],
      [1, "#f6e3c8"],
    ]) + brick("br", "#b0644a");
  let s =
    R(0, 0, 1600, 900, "url(#sk)") +
    C(1330, 170, 70, "#fdf0c8") +
    clouds([
      [400, 150, 160],
      [1000, 110, 130],
    ]);
  s +=
    P("M0 590Q200 540 400 580T800 560T1200 575T1600 560V700H0Z", "#9ebf97") +
    R(0, 690, 1600, 210, c.grass);
  s +=
    R(420, 300, 60, 110, "#a05a44") +
    Po([220, 470, 1340, 470, 1200, 340, 360, 340], "#5b6470") +
    Ln("M300 430H1260M260 455H1300M330 400H1230M350 370H1210", "#00000022", 2);
  s += R(260, 470, 1040, 230, "url(#br)") + R(220, 464, 1120, 12, c.white);
  s +=
    win(320, 540, 100, 110, { shutter: c.navy }) +
    win(500, 540, 100, 110, { shutter: c.navy }) +
    win(820, 540, 100, 110, { shutter: c.navy });
  s +=
    R(650, 520, 120, 180, c.white) +
    R(664, 534, 92, 166, c.terra) +
    C(740, 620, 6, c.gold) +
    R(620, 696, 180, 14, c.concrete);
  s +=
    R(1010, 530, 250, 170, c.white) +
    Ln("M1010 572H1260M1010 614H1260M1010 656H1260", "#00000026", 3);
  s +=
    Po([1010, 700, 1260, 700, 1420, 900, 900, 900], "#d7d2ca") +
    Po([680, 710, 740, 710, 780, 900, 640, 900], "#d7d2ca") +
    R(260, 690, 740, 14, c.walnut);
  s += shrubs([
    [300, 694, 44],
    [440, 694, 40],
    [600, 694, 36],
    [880, 694, 44],
    [980, 694, 34],
  ]);
  s += R(136, 520, 36, 220, c.walnut) + Ln("M154 600L80 520M154 570L240 500", c.walnut, 16);
  s +=
    E(150, 470, 190, 90, "#4f7257") +
    E(60, 510, 90, 60, "#4f7257") +
    E(250, 500, 110, 60, "#5e8466") +
    E(150, 420, 120, 60, "#5e8466");
  s += tree(1500, 700, 60, c.sage);
  return svg(defs, s, 1600, 900);
}

function kitchenCost() {
  const defs = stagger("sp", c.white, c.linen, 60, 24);
  let s =
    R(0, 0, W, 520, "url(#sp)") +
    R(0, 520, W, 30, c.white) +
    R(0, 550, W, 250, c.sageD) +
    P("M300 550V800M600 550V800M900 550V800", "none", shadow(4));
  s +=
    R(60, 80, 300, 200, c.white, S(c.linen, 3)) +
    L(210, 80, 210, 280, c.linen, 3) +
    R(840, 80, 300, 200, c.white, S(c.linen, 3)) +
    L(990, 80, 990, 280, c.linen, 3);
  s +=
    R(200, 150, 340, 480, c.navy, { rx: 34 }) +
    R(236, 190, 268, 96, c.sageL, { rx: 12 }) +
    Ln("M420 240h50M390 262h80", c.navy, 8);
  let keys = [];
  for (let r = 0; r < 4; r++) for (let k = 0; k < 4; k++) keys.push([266 + k * 70, 340 + r * 70]);
  s += dots(keys.slice(0, 15), c.cream, 44) + dots([keys[15]], c.terra, 44);
  s +=
    Ln("M870 200Q830 120 900 90", c.char, 4) +
    `<g transform="rotate(-12 860 420)">` +
    P("M760 260H1020V580H760L680 420Z", c.terra) +
    C(730, 420, 16, c.white);
  s +=
    Ln(
      "M940 340Q900 310 870 332Q840 360 890 390Q940 420 910 460Q880 490 840 460M890 310V490",
      c.white,
      14,
    ) + "</g>";
  return svg(defs, s);
}

function shadyContractor() {
  const defs = rows("sd", c.linen, "#00000022", 16, 2);
  let s = R(0, 0, W, H, c.sand) + R(0, 640, W, 160, c.sageL) + E(880, 640, 300, 20, "#00000014");
  s +=
    R(700, 380, 360, 260, "url(#sd)") +
    Po([670, 392, 1090, 392, 880, 220], c.navy) +
    R(850, 520, 60, 120, c.navyL) +
    win(740, 440, 70, 70) +
    win(950, 440, 70, 70);
  s +=
    R(140, 110, 400, 580, c.oak, { rx: 24 }) +
    R(180, 170, 320, 480, c.white) +
    R(270, 90, 140, 60, c.steel, { rx: 14 });
  s +=
    Ln(
      "M220 240H460M220 290H420M220 340H460M220 390H380M220 440H440M220 490H300",
      c.linen,
      12,
      "butt",
    ) + Ln("M260 580Q300 540 330 580T400 570", c.navy, 5);
  s +=
    Po([520, 350, 700, 660, 340, 660], c.red, { "stroke-linejoin": "round", ...S(c.red, 24) }) +
    R(508, 440, 24, 120, c.white, { rx: 10 }) +
    C(520, 600, 15, c.white);
  return svg(defs, s);
}

function eco() {
  const defs = rows("sd", c.cream, "#00000022", 16, 2) + grid("pv", c.navy, c.navyL, 50, 34);
  let s =
    sky(620, c.sky, c.grass) +
    C(1000, 150, 70, c.gold) +
    Ln(
      "M1000 40v24M1000 236v24M890 150h24M1086 150h24M922 72l18 18M1060 210l18 18M1078 72l-18 18M940 210l-18 18",
      c.gold,
      8,
    );
  s +=
    R(260, 380, 480, 240, "url(#sd)") +
    Po([220, 392, 780, 392, 660, 230, 340, 230], c.slate) +
    Po([360, 370, 640, 370, 590, 262, 410, 262], "url(#pv)", S(c.steel, 4));
  s +=
    R(470, 490, 70, 130, c.sageD) +
    win(320, 460, 90, 90) +
    win(610, 460, 90, 90) +
    R(760, 520, 60, 100, c.navyL, { rx: 10 });
  s +=
    shrubs([
      [300, 620, 30],
      [700, 620, 30],
    ]) + tree(110, 620, 60, c.sageD);
  s +=
    P("M900 720Q860 500 1080 400Q1140 620 900 720Z", c.sage) +
    Ln("M900 720Q990 560 1080 400M960 620l50 -10M935 660l-10 -40M1000 560l40 -20", c.sageD, 6);
  return svg(defs, s);
}

function bestContractor() {
  let s =
    R(0, 0, W, H, c.cream) +
    C(880, 330, 220, c.sageL) +
    R(760, 300, 240, 180, c.white) +
    Po([730, 310, 1030, 310, 880, 190], c.navy) +
    R(850, 390, 50, 90, c.terra) +
    win(790, 340, 40, 40) +
    win(930, 340, 40, 40);
  s +=
    R(120, 100, 380, 580, c.navy, { rx: 24 }) +
    R(160, 160, 300, 480, c.white) +
    R(240, 80, 140, 56, c.steel, { rx: 14 });
  for (let k = 0; k < 5; k++)
    s +=
      R(190, 200 + k * 84, 44, 44, "none", S(c.navy, 4)) +
      Ln(d`M254 ${222 + k * 84}H430`, c.linen, 12, "butt");
  s += Ln(
    "M198 222l12 14l24-32M198 306l12 14l24-32M198 390l12 14l24-32M198 474l12 14l24-32",
    c.sageD,
    8,
  );
  s +=
    R(560, 600, 260, 100, c.navy, { rx: 24, transform: "rotate(-28 690 650)" }) +
    R(940, 600, 260, 100, c.terra, { rx: 24, transform: "rotate(28 1070 650)" });
  s +=
    E(830, 560, 90, 50, "#d9a77a", { transform: "rotate(-20 830 560)" }) +
    E(900, 560, 100, 48, "#b98055", { transform: "rotate(14 900 560)" });
  s +=
    Ln("M830 540Q860 520 890 540M820 566Q855 548 890 568M830 592Q860 576 890 594", "#8a5a38", 5) +
    E(820, 522, 40, 16, "#d9a77a", { transform: "rotate(-30 820 522)" });
  return svg("", s);
}

// ---------- The catalogue: one entry per image id ----------

const add = { brick: c.brick, extra: "" };
const drawings = {
  "hero-home": hero,
  "service-kitchen": () =>
    kitchen({
      lower: c.sageD,
      island: c.walnut,
      stool: c.navy,
      pendantFill: c.gold,
      splash: c.cream,
    }),
  "service-bathroom": () =>
    bathroom({
      vanity: c.oak,
      wall: c.sand,
      tile: c.white,
      grout: c.linen,
      floor: c.sageL,
      towel: c.navy,
      metal: c.char,
    }),
  "service-addition": () => additionScene({ ...add, story: "framed" }),
  "service-whole-home": () =>
    twoStory({ brick: "#efe9df", trim: c.char, shutter: undefined, door: c.terra, roof: c.char }),
  "service-outdoor": () => backyard(),
  "service-tiny-home": () => cabin({ siding: c.sand, roof: c.sageD, door: c.navy }),
  "idea-kitchen-1": () => kitchen(),
  "idea-kitchen-2": () => counterDetail(),
  "idea-kitchen-3": kitchenLighting,
  "idea-kitchen-4": () =>
    materials({
      wood: c.oak,
      tileDef: stagger("tl", c.cream, c.linen, 90, 30),
      slab: c.white,
      vein: c.steel,
      door: c.navy,
      chips: [c.sage, c.sand, c.terra],
      metal: c.brass,
    }),
  "idea-kitchen-5": () =>
    kitchen({
      night: true,
      wall: "#d3c2a6",
      lower: c.sage,
      island: c.sageD,
      upper: c.cream,
      stool: c.walnut,
      pendants: 2,
      pendantFill: c.gold,
    }),
  "idea-bathroom-1": () => bathroom({ double: true }),
  "idea-bathroom-2": () => showerDetail(),
  "idea-bathroom-3": () => vanityDetail(),
  "idea-bathroom-4": bathTub,
  "idea-bathroom-5": () =>
    materials({
      wood: c.walnut,
      tileDef: grid("tl", c.sageL, c.white, 40, 40),
      slab: c.mist,
      vein: c.taupe,
      door: c.sageD,
      chips: [c.cream, c.sageL, c.navy],
      metal: c.char,
    }),
  "idea-addition-1": () => additionScene({ ...add, wing: "framed" }),
  "idea-addition-2": () =>
    additionScene({ ...add, brick: "#b97a5a", story: "done", siding: c.cream, shutter: c.sageD }),
  "idea-addition-3": framingCloseUp,
  "idea-addition-4": () =>
    additionScene({
      brick: "#c9a27e",
      wing: "done",
      siding: c.white,
      shutter: undefined,
      door: c.sageD,
      roof: c.char,
      treeR: 90,
      leaf: c.sage,
      extra: R(800, 620, 300, 30, c.concrete) + plant(1120, 620),
    }),
  "idea-addition-5": blueprint,
  "idea-whole-home-1": () => twoStory(),
  "idea-whole-home-2": () => twoStory({ dusk: true, lit: true, brick: "#8f4a35", roof: c.char }),
  "idea-whole-home-3": livingInterior,
  "idea-whole-home-4": frontDoor,
  "idea-whole-home-5": staircase,
  "idea-outdoor-1": () => backyard({ dining: true }),
  "idea-outdoor-2": () => backyard({ night: true, sofa: c.sand }),
  "idea-outdoor-3": outdoorKitchen,
  "idea-outdoor-4": firePit,
  "idea-outdoor-5": coveredPatio,
  "idea-tiny-home-1": () => cabin(),
  "idea-tiny-home-2": modernTiny,
  "idea-tiny-home-3": tinyInterior,
  "idea-tiny-home-4": () => cabin({ night: true, siding: c.oak, roof: c.char }),
  "idea-tiny-home-5": adu,
  "project-kitchen-before": kitchenBefore,
  "project-kitchen-after": () =>
    kitchen({
      lower: c.white,
      upper: c.white,
      island: c.navy,
      stool: c.oak,
      floor: "#d4a979",
      grout: c.mist,
      shade: c.navy,
      pendantFill: c.navy,
    }),
  "project-kitchen-detail": () =>
    counterDetail({
      stack: true,
      splash: "#e9c9b4",
      grout: c.white,
      lower: c.white,
      accent: c.navy,
      shelf: c.walnut,
    }),
  "project-bathroom-before": bathroomBefore,
  "project-bathroom-after": () =>
    bathroom({
      wall: c.white,
      tile: c.white,
      grout: c.mist,
      floor: c.mist,
      vanity: c.walnut,
      metal: c.char,
      towel: c.sage,
      double: true,
    }),
  "project-bathroom-detail": () =>
    showerDetail({
      subway: true,
      tile: c.white,
      grout: c.mist,
      niche: c.sageD,
      metal: c.brass,
      bench: c.walnut,
      floor: c.sageL,
    }),
  "project-addition-before": () =>
    additionScene({
      brick: "#8d6a50",
      roof: "#6b5a48",
      trim: c.almond,
      shutter: c.olive,
      door: c.mud,
      glass: "#b9c3c7",
      sky: "#dfe3e2",
      grass: "#a3a777",
      leaf: c.olive,
      shrubColor: "#7d8052",
      clouds: false,
      shrubs: [
        [240, 610, 60],
        [420, 612, 50],
        [640, 610, 64],
        [780, 612, 56],
      ],
    }),
  "project-addition-after": () =>
    additionScene({
      brick: "#8d6a50",
      wing: "done",
      siding: c.sageL,
      shutter: c.navy,
      door: c.terra,
      roof: c.slate,
    }),
  "project-addition-detail": tieInDetail,
  "blog-kitchen-cost": kitchenCost,
  "blog-shady-contractor": shadyContractor,
  "blog-eco": eco,
  "blog-small-bath-before": () => smallBath(true),
  "blog-small-bath-after": () => smallBath(false),
  "blog-best-contractor": bestContractor,
};

mkdirSync(outDir, { recursive: true });
const tooBig = [];
for (const [id, draw] of Object.entries(drawings)) {
  const text = draw();
  const bytes = Buffer.byteLength(text);
  if (bytes > MAX_BYTES) tooBig.push(`${id} (${bytes} bytes)`);
  writeFileSync(join(outDir, `${id}.svg`), text);
}
console.log(`Wrote ${Object.keys(drawings).length} illustrations to ${outDir}`);
if (tooBig.length > 0) {
  console.error(`Over ${MAX_BYTES} bytes: ${tooBig.join(", ")}`);
  process.exitCode = 1;
}
