// The classical round (docs/classical-games.md): the four seats' hands scored and settled by
// one `round` request through POST /v1/score; the page shows the engine's scores and payments.
"use strict";

const roundSeats = { E: null, S: null, W: null, N: null };  // a seat's score request, or null

function roundHand(w) {
  const q = Object.assign({}, roundSeats[w] || {});
  q.hand = $("r-hand-" + w).value.trim();
  const melds = $("r-melds-" + w).value.split(",").map((m) => m.trim()).filter(Boolean);
  if (melds.length) q.melds = melds;
  else delete q.melds;
  for (const k of ["seat", "round", "won", "rules", "preset", "options", "id", "type"]) delete q[k];
  return q;
}

function renderRoundSeats() {
  const box = $("round-seats");
  box.replaceChildren();
  WINDS.forEach((w, i) => {
    const q = roundSeats[w] || {};
    box.append(h("div", { class: "row seat" },
      h("span", { class: "seat-name", text: WIND_NAMES[i] }),
      h("label", {}, "hand ", h("input", { id: "r-hand-" + w, value: q.hand || "", autocomplete: "off", spellcheck: "false", placeholder: "MPSZ" })),
      h("label", {}, "melds ", h("input", { id: "r-melds-" + w, value: (q.melds || []).join(", "), autocomplete: "off", placeholder: "pon 888m, chi 123s" })),
      h("button", { type: "button", text: "Take the hand above", onclick: () => {
        roundSeats[w] = calculatorHand();
        if (roundSeats[w]) $("r-winner").value = w;
        renderRoundSeats();
      } })));
  });
}

function renderRound(d) {
  const out = $("result");
  out.replaceChildren();
  $("err-round").textContent = "";
  if (!d || !d.ok) {
    const msg = d && d.error ? plainError(d.error) + " (" + d.error.code + ")" : "the server did not answer";
    $("err-round").textContent = "\u26a0 " + msg;
    out.append(h("p", { class: "error", id: "result-error", "data-code": d && d.error ? d.error.code : "" }, "\u26a0 " + msg));
    return;
  }
  out.append(h("p", { class: "value", id: "result-value", text: d.result === "draw" ? "A draw: nothing is paid" : WIND_NAMES[WINDS.indexOf(d.winner)] + " wins with " + d.scores[d.winner] }));
  const rows = WINDS.map((w, i) => {
    const hd = d.hands[w];
    const what = hd ? hd.points + " points, " + hd.doubles + " doubles" + (hd.limit ? ", limit " + hd.limit : "") + (hd.dead_hand ? " (dead hand)" : "") : "";
    return h("tr", {}, h("th", { scope: "row", text: WIND_NAMES[i] + (d.winner === w ? " (winner)" : "") }), h("td", { text: what }), h("td", { class: "num", text: String(d.scores[w]) }));
  });
  out.append(h("table", { class: "elements", id: "round-scores" }, h("caption", { text: "Each hand's score" }),
    h("thead", {}, h("tr", {}, ...["Seat", "Hand", "Score"].map((t) => h("th", { scope: "col", text: t })))), h("tbody", {}, ...rows)));
  if (d.payments && d.payments.length)
    out.append(h("h3", { text: "Payments" }), h("ul", { class: "payments" }, ...d.payments.map((p) =>
      h("li", { text: WIND_NAMES[WINDS.indexOf(p.from)] + " pays " + WIND_NAMES[WINDS.indexOf(p.to)] + " " + p.amount }))));
  if (d.deltas) out.append(deltasTable(d.deltas, "Each seat's change"));
}

async function settleRound(ev) {
  ev.preventDefault();
  const q = { type: "round", rules: family() };  // the form is shown for the family whose view has a round
  const preset = $("c-preset").value.trim();
  if (preset) q.preset = preset;
  const opts = readOptions("c-options", "options");
  if (opts === null) return;
  if (Object.keys(opts).length) q.options = opts;
  q.round = $("c-round").value;
  if ($("r-winner").value === "draw") q.result = "draw";
  else q.winner = $("r-winner").value;
  q.hands = {};
  for (const w of WINDS) q.hands[w] = roundHand(w);
  $("result").replaceChildren();
  const r = await api("POST", "/v1/score", q);
  renderRound(r.data);
  if (window.innerWidth < 1000) $("result").scrollIntoView({ block: "nearest" });
}

function initRound() {
  options($("r-winner"), WINDS.map((w, i) => [w, WIND_NAMES[i]]).concat([["draw", "nobody: a draw"]]));
  renderRoundSeats();
  $("round").addEventListener("submit", settleRound);
}
