// Games: the list, a new game, and one game's table, hand entry, undo, chart of the scores and
// final standings. Every number shown is the server's (the game object of GET /v1/games/{id}).
"use strict";

// The abortive draws and the fewest players they can happen with: four winds, four riichi
// and a triple ron need four (docs/sanma-game.md); a preset that keeps fewer is answered by
// the engine's error.
const ABORTIVE = [
  ["nine_terminals", "Nine terminals and honours", 3],
  ["four_winds", "Four winds discarded", 4],
  ["four_kans", "Four kans", 3],
  ["four_riichi", "Four riichi", 4],
  ["triple_ron", "Triple ron", 4],
];
function abortiveReasons(players) { return ABORTIVE.filter((a) => players >= a[2]).map(([v, t]) => [v, t]); }
const LINE_STYLES = ["", "8 4", "2 3", "10 3 2 3"];  // dashes: the players are told apart without colour
const MARKS = ["circle", "square", "triangle", "diamond"];

const gv = { game: null, wins: [] };

async function showGameList() {
  newGameChanged();
  const r = await api("GET", "/v1/games");
  const list = $("game-list");
  list.replaceChildren();
  if (!r.data || !r.data.ok) {
    list.append(h("p", { class: "error", text: "\u26a0 Could not list the games: " + r.text }));
    return;
  }
  if (!r.data.games.length) {
    list.append(h("p", { class: "hint", text: "No games yet." }));
    return;
  }
  const rows = r.data.games.map((g) => h("tr", {},
    h("td", {}, h("a", { href: "#/games/" + g.id, text: (g.title || "Game " + g.id) })),
    h("td", { class: "rules", text: g.rules + " / " + g.preset }),
    h("td", { class: "players" }, ...g.players.map((p, i) => h("span", { text: p + " " + g.scores[i] }))),
    h("td", { text: g.hands + (g.finished ? " (finished)" : "") }),
    h("td", {}, h("a", { href: "/v1/games/" + g.id + "/record", download: "game-" + g.id + ".json", text: "record" }))));
  list.append(h("table", { class: "list" }, h("caption", { text: "Games, newest first" }),
    h("thead", {}, h("tr", {}, ...["Game", "Rules", "Players and scores", "Hands", "Download"].map((t) => h("th", { scope: "col", class: t === "Rules" ? "rules" : null, text: t })))),
    h("tbody", {}, ...rows)));
}

async function createGame(ev) {
  ev.preventDefault();
  $("err-new-game").textContent = "";
  const body = { rules: $("g-rules").value, players: newGameSeats().map((i) => $("g-p" + i).value.trim()) };
  if ($("g-title").value.trim()) body.title = $("g-title").value.trim();
  if ($("g-preset").value.trim()) body.preset = $("g-preset").value.trim();
  const opts = readOptions("g-options", "new-game");
  if (opts === null) return;
  body.options = opts;
  const r = await api("POST", "/v1/games", body);
  if (r.status !== 201) {
    $("err-new-game").textContent = "\u26a0 " + (r.data && r.data.error ? plainError(r.data.error) : r.text);
    return;
  }
  location.hash = "#/games/" + r.data.id;
}

// The player numbers the new game form asks names for: three for a three-player preset.
function newGameSeats() {
  const n = view($("g-rules").value).players($("g-preset").value.trim());
  return [0, 1, 2, 3].slice(0, n);
}

// The new game form for the family and preset chosen: their presets, and the North name only
// with four players.
function newGameChanged() {
  fillPresets($("g-presets"), $("g-rules").value);
  const n = newGameSeats().length;
  $("g-p3").closest("label").hidden = n < 4;
  $("g-players-hint").textContent = n < 4 ? "Three players (E S W): this preset has no North seat." : "";
}

// ---- one game ----

// A player's seat wind for a dealer with `players` seats (E S W, or E S W N).
function seatOf(player, dealer, players) { return WINDS[(player - dealer + players) % players]; }

function playerOptions(game, extra) {
  return (extra || []).concat(game.players.map((p, i) => [String(i), p]));
}

function renderTable(g) {
  const box = $("game-table");
  box.replaceChildren();
  $("game-title").textContent = (g.title || "Game " + g.id) + " (" + g.rules + " / " + g.preset + ")";
  const n = g.next;
  const status = !n ? "The game has ended." : view(g.rules).next(g, n);
  box.append(h("p", { class: "status", id: "game-status", text: status }));
  const rows = g.players.map((p, i) => h("tr", { class: n && n.dealer === i ? "dealer" : "" },
    h("th", { scope: "row", text: p }),
    h("td", { text: n ? seatOf(i, n.dealer, g.players.length) + (n.dealer === i ? " (dealer)" : "") : "" }),
    h("td", { class: "num", "data-player": i, text: String(g.scores[i]) })));
  box.append(h("table", { class: "scores", id: "score-table" }, h("caption", { text: "The table" }),
    h("thead", {}, h("tr", {}, ...["Player", "Seat", "Score"].map((t) => h("th", { scope: "col", text: t })))),
    h("tbody", {}, ...rows)));
  box.append(h("p", { class: "row" },
    h("a", { href: "/v1/games/" + g.id + "/record", download: "game-" + g.id + ".json", id: "download-record", text: "Download the record (JSON)" }),
    h("a", { href: "#/games", text: "All games" })));
}

function winRow(g, w, i) {
  const who = h("select", { "aria-label": "winner " + (i + 1), onchange: (e) => { w.winner = Number(e.target.value); } });
  options(who, playerOptions(g));
  who.value = String(w.winner);
  const how = h("select", { "aria-label": "winner " + (i + 1) + " scored by", onchange: (e) => { w.how = e.target.value; renderEntry(); } });
  options(how, [["hanfu", "han and fu"], ["yakuman", "yakuman"], ["tiles", "tiles"]]);
  how.value = w.how;
  const row = h("div", { class: "win row", "data-win": i }, h("span", { text: "Winner " + (i + 1) }), who, how);
  if (w.how === "hanfu") {
    row.append(h("label", {}, "han ", h("input", { type: "number", min: 1, value: w.han, class: "han", inputmode: "numeric", oninput: (e) => { w.han = e.target.value; } })));
    row.append(h("label", {}, "fu ", h("input", { type: "number", min: 20, step: 10, value: w.fu, class: "fu", inputmode: "numeric", oninput: (e) => { w.fu = e.target.value; } })));
  } else if (w.how === "yakuman") {
    row.append(h("label", {}, "count ", h("input", { type: "number", min: 1, value: w.yakuman, inputmode: "numeric", oninput: (e) => { w.yakuman = e.target.value; } })));
  } else {
    row.append(h("label", {}, "hand ", h("input", { class: "tiles", value: w.score ? w.score.hand : "", placeholder: "MPSZ, winning tile last", autocomplete: "off", oninput: (e) => { w.score = Object.assign(w.score || {}, { hand: e.target.value }); } })));
    row.append(h("button", { type: "button", class: "from-calc", text: "Take the calculator's hand", onclick: () => { w.score = calculatorHand(); renderEntry(); } }));
    if (w.score) row.append(h("span", { class: "hint", text: JSON.stringify(w.score) }));
  }
  if (gv.wins.length > 1) row.append(h("button", { type: "button", text: "Remove", onclick: () => { gv.wins.splice(i, 1); renderEntry(); } }));
  return row;
}

function checks(g, name, label) {
  return h("fieldset", { class: "checks", id: "g-" + name }, h("legend", { text: label }),
    ...g.players.map((p, i) => h("label", {}, h("input", { type: "checkbox", name, value: i }), " " + p)));
}

function checked(name) {
  return [...document.querySelectorAll('#game-entry input[name="' + name + '"]:checked')].map((b) => Number(b.value));
}

// The family's entry form; the form shown until now stays in place while the new one is built,
// so that the family can keep what it had chosen.
function renderEntry() {
  const g = gv.game, box = $("game-entry"), v = view(g.rules);
  if (!g.next) {
    box.replaceChildren();
    return;
  }
  const form = h("form", { id: "hand-entry", novalidate: true, onsubmit: submitHand });
  v.entry(g, form);
  form.append(h("p", { class: "row actions" },
    h("button", { type: "submit", class: "primary", id: "g-submit", text: "Record the " + v.unit }),
    g.hands.length ? h("button", { type: "button", id: "g-undo", text: "Undo the last " + v.unit, onclick: undoHand }) : null));
  form.append(h("p", { class: "field-error", id: "err-entry", role: "alert" }));
  box.replaceChildren(form);
}

function newWin(winner) { return { winner, how: "hanfu", han: "", fu: "", yakuman: 1, score: null }; }

function winBody(w) {
  const out = { winner: w.winner };
  if (w.how === "hanfu") {
    out.han = Number(w.han);
    if (w.fu !== "") out.fu = Number(w.fu);
  } else if (w.how === "yakuman") out.yakuman = Number(w.yakuman);
  else out.score = w.score || { hand: "" };
  return out;
}

// The hand entry of the contract game record that the form describes.
function entryBody() { return view(gv.game.rules).body(); }

async function submitHand(ev) {
  ev.preventDefault();
  const g = gv.game;
  const body = Object.assign(entryBody(), { expect_hands: g.hands.length });
  const r = await api("POST", "/v1/games/" + g.id + "/hands", body);
  if (r.status !== 201) {
    $("err-entry").textContent = "\u26a0 " + (r.data && r.data.error ? plainError(r.data.error) : r.text);
    return;
  }
  gv.wins = [newWin(0)];
  resetFamilyEntry();
  showGame(r.data);
}

async function undoHand() {
  const g = gv.game;
  const r = await api("DELETE", "/v1/games/" + g.id + "/hands/last?expect_hands=" + g.hands.length);
  if (r.status !== 200) {
    $("err-entry").textContent = "\u26a0 " + (r.data && r.data.error ? plainError(r.data.error) : r.text);
    return;
  }
  showGame(r.data);
}

// The label of a hand in the table and the chart: the round, then the honba (riichi) or the
// deals the dealer (HK) or East (classical) kept before, after a dash.
function roundLabel(hd) {
  const again = hd.honba !== undefined ? hd.honba : hd.repeat;
  return hd.round + (again ? "-" + again : "");
}

// The scores after a hand: a classical round's `scores` are its hands' scores, `totals` the
// running totals.
function running(hd) { return hd.totals || hd.scores; }

function handResult(hd, g) { return view(g.rules).handResult(hd, g); }

function renderHands(g) {
  const box = $("game-hands");
  box.replaceChildren();
  if (!g.hands.length) return;
  const rows = g.hands.map((hd, k) => {
    const stick = (i) => (hd.riichi_deposits && hd.riichi_deposits[i] ? " (riichi " + signed(hd.riichi_deposits[i]) + ")" : "");
    return h("tr", {}, h("td", { text: String(k + 1) }), h("td", { text: roundLabel(hd) }),
      h("td", { text: handResult(hd, g) }),
      ...hd.deltas.map((d, i) => h("td", { class: "num " + (d > 0 ? "gain" : d < 0 ? "loss" : ""), text: signed(d) + stick(i) })),
      h("td", { class: "num", text: running(hd).join(" / ") }));
  });
  const v = view(g.rules), what = v.units;
  box.append(h("h3", { text: what }), h("p", { class: "hint", text: v.handsHint }));
  box.append(h("table", { class: "list hands", id: "hands-table" }, h("caption", { class: "visually-hidden", text: what }),
    h("thead", {}, h("tr", {}, ...["#", "Round", "Result"].concat(g.players, [v.totals]).map((t) => h("th", { scope: "col", text: t })))),
    h("tbody", {}, ...rows)));
}

function marker(kind, x, y, parent) {
  const r = 4;
  if (kind === "circle") return el("circle", { cx: x, cy: y, r }, parent);
  if (kind === "square") return el("rect", { x: x - r, y: y - r, width: 2 * r, height: 2 * r }, parent);
  if (kind === "triangle") return el("path", { d: `M${x} ${y - r - 1}L${x + r + 1} ${y + r}L${x - r - 1} ${y + r}Z` }, parent);
  return el("path", { d: `M${x} ${y - r - 1}L${x + r + 1} ${y}L${x} ${y + r + 1}L${x - r - 1} ${y}Z` }, parent);
}

// Every player's score after each hand (from the start scores), as SVG lines with a dash pattern and
// a marker shape per player and the name at the end of each line.
function renderChart(g) {
  const box = $("game-chart");
  box.replaceChildren();
  if (!g.hands.length) return;
  const series = g.players.map((_, p) => g.hands.map((hd) => running(hd)[p]));
  const all = series.flat();
  let lo = Math.min(...all), hi = Math.max(...all);
  const pad = view(g.rules).chartPad;
  if (hi - lo < pad) { lo -= pad; hi += pad; }
  // As wide as the page shows it (at most 760), so that the labels keep their size on a phone.
  const W = Math.max(340, Math.min(760, box.clientWidth || 640)), H = 260, L = 48, R = 80, T = 14, B = 28;
  const n = series[0].length;
  const x = (k) => L + (n > 1 ? (k * (W - L - R)) / (n - 1) : 0);
  const y = (v) => T + ((hi - v) * (H - T - B)) / (hi - lo);
  const svg = el("svg", { viewBox: `0 0 ${W} ${H}`, class: "chart", role: "img", id: "score-chart" });
  el("title", {}, svg).textContent = "Scores after each hand: " + g.players.map((p, i) => p + " " + series[i].join(", ")).join("; ");
  for (const v of [lo, (lo + hi) / 2, hi]) {
    el("line", { x1: L, x2: W - R, y1: y(v), y2: y(v), class: "grid" }, svg);
    const t = el("text", { x: L - 6, y: y(v) + 4, "text-anchor": "end", class: "axis" }, svg);
    t.textContent = String(Math.round(v));
  }
  const every = Math.ceil(n / Math.floor((W - L - R) / 44));  // x labels that fit
  for (let k = 0; k < n; k += every) {
    const t = el("text", { x: x(k), y: H - 8, "text-anchor": "middle", class: "axis" }, svg);
    t.textContent = roundLabel(g.hands[k]);
  }
  series.forEach((s, p) => {
    const g2 = el("g", { class: "series s" + p }, svg);
    el("polyline", { points: s.map((v, k) => x(k) + "," + y(v)).join(" "), "stroke-dasharray": LINE_STYLES[p] }, g2);
    s.forEach((v, k) => marker(MARKS[p], x(k), y(v), g2));
    const ly = T + 10 + 22 * p;  // the legend: dash, marker and name
    el("line", { x1: W - R + 8, x2: W - R + 36, y1: ly, y2: ly, "stroke-dasharray": LINE_STYLES[p] }, g2);
    marker(MARKS[p], W - R + 22, ly, g2);
    const t = el("text", { x: W - R + 40, y: ly + 4, class: "label" }, g2);
    t.textContent = g.players[p];
  });
  box.replaceChildren(h("h3", { text: "Scores over the game" }), svg);
}

function renderFinal(g) {
  const box = $("game-final");
  box.replaceChildren();
  if (!g.finished || !g.final) return;
  const f = g.final;
  const order = g.players.map((_, p) => p).sort((a, b) => f.ranks[a] - f.ranks[b] || a - b);
  const pts = Array.isArray(f.points);  // riichi's points after return points, oka and uma
  const rows = order.map((p) => h("tr", {}, h("td", { text: String(f.ranks[p]) }), h("th", { scope: "row", text: g.players[p] }),
    h("td", { class: "num", text: String(f.scores[p]) }), pts ? h("td", { class: "num", text: (f.points[p] > 0 ? "+" : "") + f.points[p] }) : null));
  box.append(h("table", { class: "scores final", id: "final-table" },
    h("caption", { text: "Final standings" + (pts ? " (points after return points, oka and uma)" : "") + "; ended by " + String(f.ended_by).replaceAll("_", " ") }),
    h("thead", {}, h("tr", {}, ...["Rank", "Player", "Score"].concat(pts ? ["Points"] : []).map((t) => h("th", { scope: "col", text: t })))),
    h("tbody", {}, ...rows)));
}

function showGame(g) {
  gv.game = g;
  if (!gv.wins.length) gv.wins = [newWin(0)];
  renderTable(g);
  $("game-entry").replaceChildren();  // a new hand starts from a win with nothing checked
  renderEntry();
  renderFinal(g);
  renderChart(g);
  renderHands(g);
}

async function openGame(id) {
  const r = await api("GET", "/v1/games/" + id);
  if (!r.data || !r.data.ok) {
    $("game-table").replaceChildren(h("p", { class: "error", text: "\u26a0 " + (r.data && r.data.error ? r.data.error.message : r.text) }));
    for (const b of ["game-entry", "game-final", "game-chart", "game-hands"]) $(b).replaceChildren();
    return;
  }
  gv.wins = [newWin(0)];
  resetFamilyEntry();
  showGame(r.data);
}

function initGames() {
  let pending = 0;  // the chart is drawn at the width shown: again after a resize
  window.addEventListener("resize", () => {
    clearTimeout(pending);
    pending = setTimeout(() => { if (gv.game && !$("view-game").hidden) renderChart(gv.game); }, 100);
  });
  $("new-game").addEventListener("submit", createGame);
  $("g-rules").addEventListener("change", newGameChanged);
  for (const e of ["input", "change"]) $("g-preset").addEventListener(e, newGameChanged);
  newGameChanged();
}

// ---- helpers of the families' entry forms (families.js) ----

// The calculator's hand without the fields the game fills or the record holds.
function entryHand(q) {
  if (!q) return null;
  for (const k of ["type", "id", "preset", "options", "seat", "round", "won"]) delete q[k];
  return q;
}

function famSelect(label, list, value, set, id) {
  const s = h("select", { "aria-label": label, id, onchange: (e) => { set(e.target.value); renderEntry(); } });
  options(s, list);
  s.value = value;
  return s;
}
