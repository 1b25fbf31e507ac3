// Games: the list, a new game, and one game's table, hand entry, undo, chart of the scores and
// final standings. Every number shown is the server's (the game object of GET /v1/games/{id}).
"use strict";

const ABORTIVE = [
  ["nine_terminals", "Nine terminals and honours"],
  ["four_winds", "Four winds discarded"],
  ["four_kans", "Four kans"],
  ["four_riichi", "Four riichi"],
  ["triple_ron", "Triple ron"],
];
const LINE_STYLES = ["", "8 4", "2 3", "10 3 2 3"];  // dashes: the players are told apart without colour
const MARKS = ["circle", "square", "triangle", "diamond"];

const gv = { game: null, wins: [] };

async function showGameList() {
  fillPresets($("g-presets"), $("g-rules").value);
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
  const body = { rules: $("g-rules").value, players: [0, 1, 2, 3].map((i) => $("g-p" + i).value.trim()) };
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

// ---- one game ----

function seatOf(player, dealer) { return WINDS[(player - dealer + 4) % 4]; }

function playerOptions(game, extra) {
  return (extra || []).concat(game.players.map((p, i) => [String(i), p]));
}

function renderTable(g) {
  const box = $("game-table");
  box.replaceChildren();
  $("game-title").textContent = (g.title || "Game " + g.id) + " (" + g.rules + " / " + g.preset + ")";
  const n = g.next;
  const status = !n ? "The game has ended."
    : g.rules === "hk" ? "Next hand: " + n.round + " (prevailing wind " + WIND_NAMES[WINDS.indexOf(n.wind)] + "), dealer " + g.players[n.dealer] + ", deals kept before " + n.repeat
    : g.rules === "classical" ? "Next round: " + n.round + " (prevailing wind " + WIND_NAMES[WINDS.indexOf(n.prevailing)] + "), East " + g.players[n.dealer] + ", rounds this East dealt before " + n.repeat
    : "Next hand: " + n.round + ", honba " + n.honba + ", riichi sticks on the table " + n.riichi_sticks;
  box.append(h("p", { class: "status", id: "game-status", text: status }));
  const rows = g.players.map((p, i) => h("tr", { class: n && n.dealer === i ? "dealer" : "" },
    h("th", { scope: "row", text: p }),
    h("td", { text: n ? seatOf(i, n.dealer) + (n.dealer === i ? " (dealer)" : "") : "" }),
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

function renderEntry() {
  const g = gv.game, box = $("game-entry");
  const kept = box.querySelector('input[name="result"]:checked');
  const kind = kept ? kept.value : "win";
  const riichiKept = box.querySelector("#g-riichi") ? checked("riichi") : [];
  const fromKept = box.querySelector("#g-from") ? box.querySelector("#g-from").value : "";
  box.replaceChildren();
  if (!g.next) return;
  if (g.rules === "hk" || g.rules === "classical") {
    const form = h("form", { id: "hand-entry", novalidate: true, onsubmit: submitHand });
    if (g.rules === "hk") hkEntry(g, form);
    else classicalEntry(g, form);
    form.append(h("p", { class: "row actions" },
      h("button", { type: "submit", class: "primary", id: "g-submit", text: g.rules === "hk" ? "Record the hand" : "Record the round" }),
      g.hands.length ? h("button", { type: "button", id: "g-undo", text: g.rules === "hk" ? "Undo the last hand" : "Undo the last round", onclick: undoHand }) : null));
    form.append(h("p", { class: "field-error", id: "err-entry", role: "alert" }));
    box.append(form);
    return;
  }
  const form = h("form", { id: "hand-entry", novalidate: true, onsubmit: submitHand });
  const kinds = h("fieldset", { class: "row" }, h("legend", { text: "Hand " + (g.hands.length + 1) + " (" + g.next.round + "): result" }));
  for (const [v, t] of [["win", "Win"], ["draw", "Exhaustive draw"], ["abortive", "Abortive draw"], ["chombo", "Chombo"]])
    kinds.append(h("label", {}, h("input", { type: "radio", name: "result", value: v, checked: v === kind, onchange: renderEntry }), " " + t));
  form.append(kinds);
  const riichi = checks(g, "riichi", "Declared riichi this hand (pays a 1000 stick)");
  for (const b of riichi.querySelectorAll("input")) b.checked = riichiKept.includes(Number(b.value));
  form.append(riichi);
  if (kind === "win") {
    const from = h("select", { id: "g-from", "aria-label": "discarder" });
    options(from, playerOptions(g, [["", "nobody: tsumo (self-drawn)"]]));
    from.value = fromKept;
    form.append(h("p", { class: "row" }, h("label", {}, "Discarder ", from)));
    gv.wins.forEach((w, i) => form.append(winRow(g, w, i)));
    form.append(h("button", { type: "button", id: "g-add-winner", text: "Another winner on the same discard", onclick: () => { gv.wins.push(newWin((gv.wins[gv.wins.length - 1].winner + 1) % 4)); renderEntry(); } }));
  } else if (kind === "draw") {
    form.append(checks(g, "tenpai", "Tenpai at the draw"));
    form.append(checks(g, "nagashi", "Nagashi mangan"));
  } else if (kind === "abortive") {
    const reason = h("select", { id: "g-reason", "aria-label": "reason" });
    options(reason, ABORTIVE);
    form.append(h("p", { class: "row" }, h("label", {}, "Reason ", reason)));
  } else {
    const who = h("select", { id: "g-chombo", "aria-label": "player at fault" });
    options(who, playerOptions(g));
    form.append(h("p", { class: "row" }, h("label", {}, "Player at fault ", who)));
  }
  form.append(h("p", { class: "row actions" },
    h("button", { type: "submit", class: "primary", id: "g-submit", text: "Record the hand" }),
    g.hands.length ? h("button", { type: "button", id: "g-undo", text: "Undo the last hand", onclick: undoHand }) : null));
  form.append(h("p", { class: "field-error", id: "err-entry", role: "alert" }));
  box.append(form);
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
function entryBody() {
  if (gv.game.rules === "hk") return hkBody();
  if (gv.game.rules === "classical") return classicalBody();
  const kind = document.querySelector('#game-entry input[name="result"]:checked').value;
  const e = { result: kind, riichi: checked("riichi") };
  if (kind === "win") {
    const from = $("g-from").value;
    if (from !== "") e.from = Number(from);
    if (gv.wins.length === 1) Object.assign(e, winBody(gv.wins[0]));
    else e.wins = gv.wins.map(winBody);
  } else if (kind === "draw") {
    e.tenpai = checked("tenpai");
    e.nagashi = checked("nagashi");
  } else if (kind === "abortive") {
    e.reason = $("g-reason").value;
  } else {
    delete e.riichi;
    e.player = Number($("g-chombo").value);
  }
  return e;
}

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

function hkResult(hd, g) {
  const r = hd.result.replaceAll("_", " ");
  if (hd.result === "false_win") return r + " by " + g.players[hd.player] + ", penalty " + hd.penalty;
  if (hd.result === "draw") return r;
  return r + ": " + g.players[hd.winner] + (hd.from !== undefined ? " from " + g.players[hd.from] : "") + " " + hd.faan + " faan" +
    (hd.limit ? " (limit)" : "") + " = " + hd.value + (hd.liable !== undefined ? ", " + g.players[hd.liable] + " liable" : "");
}

function classicalResult(hd, g) {
  if (hd.result === "draw") return "draw";
  const seat = (p) => g.players[p] + " (" + hd.seats[p] + ")";
  return "win: " + seat(hd.winner) + "; hand scores " + hd.scores.map((v, p) => seat(p) + " " + v + ((hd.dead && hd.dead.includes(p)) || (hd.hands && hd.hands[p] && hd.hands[p].dead_hand) ? " dead" : "")).join(", ");
}

function handResult(hd, g) {
  if (g.rules === "hk") return hkResult(hd, g);
  if (g.rules === "classical") return classicalResult(hd, g);
  if (hd.wins && hd.wins.length) {
    const ws = hd.wins.map((w) => g.players[w.winner] + " " + (w.yakuman ? w.yakuman + " yakuman" : w.han + " han " + (w.fu || "") + (w.fu ? " fu" : "")) + " = " + w.value);
    return hd.result.replaceAll("_", " ") + ": " + ws.join("; ");
  }
  let s = hd.result.replaceAll("_", " ");
  if (hd.reason) s += " (" + hd.reason.replaceAll("_", " ") + ")";
  if (hd.chombo_player !== undefined) s += " by " + g.players[hd.chombo_player];
  return s;
}

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
  const what = g.rules === "classical" ? "Rounds" : "Hands";
  const hint = g.rules === "riichi" ? "Each player's payments in the hand, and the riichi sticks they put on the table."
    : g.rules === "hk" ? "Each player's payments in the hand; the label counts the deals the dealer kept before."
    : "Each player's payments in the round and the running totals; the label counts the rounds this East dealt before.";
  box.append(h("h3", { text: what }), h("p", { class: "hint", text: hint }));
  box.append(h("table", { class: "list hands", id: "hands-table" }, h("caption", { class: "visually-hidden", text: what }),
    h("thead", {}, h("tr", {}, ...["#", "Round", "Result"].concat(g.players, [g.rules === "classical" ? "Totals" : "Scores"]).map((t) => h("th", { scope: "col", text: t })))),
    h("tbody", {}, ...rows)));
}

function marker(kind, x, y, parent) {
  const r = 4;
  if (kind === "circle") return el("circle", { cx: x, cy: y, r }, parent);
  if (kind === "square") return el("rect", { x: x - r, y: y - r, width: 2 * r, height: 2 * r }, parent);
  if (kind === "triangle") return el("path", { d: `M${x} ${y - r - 1}L${x + r + 1} ${y + r}L${x - r - 1} ${y + r}Z` }, parent);
  return el("path", { d: `M${x} ${y - r - 1}L${x + r + 1} ${y}L${x} ${y + r + 1}L${x - r - 1} ${y}Z` }, parent);
}

// The four scores after each hand (from the start scores), as SVG lines with a dash pattern and
// a marker shape per player and the name at the end of each line.
function renderChart(g) {
  const box = $("game-chart");
  box.replaceChildren();
  if (!g.hands.length) return;
  const series = [0, 1, 2, 3].map((p) => g.hands.map((hd) => running(hd)[p]));
  const all = series.flat();
  let lo = Math.min(...all), hi = Math.max(...all);
  const pad = g.rules === "riichi" ? 1000 : 10;
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
  const order = [0, 1, 2, 3].sort((a, b) => f.ranks[a] - f.ranks[b] || a - b);
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
  $("g-rules").addEventListener("change", () => fillPresets($("g-presets"), $("g-rules").value));
}

// ---- HK hands and classical rounds (docs/hk-games.md, docs/classical-games.md) ----

const fam = { hk: null, cl: null };

function resetFamilyEntry() {
  fam.hk = { kind: "win", winner: "0", from: "", how: "faan", faan: "", liable: "", player: "0", score: null };
  fam.cl = { winner: "0", how: "scores", scores: ["", "", "", ""], hands: [null, null, null, null], dead: [] };
}
resetFamilyEntry();

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

function hkEntry(g, form) {
  const e = fam.hk;
  const kinds = h("fieldset", { class: "row" }, h("legend", { text: "Hand " + (g.hands.length + 1) + " (" + g.next.round + "): result" }));
  for (const [v, t] of [["win", "Win"], ["draw", "Draw"], ["false_win", "False win"]])
    kinds.append(h("label", {}, h("input", { type: "radio", name: "result", value: v, checked: v === e.kind, onchange: () => { e.kind = v; renderEntry(); } }), " " + t));
  form.append(kinds);
  if (e.kind === "win") {
    form.append(h("p", { class: "row" },
      h("label", {}, "Winner ", famSelect("winner", playerOptions(g), e.winner, (v) => { e.winner = v; }, "hk-winner")),
      h("label", {}, "Discarder ", famSelect("discarder", playerOptions(g, [["", "nobody: self-drawn"]]), e.from, (v) => { e.from = v; }, "hk-from")),
      h("label", {}, "Scored by ", famSelect("scored by", [["faan", "faan"], ["tiles", "tiles"]], e.how, (v) => { e.how = v; }, "hk-how"))));
    if (e.how === "faan") {
      form.append(h("p", { class: "row" },
        h("label", {}, "faan ", h("input", { type: "number", min: 0, id: "hk-faan", value: e.faan, inputmode: "numeric", oninput: (ev) => { e.faan = ev.target.value; } })),
        h("label", {}, "Liable (\u5305) ", famSelect("liable", playerOptions(g, [["", "nobody"]]), e.liable, (v) => { e.liable = v; }, "hk-liable"))));
    } else {
      form.append(h("p", { class: "row" },
        h("button", { type: "button", id: "hk-from-calc", text: "Take the calculator's hand", onclick: () => { e.score = entryHand(calculatorHand()); renderEntry(); } }),
        h("span", { class: "hint", id: "hk-score", text: e.score ? JSON.stringify(e.score) : "No hand taken yet: fill the calculator (HK) and take it." })));
    }
  } else if (e.kind === "false_win") {
    form.append(h("p", { class: "row" }, h("label", {}, "Player ", famSelect("player at fault", playerOptions(g), e.player, (v) => { e.player = v; }, "hk-player"))));
  }
}

// The hand entry of the contract HK game record that the form describes.
function hkBody() {
  const e = fam.hk;
  if (e.kind === "draw") return { result: "draw" };
  if (e.kind === "false_win") return { result: "false_win", player: Number(e.player) };
  const out = { result: "win", winner: Number(e.winner) };
  if (e.from === "") out.tsumo = true;
  else out.from = Number(e.from);
  if (e.how === "faan") {
    out.faan = e.faan === "" ? e.faan : Number(e.faan);
    if (e.liable !== "") out.liable = Number(e.liable);
  } else out.score = e.score || { hand: "" };
  return out;
}

// Four hands by player number; "Take the round form's hands" copies the calculator's classical
// round form, whose seats are the winds of the moment (East is next.dealer).
function classicalEntry(g, form) {
  const e = fam.cl, east = g.next.dealer;
  form.append(h("p", { class: "row" }, h("strong", { text: "Round " + (g.hands.length + 1) + " (" + g.next.round + ")" }),
    h("label", {}, "Winner ", famSelect("winner", playerOptions(g, [["draw", "nobody: a draw"]]), e.winner, (v) => { e.winner = v; }, "cl-winner")),
    h("label", {}, "Entered as ", famSelect("entered as", [["scores", "each hand's score"], ["hands", "the four hands"]], e.how, (v) => { e.how = v; }, "cl-how"))));
  if (e.winner === "draw") return;
  if (e.how === "hands")
    form.append(h("p", { class: "row" }, h("button", { type: "button", id: "cl-from-round", text: "Take the round form's four hands", onclick: () => {
      WINDS.forEach((w, k) => { e.hands[(east + k) % 4] = entryHand(roundHand(w)); });
      renderEntry();
    } })));
  g.players.forEach((p, i) => {
    const row = h("div", { class: "row seat", "data-player": i }, h("span", { class: "seat-name", text: p + " (" + seatOf(i, east) + ")" }));
    if (e.how === "scores") {
      row.append(h("label", {}, "score ", h("input", { type: "number", min: 0, class: "cl-score", value: e.scores[i], inputmode: "numeric", oninput: (ev) => { e.scores[i] = ev.target.value; } })));
    } else {
      const q = e.hands[i] || {};
      row.append(h("label", {}, "hand ", h("input", { class: "cl-hand", value: q.hand || "", autocomplete: "off", spellcheck: "false", placeholder: "MPSZ", oninput: (ev) => { e.hands[i] = Object.assign(e.hands[i] || {}, { hand: ev.target.value.trim() }); } })));
      row.append(h("label", {}, "melds ", h("input", { class: "cl-melds", value: (q.melds || []).join(", "), autocomplete: "off", placeholder: "pon 888m", oninput: (ev) => {
        const m = ev.target.value.split(",").map((x) => x.trim()).filter(Boolean);
        e.hands[i] = Object.assign(e.hands[i] || {}, { melds: m });
        if (!m.length) delete e.hands[i].melds;
      } })));
      row.append(h("button", { type: "button", text: "Take the calculator's hand", onclick: () => { e.hands[i] = entryHand(calculatorHand()); renderEntry(); } }));
    }
    form.append(row);
  });
  if (e.how === "scores") {
    const dead = checks(g, "dead", "Dead hands (a wrong tile count: they score nothing)");
    for (const b of dead.querySelectorAll("input")) {
      b.checked = e.dead.includes(Number(b.value));
      b.addEventListener("change", () => { e.dead = checked("dead"); });
    }
    form.append(dead);
  }
}

// The round entry of the contract classical game record that the form describes.
function classicalBody() {
  const e = fam.cl;
  if (e.winner === "draw") return { result: "draw" };
  const out = { winner: Number(e.winner) };
  if (e.how === "scores") {
    out.scores = e.scores.map((v) => (v === "" ? v : Number(v)));
    if (e.dead.length) out.dead = e.dead.slice().sort();
  } else out.hands = e.hands.map((q) => q || { hand: "" });
  return out;
}
