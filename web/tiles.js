// Tiles drawn by the page as SVG (no image or font from elsewhere): the 34 kinds and the three
// red fives, each with a text name for screen readers and a shape that does not rest on colour
// (dots, sticks, a numeral; a red five carries a star and the word "red").
"use strict";

const SVG_NS = "http://www.w3.org/2000/svg";
const WIND_NAMES = ["East", "South", "West", "North"];
const HONOUR_NAMES = ["East", "South", "West", "North", "White", "Green", "Red"];
const SUIT_NAMES = { m: "characters", p: "dots", s: "bamboo" };

// Positions (in a 30 x 36 face) of the dots of 1p-9p and the sticks of 1s-9s.
const DOTS = {
  1: [[15, 18]],
  2: [[15, 9], [15, 27]],
  3: [[7, 7], [15, 18], [23, 29]],
  4: [[8, 9], [22, 9], [8, 27], [22, 27]],
  5: [[8, 8], [22, 8], [15, 18], [8, 28], [22, 28]],
  6: [[9, 7], [21, 7], [9, 18], [21, 18], [9, 29], [21, 29]],
  7: [[6, 5], [15, 9], [24, 13], [9, 22], [21, 22], [9, 31], [21, 31]],
  8: [[9, 5], [21, 5], [9, 14], [21, 14], [9, 23], [21, 23], [9, 32], [21, 32]],
  9: [[6, 6], [15, 6], [24, 6], [6, 18], [15, 18], [24, 18], [6, 30], [15, 30], [24, 30]],
};
const STICKS = {
  2: [[15, 4], [15, 20]],
  3: [[15, 4], [8, 20], [22, 20]],
  4: [[9, 4], [21, 4], [9, 20], [21, 20]],
  5: [[8, 4], [22, 4], [15, 12], [8, 20], [22, 20]],
  6: [[6, 4], [15, 4], [24, 4], [6, 20], [15, 20], [24, 20]],
  7: [[15, 1], [6, 13], [15, 13], [24, 13], [6, 25], [15, 25], [24, 25]],
  8: [[6, 4], [12, 4], [18, 4], [24, 4], [6, 20], [12, 20], [18, 20], [24, 20]],
  9: [[6, 1], [15, 1], [24, 1], [6, 13], [15, 13], [24, 13], [6, 25], [15, 25], [24, 25]],
};

const BONUS_NAMES = ["plum", "orchid", "chrysanthemum", "bamboo", "spring", "summer", "autumn", "winter"];

function tileName(code) {
  const d = Number(code[0]), s = code[1];
  if (s === "f") return (d <= 4 ? "flower " : "season ") + BONUS_NAMES[d - 1];
  if (s === "z") return HONOUR_NAMES[d - 1];
  if (d === 0) return "red 5 " + SUIT_NAMES[s];
  return d + " " + SUIT_NAMES[s];
}

function el(name, attrs, parent) {
  const e = document.createElementNS(SVG_NS, name);
  for (const k in attrs) e.setAttribute(k, attrs[k]);
  if (parent) parent.appendChild(e);
  return e;
}

function text(parent, x, y, size, cls, str) {
  const t = el("text", { x, y, "font-size": size, "text-anchor": "middle", class: cls }, parent);
  t.textContent = str;
  return t;
}

// An <svg> of one tile ("1m" ... "7z", "0m" "0p" "0s"), 36 x 48 units.
function tileSvg(code) {
  const svg = el("svg", { viewBox: "0 0 36 48", class: "tile", role: "img" });
  el("title", {}, svg).textContent = tileName(code);
  el("rect", { x: 1, y: 1, width: 34, height: 46, rx: 5, class: "tile-body" }, svg);
  const g = el("g", { transform: "translate(3 6)" }, svg);
  const d = Number(code[0]), s = code[1], red = d === 0, n = red ? 5 : d;
  const ink = red ? "ink-red" : "";
  if (s === "f") {  // flowers 1f-4f and seasons 5f-8f: the seat number and the name
    text(g, 15, 19, 18, "numeral " + (d <= 4 ? "ink-red" : "ink-blue"), String(d <= 4 ? d : d - 4));
    text(g, 15, 31, 6.5, "suit-mark", BONUS_NAMES[d - 1].slice(0, 7));
    text(g, 15, 38, 6, "suit-mark", d <= 4 ? "flower" : "season");
  } else if (s === "p") {
    for (const [x, y] of DOTS[n]) {
      const r = n === 1 ? 9 : n >= 7 ? 3.6 : 4.4;
      el("circle", { cx: x, cy: y, r, class: "dot " + (ink || (n === 1 ? "ink-red" : "ink-blue")) }, g);
      el("circle", { cx: x, cy: y, r: r / 2.6, class: "dot-eye" }, g);
    }
  } else if (s === "s") {
    if (n === 1) {
      el("path", { d: "M15 4 C 5 12, 5 26, 15 32 C 25 26, 25 12, 15 4 Z", class: "ink-green" }, g);
      el("circle", { cx: 15, cy: 14, r: 2.5, class: "dot-eye" }, g);
    } else {
      for (const [x, y] of STICKS[n])
        el("rect", { x: x - 2, y, width: 4, height: 11, rx: 2, class: ink || "ink-green" }, g);
    }
  } else if (s === "m") {
    text(g, 15, 19, 20, "numeral " + ink, String(n));
    text(g, 15, 35, 10, "suit-mark ink-red", "man");
  } else if (d >= 1 && d <= 4) {
    text(g, 15, 25, 24, "numeral", "ESWN"[d - 1]);
    text(g, 15, 36, 7, "suit-mark", WIND_NAMES[d - 1].toLowerCase());
  } else if (d === 5) {
    el("rect", { x: 5, y: 6, width: 20, height: 26, rx: 2, class: "haku" }, g);
  } else if (d === 6) {
    text(g, 15, 25, 22, "numeral ink-green", "G");
    text(g, 15, 36, 7, "suit-mark", "green");
  } else {
    text(g, 15, 25, 22, "numeral ink-red", "R");
    text(g, 15, 36, 7, "suit-mark", "red");
  }
  if (red) {
    el("path", { d: "M29 1 L35 1 L35 7 Z", class: "ink-red" }, svg);
    text(svg, 16, 6.6, 5.5, "suit-mark", "red five");
  }
  return svg;
}

// Every tile code of the picker: 1-9 of each suit with its red five after the 5, then honours.
function pickerCodes() {
  const out = [];
  for (const s of "mps") {
    for (let d = 1; d <= 9; d++) {
      out.push(d + s);
      if (d === 5) out.push("0" + s);
    }
  }
  for (let d = 1; d <= 7; d++) out.push(d + "z");
  return out;
}

// The bonus tiles (HK, classical): flowers 1f-4f, seasons 5f-8f.
function bonusCodes() {
  const out = [];
  for (let d = 1; d <= 8; d++) out.push(d + "f");
  return out;
}

// MPSZ text -> tile codes, or {error, at} (the position, from 0). Only the notation is read
// here (to keep the picker in step with the text box); the engine checks the hand.
function parseTiles(str) {
  const out = [];
  let digits = [];
  for (let i = 0; i < str.length; i++) {
    const c = str[i];
    if (c >= "0" && c <= "9") digits.push([c, i]);
    else if ("mpszf".includes(c)) {
      if (!digits.length) return { error: "a suit letter with no digit before it", at: i };
      for (const [dg, at] of digits) {
        if (c === "z" && (dg === "0" || dg > "7")) return { error: dg + "z is not a tile", at };
        if (c === "f" && (dg === "0" || dg === "9")) return { error: dg + "f is not a tile", at };
        out.push(dg + c);
      }
      digits = [];
    } else if (c === " ") continue;
    else return { error: "'" + c + "' is not part of MPSZ notation", at: i };
  }
  if (digits.length) return { error: "digits with no suit letter after them", at: digits[0][1] };
  return { tiles: out };
}

// Tile codes -> MPSZ, in the given order, one suit letter per run of the same suit.
function formatTiles(codes) {
  let out = "", run = "", suit = "";
  for (const c of codes) {
    if (c[1] !== suit && run) {
      out += run + suit;
      run = "";
    }
    suit = c[1];
    run += c[0];
  }
  return run ? out + run + suit : out;
}

// Sort order of the picker (m p s z; a red five with the fives).
function tileOrder(code) {
  const d = Number(code[0]);
  return "mpszf".indexOf(code[1]) * 20 + (d === 0 ? 5.5 : d);
}
