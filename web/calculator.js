// The hand calculator: the tile picker and the MPSZ text box kept in step, melds, the
// situation and flags, and the engine's answer from POST /v1/score (nothing is computed here).
"use strict";

const WINDS = ["E", "S", "W", "N"];
// The contract's flags (json-api "Request"); each family's view lists those it takes.
const FLAGS = [
  ["riichi", "Riichi"],
  ["double_riichi", "Double riichi"],
  ["ippatsu", "Ippatsu"],
  ["last_tile", "Last tile (haitei / houtei)"],
  ["after_kan", "After a kan (replacement tile)"],
  ["after_double_kan", "After a double kan"],
  ["robbing_kan", "Robbing a kan"],
  ["robbed_kita", "Robbing a North set aside (kita)"],
  ["first_turn", "First turn (tenhou / chiihou / renhou)"],
  ["original_call", "Original call"],
];
const MELD_KINDS = [
  ["chi", "Chi (called run)"],
  ["pon", "Pon (called triplet)"],
  ["kan", "Open kan (called)"],
  ["ankan", "Closed kan"],
  ["kakan", "Added kan"],
];

const calc = { hand: [], melds: [], names: null };

function $(id) { return document.getElementById(id); }

function h(tag, attrs, ...kids) {
  const e = document.createElement(tag);
  for (const k in attrs || {}) {
    if (k === "text") e.textContent = attrs[k];
    else if (k.startsWith("on")) e.addEventListener(k.slice(2), attrs[k]);
    else if (attrs[k] !== false && attrs[k] != null) e.setAttribute(k, attrs[k] === true ? "" : attrs[k]);
  }
  for (const c of kids) if (c != null) e.append(c);
  return e;
}

function options(select, list) {
  for (const [v, t] of list) select.append(h("option", { value: v, text: t }));
}

// The request and response body helpers of every API call.
async function api(method, path, body) {
  const init = { method, headers: {} };
  if (body !== undefined) {
    init.body = typeof body === "string" ? body : JSON.stringify(body);
    init.headers["Content-Type"] = "application/json";
  }
  const res = await fetch(path, init);
  const text = await res.text();
  let data = null;
  try { data = text ? JSON.parse(text) : null; } catch (e) { data = null; }
  return { status: res.status, data, text };
}

async function elementNames() {
  if (!calc.names) {
    const r = await api("GET", "/v1/yaku");
    calc.names = {};
    if (r.data && r.data.ok) for (const n of r.data.elements) calc.names[n.id] = n;
  }
  return calc.names;
}

function family() { return $("c-rules").value; }

// The seats of the rules chosen: E S W for a three-player preset (the family view knows
// which), else all four.
function seats() { return WINDS.slice(0, view(family()).players($("c-preset").value.trim())); }
function threePlayer() { return seats().length === 3; }

// The flags the rules chosen take: the family's, less the three-player ones with four players.
function flagsShown() {
  const v = view(family());
  return v.flags.filter((k) => threePlayer() || !(v.threePlayerFlags || []).includes(k));
}

// 2m-8m (and the red 5m) are not in a three-player set.
function notInThreePlayer(code) { return code[1] === "m" && code[0] >= "0" && code[0] <= "8" && code[0] !== "1"; }

function fillPresets(list, fam) {
  list.replaceChildren(...view(fam).presets.map((p) => h("option", { value: p })));
}

// ---- the tiles: picker <-> text box ----

function target() { return document.querySelector('input[name="target"]:checked').value; }

function pick(code) {
  const t = code[1] === "f" ? "bonus" : target();  // flowers and seasons go with the bonus tiles
  if (t === "hand") {
    calc.hand.push(code);
    syncHandText();
  } else if (t.startsWith("meld")) {
    const m = calc.melds[Number(t.slice(4))];
    if (!m) return;
    m.tiles = formatTiles(parseOr(m.tiles).concat([code]));
    renderMelds();
  } else {
    const box = $({ dora: "c-dora", ura: "c-ura", bonus: "c-bonus" }[t]);
    box.value = formatTiles(parseOr(box.value).concat([code]));
  }
}

function parseOr(str) {
  const p = parseTiles(str || "");
  return p.tiles || [];
}

function syncHandText() {
  $("c-hand").value = formatTiles(calc.hand);
  clearFieldError("hand");
  renderHand();
}

function onHandTyped() {
  const p = parseTiles($("c-hand").value);
  if (p.error) {
    showFieldError("hand", p.error + " (at position " + p.at + ")");
    return;
  }
  clearFieldError("hand");
  calc.hand = p.tiles;
  renderHand();
}

function renderHand() {
  const view = $("hand-view");
  view.replaceChildren();
  calc.hand.forEach((code, i) => {
    const last = i === calc.hand.length - 1;
    const b = h("button", {
      type: "button", class: "tile-button" + (last ? " last" : ""),
      "aria-label": "remove " + tileName(code) + (last ? " (last tile: the winning tile)" : ""),
      onclick: () => { calc.hand.splice(i, 1); syncHandText(); },
    });
    b.append(tileSvg(code));
    view.append(b);
  });
  if (!calc.hand.length) view.append(h("span", { class: "hint", text: "No tiles yet: pick them below or type them above." }));
  else view.append(h("span", { class: "hint", text: calc.hand.length + " tiles; the last one (marked \u2605) wins unless chosen." }));
  const win = $("c-win"), was = win.value;
  win.replaceChildren(h("option", { value: "", text: "last tile of the hand" }));
  for (const c of [...new Set(calc.hand)]) win.append(h("option", { value: c, text: c + " " + tileName(c) }));
  win.value = calc.hand.includes(was) ? was : "";
}

function renderPicker() {
  const p = $("picker");
  for (const code of pickerCodes().concat(bonusCodes())) {
    const b = h("button", { type: "button", class: "tile-button", "data-tile": code, "aria-label": "add " + tileName(code), onclick: () => pick(code) });
    b.append(tileSvg(code));
    p.append(b);
  }
}

// ---- melds ----

function renderMelds() {
  const list = $("meld-list");
  list.replaceChildren();
  const targets = $("meld-targets");
  const was = target();
  targets.replaceChildren();
  calc.melds.forEach((m, i) => {
    const kind = h("select", { "aria-label": "meld " + (i + 1) + " kind", onchange: (e) => { m.kind = e.target.value; } });
    // No chi with three players; a chi entered before the preset changed stays, for the
    // engine to refuse in words.
    options(kind, MELD_KINDS.filter(([k]) => k !== "chi" || !threePlayer() || m.kind === "chi"));
    kind.value = m.kind;
    const tiles = h("input", { value: m.tiles, "aria-label": "meld " + (i + 1) + " tiles", placeholder: "555p", autocomplete: "off", oninput: (e) => { m.tiles = e.target.value; drawMeld(); } });
    const from = h("select", { "aria-label": "meld " + (i + 1) + " called from", onchange: (e) => { m.from = e.target.value; } });
    options(from, [["", "from: not given"]].concat(seats().map((w) => [w, "from " + w])));
    if (!seats().includes(m.from)) m.from = "";
    from.value = m.from;
    const shown = h("span", { class: "meld-tiles" });
    const drawMeld = () => shown.replaceChildren(...parseOr(m.tiles).map(tileSvg));
    drawMeld();
    const remove = h("button", { type: "button", text: "Remove", onclick: () => { calc.melds.splice(i, 1); renderMelds(); } });
    list.append(h("div", { class: "meld row", "data-meld": i }, h("span", { text: "Meld " + (i + 1) }), kind, tiles, from, shown, remove));
    targets.append(h("label", {}, h("input", { type: "radio", name: "target", value: "meld" + i }), " meld " + (i + 1)));
  });
  const again = document.querySelector('input[name="target"][value="' + was + '"]');
  (again || document.querySelector('input[name="target"][value="hand"]')).checked = true;
}

// ---- the request ----

function readOptions(boxId, errId) {
  const text = $(boxId).value.trim();
  if (!text) return {};
  try {
    const o = JSON.parse(text);
    if (o && typeof o === "object" && !Array.isArray(o)) return o;
  } catch (e) { /* reported below */ }
  showFieldError(errId, "Options must be a JSON object, e.g. {\"aka_dora\": false}.");
  return null;
}

// The contract score request the form describes (fields left at their defaults are omitted).
function scoreRequest() {
  const v = view(family()), q = { rules: family() };
  const preset = $("c-preset").value.trim();
  if (preset) q.preset = preset;
  const opts = readOptions("c-options", "options");
  if (opts === null) return null;
  if (Object.keys(opts).length) q.options = opts;
  q.hand = $("c-hand").value.trim();
  if ($("c-win").value) q.win = $("c-win").value;
  const melds = calc.melds.filter((m) => m.tiles.trim()).map((m) => (m.kind + " " + m.tiles.trim() + (m.from ? " from " + m.from : "")));
  if (melds.length) q.melds = melds;
  const bonus = $("c-bonus").value.trim();
  if (bonus && v.bonus) q.bonus = bonus;
  q.win_by = document.querySelector('input[name="win_by"]:checked').value;
  q.seat = $("c-seat").value;
  q.round = $("c-round").value;
  // A discarder belongs to a ron only: on a self-draw the field is left out, as the
  // HK and Classical rules refuse `from` on a self-drawn win.
  if ($("c-from").value && q.win_by !== "tsumo") q.from = $("c-from").value;
  if ($("c-liable").value) q.liable = $("c-liable").value;
  for (const [key] of FLAGS) if ($("f-" + key).checked && flagsShown().includes(key)) q[key] = true;
  v.request(q);  // the family's own fields: won, dora and ura
  const honba = Number($("c-honba").value || 0), sticks = Number($("c-sticks").value || 0);
  if (honba) q.honba = honba;
  if (sticks) q.riichi_sticks = sticks;
  return q;
}

// ---- errors at the place they concern ----

const ERROR_PLACES = { hand: "hand", win: "hand", melds: "melds", dora: "dora", ura: "dora", kita: "dora", bonus: "bonus", options: "options", preset: "options", seat: "context", round: "context", from: "context", liable: "context" };

function showFieldError(place, message) {
  const p = $("err-" + place);
  if (!p) return;
  p.textContent = "\u26a0 " + message;
  const input = { hand: "c-hand", options: "c-options", dora: "c-dora", bonus: "c-bonus" }[place];
  if (input) $(input).setAttribute("aria-invalid", "true");
}

function clearFieldError(place) {
  const p = $("err-" + place);
  if (p) p.textContent = "";
  const input = { hand: "c-hand", options: "c-options", dora: "c-dora", bonus: "c-bonus" }[place];
  if (input) $(input).removeAttribute("aria-invalid");
}

// Where an engine error belongs: the field its message starts with ("hand: ...",
// "melds[1]: ...", "field 'kita' ..."), else by its code.
function errorPlace(err) {
  const m = /^([a-z_]+)(\[\d+\])?:/.exec(err.message || "") || /^field '([a-z_]+)'/.exec(err.message || "");
  if (m && ERROR_PLACES[m[1]]) return ERROR_PLACES[m[1]];
  if (err.code === "unknown_option" || err.code === "unknown_preset") return "options";
  if (err.code === "invalid_context") return "context";
  return "hand";
}

const ERROR_WORDS = {
  parse_error: "The notation could not be read",
  invalid_hand: "This is not a valid hand",
  not_winning: "These tiles do not make a winning hand",
  no_yaku: "The hand has no yaku, so it cannot win",
  below_minimum: "The hand is below the minimum to win",
  invalid_context: "The situation contradicts itself",
  unknown_preset: "There is no such preset",
  unknown_option: "There is no such option",
};

// The engine's message without the field it starts with when the page shows it at that
// field's own place (hand, dora, options); a meld keeps its number ("meld 2: ..."), a field
// shown at a shared place its name ("kita: ...", "seat: ...", "ura: ...").
function plainError(err) {
  const msg = String(err.message || "").replace(/^([a-z_]+)(?:\[(\d+)\])?: /, (all, field, i) =>
    (i !== undefined ? field.replace(/s$/, "") + " " + (Number(i) + 1) + ": " : ERROR_PLACES[field] === field ? "" : all));
  return (ERROR_WORDS[err.code] || "The engine refused the request") + ": " + msg + ".";
}

// ---- the answer ----

function signed(n) { return n > 0 ? "+" + n : n < 0 ? "\u2212" + -n : "0"; }

function amountText(e) {
  for (const unit of ["han", "yakuman", "fu", "faan", "points", "doubles", "limit"])
    if (e[unit] !== undefined) return e[unit] + " " + unit;
  const rest = Object.keys(e).filter((k) => k !== "id");
  return rest.map((k) => e[k] + " " + k).join(", ");
}

function elementLabel(id, names) {
  const n = names[id];
  return n ? n.english + " " + n.japanese : id.replaceAll("_", " ");
}

// One column per seat the answer has (three with three players).
function deltasTable(deltas, caption) {
  const t = h("table", { class: "deltas", id: "result-deltas" }, h("caption", { text: caption }));
  const head = h("tr"), body = h("tr");
  for (const w of WINDS.filter((x) => deltas[x] !== undefined)) {
    head.append(h("th", { scope: "col", text: WIND_NAMES[WINDS.indexOf(w)] + " (" + w + ")" }));
    const d = deltas[w];
    body.append(h("td", { class: d > 0 ? "gain" : d < 0 ? "loss" : "", text: (d > 0 ? "receives " : d < 0 ? "pays " : "") + signed(d) }));
  }
  t.append(h("thead", {}, head), h("tbody", {}, body));
  return t;
}

async function renderAnswer(q, r) {
  const out = $("result");
  out.replaceChildren();
  for (const place of ["hand", "melds", "dora", "bonus", "options", "context"]) clearFieldError(place);
  const d = r.data;
  if (!d) {
    out.append(h("p", { class: "error", text: "\u26a0 The server answered " + r.status + ": " + r.text }));
    return;
  }
  if (!d.ok) {
    const place = errorPlace(d.error);
    showFieldError(place, plainError(d.error));
    out.append(h("p", { class: "error", id: "result-error", "data-code": d.error.code }, "\u26a0 " + plainError(d.error) + " (" + d.error.code + ")"));
    if (d.error.position !== undefined && place === "hand") {
      const text = $("c-hand").value;
      out.append(h("pre", { class: "caret", text: text + "\n" + " ".repeat(d.error.position) + "^ here" }));
    }
    return;
  }
  const names = await elementNames();
  const head = h("div", { class: "answer-head" });
  let main = d.value + " points";
  const v = view(d.rules);
  main += v.summary(d);
  head.append(h("p", { class: "value", id: "result-value", text: main }));
  out.append(head);
  if (d.deltas) out.append(deltasTable(d.deltas, "Who pays what (honba and riichi sticks included)"));
  else out.append(h("p", { class: "hint", text: "Choose the discarder to see who pays on a ron." }));
  const rows = d.elements.map((e) => h("tr", {}, h("th", { scope: "row", text: elementLabel(e.id, names) }), h("td", { text: amountText(e) })));
  out.append(h("table", { class: "elements", id: "result-elements" }, h("caption", { text: v.elementsCaption }), h("tbody", {}, ...rows)));
  if (d.fu_details && d.fu_details.length) {
    const fu = d.fu_details.map((f) => h("tr", {}, h("th", { scope: "row", text: f.reason.replaceAll("_", " ") + (f.tile ? " (" + f.tile + ")" : "") }), h("td", { text: f.fu + " fu" })));
    fu.push(h("tr", { class: "total" }, h("th", { scope: "row", text: "total" }), h("td", { text: d.fu + " fu" })));
    out.append(h("table", { class: "elements" }, h("caption", { text: "Fu" }), h("tbody", {}, ...fu)));
  }
  if (d.reading) {
    const r2 = h("p", { class: "reading" }, "Reading: ");
    for (const s of d.reading.sets) r2.append(h("span", { class: "set", "aria-label": s }, ...parseOr(s).map(tileSvg)));
    if (d.reading.wait) r2.append(" " + d.reading.wait.replaceAll("_", " ") + " wait");
    out.append(r2);
  }
}

async function scoreNow(ev) {
  if (ev) ev.preventDefault();
  clearFieldError("options");
  const q = scoreRequest();
  if (!q) return;
  $("result").replaceChildren();
  const r = await api("POST", "/v1/score", q);
  await renderAnswer(q, r);
  if (window.innerWidth < 1000) $("result").scrollIntoView({ block: "nearest" });
}

function familyChanged() {
  const fam = family(), v = view(fam);
  fillPresets($("presets"), fam);
  $("f-won").closest("label").hidden = !v.won;
  for (const id of ["c-dora", "c-ura"]) $(id).closest("label").hidden = !v.dora;
  $("c-bonus").closest("label").hidden = !v.bonus;
  document.querySelector('input[name="target"][value="dora"]').closest("label").hidden = !v.dora;
  document.querySelector('input[name="target"][value="ura"]').closest("label").hidden = !v.dora;
  for (const b of document.querySelectorAll('#picker button[data-tile$="f"]')) b.hidden = !v.bonus;
  $("round").hidden = !v.round;
  seatsChanged();
}

// The seat choices, chi, the picker's 2m-8m and the kita field for the seats of the rules
// chosen (E S W with three players); back to four players restores North and chi. A seat
// chosen that the rules lack goes back to the first choice.
function seatsChanged() {
  const s = seats(), three = s.length === 3;
  for (const [id, none] of [["c-seat", null], ["c-round", null], ["c-from", "not given"], ["c-liable", "none"]]) {
    const box = $(id), was = box.value;
    box.replaceChildren();
    if (none) box.append(h("option", { value: "", text: none }));
    options(box, s.map((w) => [w, WIND_NAMES[WINDS.indexOf(w)] + " (" + w + ")"]));
    box.value = s.includes(was) ? was : none ? "" : s[0];
  }
  $("c-kita").closest("label").hidden = !three;
  for (const [key] of FLAGS) $("f-" + key).closest("label").hidden = !flagsShown().includes(key);
  for (const b of document.querySelectorAll('#picker button[data-tile$="m"]')) b.disabled = three && notInThreePlayer(b.dataset.tile);
  renderMelds();
}

function resetCalc() {
  calc.hand = [];
  calc.melds = [];
  $("calc").reset();
  syncHandText();
  renderMelds();
  familyChanged();
  $("result").replaceChildren();
}

// A score request's hand as the games view uses it (the calculator's form, for a win by tiles).
function calculatorHand() {
  const q = scoreRequest();
  if (!q) return null;
  for (const k of ["seat", "round", "from", "win_by", "honba", "riichi_sticks", "rules"]) delete q[k];
  return q;
}

function initCalculator() {
  renderPicker();
  const flags = $("flags");
  for (const [key, label] of FLAGS)
    flags.append(h("label", {}, h("input", { type: "checkbox", id: "f-" + key, name: key }), " " + label));
  flags.append(h("label", {}, h("input", { type: "checkbox", id: "f-won", name: "won", checked: true }), " This hand won (classical: every hand is scored)"));
  $("c-hand").addEventListener("input", onHandTyped);
  $("c-sort").addEventListener("click", () => { calc.hand.sort((a, b) => tileOrder(a) - tileOrder(b)); syncHandText(); });
  $("c-undo-tile").addEventListener("click", () => { calc.hand.pop(); syncHandText(); });
  $("c-clear").addEventListener("click", () => { calc.hand = []; syncHandText(); });
  $("c-add-meld").addEventListener("click", () => {
    calc.melds.push({ kind: "pon", tiles: "", from: "" });
    renderMelds();
    document.querySelector('input[name="target"][value="meld' + (calc.melds.length - 1) + '"]').checked = true;
  });
  $("c-rules").addEventListener("change", familyChanged);
  for (const e of ["input", "change"]) $("c-preset").addEventListener(e, seatsChanged);
  $("c-reset").addEventListener("click", resetCalc);
  $("calc").addEventListener("submit", scoreNow);
  syncHandText();
  familyChanged();
}
