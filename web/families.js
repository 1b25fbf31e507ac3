// One view object per rule family: everything the page does differently by family (the
// calculator's fields and flags, what a score request adds, how an answer is summed up, the
// game's hand entry, its results and texts). The rest of the page calls view(family).
"use strict";

const FAMILY_VIEWS = {
  riichi: {
    presets: ["tenhou", "majsoul", "wrc", "wrc2015", "ema", "ema2025", "riichi", "tenhou-sanma", "majsoul-sanma"],
    // The presets with three players (preset key `players = 3`, docs/sanma.md): seats E S W,
    // no chi, no 2m-8m, kita. The page knows them only here (the server lists no presets).
    threePlayer: ["tenhou-sanma", "majsoul-sanma"],
    players(preset) { return this.threePlayer.includes(preset) ? 3 : 4; },
    // The calculator: the contract's flags it takes, and its fields.
    flags: ["riichi", "double_riichi", "ippatsu", "last_tile", "after_kan", "robbing_kan", "robbed_kita", "first_turn"],
    threePlayerFlags: ["robbed_kita"],
    bonus: false, dora: true, won: false, round: false,
    request(q) {
      if ($("c-dora").value.trim()) q.dora = $("c-dora").value.trim();
      if ($("c-ura").value.trim()) q.ura = $("c-ura").value.trim();
      // Kita (Norths set aside), three-player only; 0 is the default and left out.
      if (this.players(q.preset) === 3 && $("c-kita").value.trim() !== "" && $("c-kita").value.trim() !== "0") q.kita = Number($("c-kita").value);
    },
    summary(d) {
      let s = d.yakuman ? " \u2014 " + d.yakuman + " yakuman" : " \u2014 " + d.han + " han " + d.fu + " fu";
      if (d.limit) s += " (" + d.limit.replaceAll("_", " ") + ")";
      return s;
    },
    elementsCaption: "Yaku and dora",
    // Games.
    unit: "hand", units: "Hands", totals: "Scores", chartPad: 1000,
    handsHint: "Each player's payments in the hand, and the riichi sticks they put on the table.",
    next(g, n) { return "Next hand: " + n.round + ", honba " + n.honba + ", riichi sticks on the table " + n.riichi_sticks; },
    reset() {},  // the winners are gv.wins; the rest is read back from the form
    entry(g, form) {
      const box = $("game-entry");  // the form shown until now: what it had checked is kept
      const kept = box.querySelector('input[name="result"]:checked');
      const kind = kept ? kept.value : "win";
      const riichiKept = box.querySelector("#g-riichi") ? checked("riichi") : [];
      const fromKept = box.querySelector("#g-from") ? box.querySelector("#g-from").value : "";
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
        form.append(h("button", { type: "button", id: "g-add-winner", text: "Another winner on the same discard", onclick: () => { gv.wins.push(newWin((gv.wins[gv.wins.length - 1].winner + 1) % g.players.length)); renderEntry(); } }));
      } else if (kind === "draw") {
        form.append(checks(g, "tenpai", "Tenpai at the draw"));
        form.append(checks(g, "nagashi", "Nagashi mangan"));
      } else if (kind === "abortive") {
        const reason = h("select", { id: "g-reason", "aria-label": "reason" });
        options(reason, abortiveReasons(g.players.length));
        form.append(h("p", { class: "row" }, h("label", {}, "Reason ", reason)));
      } else {
        const who = h("select", { id: "g-chombo", "aria-label": "player at fault" });
        options(who, playerOptions(g));
        form.append(h("p", { class: "row" }, h("label", {}, "Player at fault ", who)));
      }
    },
    // The hand entry of the contract game record that the form describes.
    body() {
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
    },
    handResult(hd, g) {
      if (hd.wins && hd.wins.length) {
        const ws = hd.wins.map((w) => g.players[w.winner] + " " + (w.yakuman ? w.yakuman + " yakuman" : w.han + " han " + (w.fu || "") + (w.fu ? " fu" : "")) + " = " + w.value);
        return hd.result.replaceAll("_", " ") + ": " + ws.join("; ");
      }
      let s = hd.result.replaceAll("_", " ");
      if (hd.reason) s += " (" + hd.reason.replaceAll("_", " ") + ")";
      if (hd.chombo_player !== undefined) s += " by " + g.players[hd.chombo_player];
      return s;
    },
  },

  // HK hands (docs/hk-games.md).
  hk: {
    presets: ["hk", "hk-flowers", "mahjong-nu"],
    players() { return 4; },
    flags: ["last_tile", "after_kan", "after_double_kan", "robbing_kan", "first_turn"],
    bonus: true, dora: false, won: false, round: false,
    request() {},
    summary(d) { return " \u2014 " + d.faan + " faan, base " + d.base; },
    elementsCaption: "Scoring elements",
    unit: "hand", units: "Hands", totals: "Scores", chartPad: 10,
    handsHint: "Each player's payments in the hand; the label counts the deals the dealer kept before.",
    next(g, n) { return "Next hand: " + n.round + " (prevailing wind " + WIND_NAMES[WINDS.indexOf(n.wind)] + "), dealer " + g.players[n.dealer] + ", deals kept before " + n.repeat; },
    reset() { this.state = { kind: "win", winner: "0", from: "", how: "faan", faan: "", liable: "", player: "0", score: null }; },
    entry(g, form) {
      const e = this.state;
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
    },
    // The hand entry of the contract HK game record that the form describes.
    body() {
      const e = this.state;
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
    },
    handResult(hd, g) {
      const r = hd.result.replaceAll("_", " ");
      if (hd.result === "false_win") return r + " by " + g.players[hd.player] + ", penalty " + hd.penalty;
      if (hd.result === "draw") return r;
      return r + ": " + g.players[hd.winner] + (hd.from !== undefined ? " from " + g.players[hd.from] : "") + " " + hd.faan + " faan" +
        (hd.limit ? " (limit)" : "") + " = " + hd.value + (hd.liable !== undefined ? ", " + g.players[hd.liable] + " liable" : "");
    },
  },

  // Classical rounds (docs/classical-games.md); the calculator also shows the round form (round.js).
  classical: {
    presets: ["classical", "dmjl", "bmja"],
    players() { return 4; },
    flags: ["last_tile", "after_kan", "after_double_kan", "robbing_kan", "first_turn", "original_call"],
    bonus: true, dora: false, won: true, round: true,
    request(q) { if (!$("f-won").checked) q.won = false; },
    summary(d) { return " \u2014 " + d.points + " points, " + d.doubles + " doubles, score " + d.score; },
    elementsCaption: "Scoring elements",
    unit: "round", units: "Rounds", totals: "Totals", chartPad: 10,
    handsHint: "Each player's payments in the round and the running totals; the label counts the rounds this East dealt before.",
    next(g, n) { return "Next round: " + n.round + " (prevailing wind " + WIND_NAMES[WINDS.indexOf(n.prevailing)] + "), East " + g.players[n.dealer] + ", rounds this East dealt before " + n.repeat; },
    reset() { this.state = { winner: "0", how: "scores", scores: ["", "", "", ""], hands: [null, null, null, null], dead: [] }; },
    // Four hands by player number; "Take the round form's hands" copies the calculator's
    // classical round form, whose seats are the winds of the moment (East is next.dealer).
    entry(g, form) {
      const e = this.state, east = g.next.dealer;
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
        const row = h("div", { class: "row seat", "data-player": i }, h("span", { class: "seat-name", text: p + " (" + seatOf(i, east, 4) + ")" }));
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
    },
    // The round entry of the contract classical game record that the form describes.
    body() {
      const e = this.state;
      if (e.winner === "draw") return { result: "draw" };
      const out = { winner: Number(e.winner) };
      if (e.how === "scores") {
        out.scores = e.scores.map((v) => (v === "" ? v : Number(v)));
        if (e.dead.length) out.dead = e.dead.slice().sort();
      } else out.hands = e.hands.map((q) => q || { hand: "" });
      return out;
    },
    handResult(hd, g) {
      if (hd.result === "draw") return "draw";
      const seat = (p) => g.players[p] + " (" + hd.seats[p] + ")";
      return "win: " + seat(hd.winner) + "; hand scores " + hd.scores.map((v, p) => seat(p) + " " + v + ((hd.dead && hd.dead.includes(p)) || (hd.hands && hd.hands[p] && hd.hands[p].dead_hand) ? " dead" : "")).join(", ");
    },
  },
};

function view(family) { return FAMILY_VIEWS[family]; }

// A new hand or round starts from each family's empty entry.
function resetFamilyEntry() {
  for (const v of Object.values(FAMILY_VIEWS)) v.reset();
}
resetFamilyEntry();
