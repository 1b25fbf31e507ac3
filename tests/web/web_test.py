#!/usr/bin/python3
"""End-to-end test of the web scorekeeper (docs/web.md) in headless Chromium.

Starts `mjscore serve --port 0 --db <tmp>`, scores a hand through the tile picker and through
the notation box, sees the error of a bad hand, plays a short riichi game to its end (a draw, a
win by han and fu, a double ron, a win by tiles from the calculator, an undo), downloads the
record and compares the page's table with `mjscore game --json` on it; then a short HK game
(wins by faan and by tiles, a false win undone, a draw) and a short classical game (a round by
scores, a round by the four hands of the round form), each compared the same way. Saves
screenshots at 1280 and 390 px under --out.

Exits 77 (ctest SKIP) with a message when Selenium, Chromium or chromedriver is missing.
"""
import argparse
import json
import os
import shutil
import subprocess
import sys
import tempfile
import time
import urllib.request

SKIP = 77

try:
    from selenium import webdriver
    from selenium.webdriver.chrome.service import Service
    from selenium.webdriver.common.by import By
    from selenium.webdriver.common.keys import Keys
    from selenium.webdriver.support import expected_conditions as EC
    from selenium.webdriver.support.ui import Select, WebDriverWait
except ImportError as e:  # pragma: no cover - depends on the machine
    print(f"SKIP: python3-selenium is not installed ({e})")
    sys.exit(SKIP)

CHROMIUM = shutil.which("chromium") or "/usr/bin/chromium"
DRIVER = shutil.which("chromedriver") or "/usr/bin/chromedriver"


def fail(msg):
    print("FAIL: " + msg)
    sys.exit(1)


def check(cond, msg):
    if not cond:
        fail(msg)


class Page:
    def __init__(self, base, user_dir):
        opts = webdriver.ChromeOptions()
        opts.binary_location = CHROMIUM
        for a in ("--headless=new", "--no-sandbox", "--disable-gpu", "--disable-quic",
                  "--no-first-run", "--disable-background-networking",
                  "--disable-component-update", "--disable-sync",
                  "--disable-dev-shm-usage", f"--user-data-dir={user_dir}",
                  "--window-size=1280,1000"):
            opts.add_argument(a)
        self.d = webdriver.Chrome(service=Service(DRIVER), options=opts)
        self.base = base
        self.wait = WebDriverWait(self.d, 10)

    def q(self, css):
        return self.d.find_element(By.CSS_SELECTOR, css)

    def qs(self, css):
        return self.d.find_elements(By.CSS_SELECTOR, css)

    def until(self, css):
        return self.wait.until(EC.visibility_of_element_located((By.CSS_SELECTOR, css)))

    def until_text(self, css, text):
        self.wait.until(EC.text_to_be_present_in_element((By.CSS_SELECTOR, css), text))
        return self.q(css).text

    def shot(self, out, name, width):
        self.d.set_window_size(width, 1000)
        h = self.d.execute_script("return document.documentElement.scrollHeight")
        self.d.set_window_size(width, min(max(h + 140, 600), 6000))
        time.sleep(0.3)  # the chart is redrawn 100 ms after a resize
        path = os.path.join(out, f"{name}-{width}.png")
        self.d.save_screenshot(path)
        self.d.set_window_size(1280, 1000)
        return path


def score_hand(p, out):
    p.d.get(p.base + "/")
    p.until("#picker button")
    # Through the picker: 123m 456p 789s 11z 222z, the last tile (2z) wins.
    for t in "1m 2m 3m 4p 5p 6p 7s 8s 9s 1z 1z 2z 2z 2z".split():
        p.q(f'#picker button[data-tile="{t}"]').click()
    check(p.q("#c-hand").get_attribute("value") == "123m456p789s11222z",
          "the notation box follows the picker: " + p.q("#c-hand").get_attribute("value"))
    p.q('input[name="win_by"][value="tsumo"]').click()
    p.q("#f-riichi").click()
    p.q('input[name="target"][value="dora"]').click()
    p.q('#picker button[data-tile="1m"]').click()
    check(p.q("#c-dora").get_attribute("value") == "1m", "the picker fills the dora indicators")
    p.q("#c-score").click()
    v = p.until_text("#result-value", "points")
    check("7800 points" in v and "3 han 40 fu" in v, "picker hand scored: " + v)
    elements = p.q("#result-elements").text
    check("Riichi" in elements and "Fully concealed hand" in elements and "Dora" in elements,
          "yaku by name: " + elements)
    check("receives +7800" in p.q("table.deltas").text, "payments: " + p.q("table.deltas").text)

    # Through the notation box (Enter scores); the picker's hand view follows the text.
    p.q("#c-dora").clear()
    box = p.q("#c-hand")
    box.clear()
    box.send_keys("234m456p789s11222z" + Keys.ENTER)
    p.until_text("#result-value", "han")
    check(len(p.qs("#hand-view .tile-button")) == 14, "the hand view follows the text box")
    check("2 han 40 fu" in p.q("#result-value").text, "typed hand: " + p.q("#result-value").text)
    Select(p.q("#c-from")).select_by_value("S")  # a discarder on a tsumo is not sent

    # The same hand under the classical rules (riichi-only fields hidden and not sent).
    Select(p.q("#c-rules")).select_by_value("classical")
    check(not p.q("#f-riichi").is_displayed(), "riichi flag hidden for classical")
    p.q('#picker button[data-tile="2f"]').click()  # a flower goes to the bonus tiles
    check(p.q("#c-bonus").get_attribute("value") == "2f", "flower picked")
    check(p.q("#c-hand").get_attribute("value") == "234m456p789s11222z", "hand unchanged")
    p.q("#c-hand").send_keys(Keys.ENTER)
    v = p.until_text("#result-value", "doubles")
    check("36 points" in v and "score 36" in v, "classical hand with a flower: " + v)
    check("mah jongg" in p.q("#result-elements").text, p.q("#result-elements").text)
    # A classical round: South's hand taken from the calculator, the others typed.
    p.q("#c-bonus").clear()
    box = p.q("#c-hand")
    box.clear()
    box.send_keys("234m567p111s99s")
    p.q("#c-add-meld").click()
    p.q('#meld-list input[aria-label="meld 1 tiles"]').send_keys("888m")
    p.q('input[name="win_by"][value="ron"]').click()
    p.q("#r-hand-S").find_element(By.XPATH, "../..").find_element(By.CSS_SELECTOR, "button").click()
    check(p.q("#r-hand-S").get_attribute("value") == "234m567p111s99s", "round seat from the calculator")
    for seat, hand in (("E", "3468m1359p11777z"), ("W", "222m3579p2468s14z"), ("N", "13579m2468p1357s")):
        p.q("#r-hand-" + seat).send_keys(hand)
    check(Select(p.q("#r-winner")).first_selected_option.get_attribute("value") == "S", "winner S")
    p.q("#r-settle").click()
    p.until_text("#result-value", "South wins with 30")
    deltas = p.q("table.deltas").text
    check("−" + "24" in deltas and "+120" in deltas, "round deltas: " + deltas)
    p.shot(out, "classical-round", 1280)
    p.q("#c-reset").click()
    Select(p.q("#c-rules")).select_by_value("riichi")
    return p


def bad_hand(p, out):
    box = p.q("#c-hand")
    box.clear()
    box.send_keys("123m456p789s1122z" + Keys.ENTER)
    err = p.until("#result-error")
    check(err.get_attribute("data-code") == "invalid_hand", "bad hand code: " + err.text)
    check("tile count" in p.q("#err-hand").text, "error at the hand: " + p.q("#err-hand").text)
    check(p.q("#c-hand").get_attribute("aria-invalid") == "true", "the hand box is marked")
    p.shot(out, "calculator-error", 390)
    box.clear()
    box.send_keys("123m456p789s22111z" + Keys.ENTER)  # East triplet: seat and round wind
    v = p.until_text("#result-value", "points")
    check("Seat wind" in p.q("#result-elements").text, "double east: " + v)
    p.shot(out, "calculator", 1280)
    p.shot(out, "calculator", 390)


def enter(p, kind):
    p.q(f'#game-entry input[name="result"][value="{kind}"]').click()


def submit(p, hands_before):
    p.q("#g-submit").click()
    # One script call, so that a redraw of the form between two lookups cannot intervene.
    state = p.wait.until(lambda d: d.execute_script(
        "const n = document.querySelectorAll('#hands-table tbody tr').length;"
        "const e = document.getElementById('err-entry');"
        "if (e && e.textContent) return 'refused: ' + e.textContent;"
        "return n === arguments[0] ? 'ok' : null;", hands_before + 1))
    check(state == "ok", "hand " + str(hands_before + 1) + " " + str(state))


def han_fu(p, row, winner, han, fu):
    r = p.qs("#game-entry .win")[row]
    Select(r.find_element(By.CSS_SELECTOR, "select")).select_by_value(str(winner))
    r.find_element(By.CSS_SELECTOR, "input.han").send_keys(str(han))
    r.find_element(By.CSS_SELECTOR, "input.fu").send_keys(str(fu))


def play_game(p, out, mjscore, tmp):
    p.d.get(p.base + "/#/games")
    p.until("#new-game")
    p.q("#g-title").send_keys("Browser test")
    p.q("#g-options").send_keys('{"game_length": "east", "extension": "off"}')
    for i, name in enumerate(["Ann", "Bob", "Cid", "Dee"]):
        f = p.q(f"#g-p{i}")
        f.clear()
        f.send_keys(name)
    p.q("#g-create").click()
    p.until_text("#game-status", "E1")

    # 1: E1 draw, the dealer (Ann) tenpai.
    enter(p, "draw")
    p.q('#g-tenpai input[value="0"]').click()
    submit(p, 0)
    p.until_text("#game-status", "honba 1")
    # 2: Bob rons Ann's discard, 3 han 30 fu.
    Select(p.q("#g-from")).select_by_value("0")
    han_fu(p, 0, 1, 3, 30)
    submit(p, 1)
    p.until_text("#game-status", "E2")
    # 3: a chombo by Cid, then undone.
    enter(p, "chombo")
    Select(p.q("#g-chombo")).select_by_value("2")
    submit(p, 2)
    p.q("#g-undo").click()
    p.wait.until(lambda d: len(d.find_elements(By.CSS_SELECTOR, "#hands-table tbody tr")) == 2)
    # 3: double ron on Cid's discard: Ann 2 han 40 fu, Dee 1 han 30 fu; Dee declared riichi.
    enter(p, "win")
    p.q('#g-riichi input[value="3"]').click()
    Select(p.q("#g-from")).select_by_value("2")
    p.q("#g-add-winner").click()
    han_fu(p, 0, 0, 2, 40)
    han_fu(p, 1, 3, 1, 30)
    p.shot(out, "game-entry", 1280)
    p.shot(out, "game-entry", 390)
    submit(p, 2)
    p.until_text("#game-status", "E3")
    check("double ron" in p.q("#hands-table").text, "double ron listed: " + p.q("#hands-table").text)
    # 4: Dee wins by tiles (tsumo), the hand taken from the calculator.
    p.d.get(p.base + "/#/hand")
    box = p.until("#c-hand")
    box.clear()
    box.send_keys("123m456p789s11222z")
    p.d.get(p.base + "/#/games/" + p.d.execute_script("return String(gv.game.id)"))
    p.until_text("#game-status", "E3")
    Select(p.qs("#game-entry .win select")[0]).select_by_value("3")
    Select(p.qs("#game-entry .win select")[1]).select_by_value("tiles")
    p.q("#game-entry .from-calc").click()
    submit(p, 3)
    p.until_text("#game-status", "E4")
    # 5: Bob rons Dee's discard, 2 han 30 fu: the east round ends.
    Select(p.q("#g-from")).select_by_value("3")
    han_fu(p, 0, 1, 2, 30)
    submit(p, 4)
    p.until_text("#game-status", "ended")
    final = p.until("#final-table").text
    check("Final standings" in final, "final standings shown: " + final)
    check(len(p.qs("#score-chart polyline")) == 4, "the chart has four lines")

    # The record, downloaded, gives the same table through `mjscore game`.
    href = p.q("#download-record").get_attribute("href")
    record = urllib.request.urlopen(href).read()
    path = os.path.join(tmp, "record.json")
    with open(path, "wb") as f:
        f.write(record)
    cli = json.loads(subprocess.run([mjscore, "game", path, "--json"], check=True,
                                    capture_output=True, text=True).stdout)
    page_scores = [int(p.q(f'#score-table td[data-player="{i}"]').text) for i in range(4)]
    check(cli["final"]["scores"] == page_scores,
          f"page scores {page_scores} vs mjscore game {cli['final']['scores']}")
    check(len(cli["hands"]) == len(p.qs("#hands-table tbody tr")) == 5, "five hands kept")
    rows = p.qs("#hands-table tbody tr")
    for k, hd in enumerate(cli["hands"]):
        check(rows[k].find_elements(By.CSS_SELECTOR, "td")[-1].text == " / ".join(map(str, hd["scores"])),
              f"hand {k + 1} scores")
    final_rows = p.qs("#final-table tbody tr")
    for r in final_rows:
        name = r.find_element(By.CSS_SELECTOR, "th").text
        i = ["Ann", "Bob", "Cid", "Dee"].index(name)
        pts = r.find_elements(By.CSS_SELECTOR, "td")[-1].text
        check(float(pts) == float(cli["final"]["points"][i]), f"{name} points {pts}")
    p.shot(out, "game", 1280)
    p.shot(out, "game", 390)
    p.d.get(p.base + "/#/games")
    p.until_text("#game-list", "Browser test")
    p.shot(out, "games", 390)


def new_game(p, rules, title, options, names, preset=""):
    p.d.get(p.base + "/#/games")
    p.until("#new-game")
    Select(p.q("#g-rules")).select_by_value(rules)
    p.q("#g-preset").clear()
    p.q("#g-preset").send_keys(preset)
    check(p.q("#g-p3").is_displayed() == (len(names) == 4), f"a North name only with four players ({preset})")
    p.q("#g-title").clear()
    p.q("#g-title").send_keys(title)
    p.q("#g-options").clear()
    p.q("#g-options").send_keys(options)
    for i, name in enumerate(names):
        f = p.q(f"#g-p{i}")
        f.clear()
        f.send_keys(name)
    p.q("#g-create").click()
    p.until_text("#game-status", "E1")


def compare_with_cli(p, mjscore, tmp, key, running, count, players=4):
    """The downloaded record through `mjscore game --json` gives the page's table."""
    href = p.q("#download-record").get_attribute("href")
    path = os.path.join(tmp, "record-" + key + ".json")
    with open(path, "wb") as f:
        f.write(urllib.request.urlopen(href).read())
    cli = json.loads(subprocess.run([mjscore, "game", path, "--json"], check=True,
                                    capture_output=True, text=True).stdout)
    page_scores = [int(p.q(f'#score-table td[data-player="{i}"]').text) for i in range(players)]
    check(len(p.qs("#score-table tbody tr")) == players, f"{key}: {players} players in the table")
    check(cli["final"]["scores"] == page_scores,
          f"{key}: page scores {page_scores} vs mjscore game {cli['final']['scores']}")
    rows = p.qs("#hands-table tbody tr")
    check(len(cli[key]) == len(rows) == count, f"{key}: {count} kept")
    for k, hd in enumerate(cli[key]):
        tds = rows[k].find_elements(By.CSS_SELECTOR, "td")
        check(tds[-1].text == " / ".join(map(str, hd[running])), f"{key} {k + 1} running scores")
        check(tds[1].text.startswith(hd["round"]), f"{key} {k + 1} round label {tds[1].text}")
    return cli


def play_hk(p, out, mjscore, tmp):
    """An HK game: a self-drawn win by faan, a false win undone, a win by tiles from the
    calculator (the dealer keeps the deal), a draw."""
    p.d.get(p.base + "/#/hand")
    Select(p.until("#c-rules")).select_by_value("hk")
    box = p.q("#c-hand")
    box.clear()
    box.send_keys("123m456m789m11222z")
    new_game(p, "hk", "HK test", '{"game.rounds": 1}', ["阿明", "小李", "陳大文", "黃"])
    check("dealer 阿明" in p.q("#game-status").text, p.q("#game-status").text)
    # 1: 陳大文 self-drawn, 4 faan.
    Select(p.q("#hk-winner")).select_by_value("2")
    p.q("#hk-faan").send_keys("4")
    submit(p, 0)
    p.until_text("#game-status", "E2")
    # 2: a false win by 小李, undone.
    enter(p, "false_win")
    Select(p.q("#hk-player")).select_by_value("1")
    submit(p, 1)
    check("penalty" in p.q("#hands-table").text, p.q("#hands-table").text)
    p.q("#g-undo").click()
    p.wait.until(lambda d: len(d.find_elements(By.CSS_SELECTOR, "#hands-table tbody tr")) == 1)
    # 2: 小李 wins on 黃's discard by the calculator's tiles.
    Select(p.q("#hk-winner")).select_by_value("1")
    Select(p.q("#hk-from")).select_by_value("3")
    Select(p.q("#hk-how")).select_by_value("tiles")
    p.q("#hk-from-calc").click()
    check("123m456m789m11222z" in p.q("#hk-score").text, p.q("#hk-score").text)
    submit(p, 1)
    p.until_text("#game-status", "deals kept before 1")
    # 3: a draw.
    enter(p, "draw")
    submit(p, 2)
    p.until_text("#game-status", "E3")
    compare_with_cli(p, mjscore, tmp, "hands", "scores", 3)
    check(len(p.qs("#score-chart polyline")) == 4, "the HK chart has four lines")
    p.shot(out, "game-hk", 1280)


def play_classical(p, out, mjscore, tmp):
    """A classical game: a round by each hand's score, then one by the four hands taken from
    the calculator's round form."""
    new_game(p, "classical", "Classical test", '{"game.wind_rounds": 1}', ["Ana", "さくら", "Chen", "Dana"])
    check("East Ana" in p.q("#game-status").text, p.q("#game-status").text)
    for i, v in enumerate([30, 10, 20, 0]):
        p.qs("#game-entry input.cl-score")[i].send_keys(str(v))
    p.q('#g-dead input[value="3"]').click()  # Dana's hand is dead: it scores nothing
    submit(p, 0)
    check("Dana (N) 0 dead" in p.q("#hands-table").text, p.q("#hands-table").text)
    p.until_text("#game-status", "before 1")
    # 2: the round form's four hands (East is still Ana, so the seats are the players).
    p.d.get(p.base + "/#/hand")
    Select(p.until("#c-rules")).select_by_value("classical")
    for seat, hand in (("E", "13579m2468p1357s"), ("S", "3468m1359p11777z"),
                       ("W", "234m567p111s99s"), ("N", "222m3579p2468s14z")):
        p.until("#r-hand-" + seat).clear()
        p.q("#r-hand-" + seat).send_keys(hand)
        p.q("#r-melds-" + seat).clear()  # South kept the meld of the round scored above
    p.q("#r-melds-W").send_keys("pon 888m")
    p.d.get(p.base + "/#/games/" + p.d.execute_script("return String(gv.game.id)"))
    p.until_text("#game-status", "before 1")
    Select(p.q("#cl-winner")).select_by_value("2")
    Select(p.q("#cl-how")).select_by_value("hands")
    p.q("#cl-from-round").click()
    check(p.qs("#game-entry input.cl-hand")[2].get_attribute("value") == "234m567p111s99s",
          "the round form's West hand is Chen's")
    p.shot(out, "game-classical-entry", 390)
    submit(p, 1)
    p.until_text("#game-status", "East さくら")
    cli = compare_with_cli(p, mjscore, tmp, "rounds", "totals", 2)
    won = cli["rounds"][1]
    check(won["scores"][2] > 0 and not any(x["dead_hand"] for x in won["hands"]),
          "the four hands scored: " + json.dumps(won["scores"]))
    p.shot(out, "game-classical", 1280)


def sanma_hand(p, out):
    """A three-player hand (tenhou-sanma): the seats offer E S W only, no chi, 2m-8m cannot be
    picked, the kita count is sent; a tsumo with one kita is paid by two (tsumo loss). Back
    to a four-player preset, North and chi return."""
    p.d.get(p.base + "/#/hand")
    p.until("#c-hand")
    p.q("#c-reset").click()
    Select(p.q("#c-rules")).select_by_value("riichi")
    check(not p.q("#c-kita").is_displayed() and not p.q("#f-robbed_kita").is_displayed(),
          "no kita field or flag with four players")
    p.q("#c-preset").send_keys("tenhou-sanma")
    p.until("#c-kita")
    check(p.q("#f-robbed_kita").is_displayed(), "the robbed kita flag with three players")
    for sel in ("#c-seat", "#c-round", "#c-from", "#c-liable"):
        winds = [o.get_attribute("value") for o in Select(p.q(sel)).options if o.get_attribute("value")]
        check(winds == ["E", "S", "W"], f"{sel} offers E S W: {winds}")
    check(not p.q('#picker button[data-tile="5m"]').is_enabled() and p.q('#picker button[data-tile="9m"]').is_enabled(),
          "2m-8m are not offered with three players")
    p.q("#c-add-meld").click()
    kinds = [o.get_attribute("value") for o in Select(p.q('#meld-list select[aria-label="meld 1 kind"]')).options]
    check("chi" not in kinds and "pon" in kinds, "no chi with three players: " + str(kinds))
    p.q("#meld-list button").click()  # remove the meld again
    box = p.q("#c-hand")
    box.clear()
    box.send_keys("12p456p789p999s77z3p")
    p.q('input[name="win_by"][value="tsumo"]').click()
    Select(p.q("#c-seat")).select_by_value("S")
    p.q("#c-kita").clear()
    p.q("#c-kita").send_keys("1")
    p.q("#c-score").click()
    v = p.until_text("#result-value", "points")
    check("4 han 40 fu" in v and "mangan" in v, "sanma tsumo: " + v)
    check("North set aside 抜きドラ 1 han" in p.q("#result-elements").text, "the kita element: " + p.q("#result-elements").text)
    heads = [t.text for t in p.qs("#result-deltas th")]
    cells = [t.text for t in p.qs("#result-deltas td")]
    check(len(heads) == 3 and "North" not in " ".join(heads), "three seats paid: " + str(heads))
    check(cells == ["pays −4000", "receives +6000", "pays −2000"], "tsumo loss: " + str(cells))
    p.shot(out, "calculator-sanma", 1280)
    p.shot(out, "calculator-sanma", 390)
    # A seat the rules lack is the engine's error, shown in words (typed in the request by hand).
    box.clear()
    box.send_keys("12p456p789p999s77z3p")
    p.q("#c-kita").clear()
    p.q("#c-kita").send_keys("5")
    p.q("#c-score").click()
    err = p.until("#result-error")
    check("kita" in err.text and p.q("#err-dora").text, "kita 5 refused at the field: " + err.text)
    # Four players again: North, chi and 5m are back, the kita field goes.
    p.q("#c-preset").clear()
    p.q("#c-preset").send_keys("tenhou")
    check(not p.q("#c-kita").is_displayed() and not p.q("#f-robbed_kita").is_displayed(), "kita hidden again")
    winds = [o.get_attribute("value") for o in Select(p.q("#c-seat")).options]
    check(winds == ["E", "S", "W", "N"], "four seats again: " + str(winds))
    check(p.q('#picker button[data-tile="5m"]').is_enabled(), "5m back")
    p.q("#c-add-meld").click()
    kinds = [o.get_attribute("value") for o in Select(p.q('#meld-list select[aria-label="meld 1 kind"]')).options]
    check("chi" in kinds, "chi back: " + str(kinds))
    p.q("#meld-list button").click()
    p.q("#c-score").click()
    p.until_text("#result-value", "points")
    check(len(p.qs("#result-deltas th")) == 4, "four seats paid")


def play_sanma(p, out, mjscore, tmp):
    """A three-player game (docs/sanma.md, "A whole short game"): B's tsumo by the
    calculator's tiles with one kita (tsumo loss), a draw with B noten, C's yakuman ron on B's
    discard that busts B; compared with `mjscore game --json` on the record."""
    p.d.get(p.base + "/#/hand")
    p.until("#c-hand")
    p.q("#c-reset").click()
    p.q("#c-preset").send_keys("tenhou-sanma")
    p.q("#c-hand").send_keys("12p456p789p999s77z3p")
    p.q('input[name="win_by"][value="tsumo"]').click()
    p.until("#c-kita").clear()
    p.q("#c-kita").send_keys("1")
    new_game(p, "riichi", "Sanma test", "", ["Ann", "Bob", "Cid"], "tenhou-sanma")
    check(len(p.qs("#score-table tbody tr")) == 3, "three players at the table")
    seats = [r.find_elements(By.CSS_SELECTOR, "td")[0].text for r in p.qs("#score-table tbody tr")]
    check(seats == ["E (dealer)", "S", "W"], "seat winds: " + str(seats))
    check(len(p.qs('#g-riichi input')) == 3, "three riichi boxes")
    # 1: Bob wins by tsumo with the calculator's hand (one kita): Ann pays 4000, Cid 2000.
    Select(p.qs("#game-entry .win select")[0]).select_by_value("1")
    Select(p.qs("#game-entry .win select")[1]).select_by_value("tiles")
    p.q("#game-entry .from-calc").click()
    check('"kita":1' in p.q("#game-entry .win .hint").text, "the kita is taken: " + p.q("#game-entry .win .hint").text)
    p.q("#g-add-winner").click()
    winners = [Select(s).first_selected_option.get_attribute("value") for s in p.qs('#game-entry .win select[aria-label$="1"], #game-entry .win select[aria-label$="2"]')]
    check(winners == ["1", "2"], "the next winner is the next player: " + str(winners))
    p.qs("#game-entry .win button")[-1].click()  # remove the second winner again
    submit(p, 0)
    p.until_text("#game-status", "E2")
    row = [t.text for t in p.qs("#hands-table tbody tr")[0].find_elements(By.CSS_SELECTOR, "td")]
    check(row[3:6] == ["−4000", "+6000", "−2000"], "tsumo loss in the game: " + str(row))
    # 2: a draw, Ann and Cid tenpai: Bob pays 1000 to each.
    enter(p, "draw")
    check(len(p.qs('#g-tenpai input')) == 3, "three tenpai boxes")
    p.q('#g-tenpai input[value="0"]').click()
    p.q('#g-tenpai input[value="2"]').click()
    submit(p, 1)
    p.until_text("#game-status", "E3")
    enter(p, "abortive")
    reasons = [o.get_attribute("value") for o in Select(p.q("#g-reason")).options]
    check(reasons == ["nine_terminals", "four_kans"], "three-player abortive draws: " + str(reasons))
    seats = [r.find_elements(By.CSS_SELECTOR, "td")[0].text for r in p.qs("#score-table tbody tr")]
    check(seats == ["S", "W", "E (dealer)"], "seat winds in E3: " + str(seats))
    p.shot(out, "game-sanma-entry", 390)
    # 3: Cid (dealer) rons Bob's discard with a yakuman: Bob is below zero, the game ends.
    enter(p, "win")
    Select(p.q("#g-from")).select_by_value("1")
    Select(p.qs("#game-entry .win select")[0]).select_by_value("2")
    Select(p.qs("#game-entry .win select")[1]).select_by_value("yakuman")
    submit(p, 2)
    p.until_text("#game-status", "ended")
    final = p.until("#final-table").text
    check("bust" in final, "ended by bust: " + final)
    check(len(p.qs("#score-chart polyline")) == 3, "the chart has three lines")
    cli = compare_with_cli(p, mjscore, tmp, "hands", "scores", 3, players=3)
    check(cli["final"]["scores"] == [32000, -9200, 82200], "the worked game: " + str(cli["final"]["scores"]))
    for r in p.qs("#final-table tbody tr"):
        i = ["Ann", "Bob", "Cid"].index(r.find_element(By.CSS_SELECTOR, "th").text)
        pts = r.find_elements(By.CSS_SELECTOR, "td")[-1].text
        check(float(pts) == float(cli["final"]["points"][i]), f"sanma points {pts}")
    check(len(p.qs("#final-table tbody tr")) == 3, "three in the final table")
    p.shot(out, "game-sanma", 1280)
    p.shot(out, "game-sanma", 390)


def markup_names(p, out):
    """Names and a title written as HTML show as text (the page sets user text with
    textContent): no element is made of them and no handler of theirs runs."""
    img = '<img src=x onerror="window.__mjscore_markup=1">'
    script = "<script>window.__mjscore_markup=2</script>"
    title = '<b id="markup-title">T</b>'
    new_game(p, "riichi", title, "", [img, script, "José", "山田"])
    check(p.q("#game-title").text.startswith(title), "title: " + p.q("#game-title").text)
    page_text = p.q("body").text
    for name in (img, script, "José", "山田"):
        check(name in page_text, "the name is not shown as text: " + name)
    p.d.get(p.base + "/#/games")
    p.until_text("body", img)
    check(img in p.q("body").text, "the games list does not show the name as text")
    made = p.d.execute_script(
        "return [document.querySelectorAll('img[src=\"x\"]').length,"
        " document.querySelectorAll('#markup-title').length, window.__mjscore_markup || 0];")
    check(made == [0, 0, 0], "markup in names or title became elements or ran: " + str(made))
    p.shot(out, "markup-names", 1280)


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--mjscore", required=True)
    ap.add_argument("--out", required=True, help="folder for the screenshots")
    a = ap.parse_args()
    for tool in (CHROMIUM, DRIVER):
        if not os.path.exists(tool):
            print(f"SKIP: {tool} is not installed (Debian packages chromium, chromium-driver)")
            sys.exit(SKIP)
    os.makedirs(a.out, exist_ok=True)
    tmp = tempfile.mkdtemp(prefix="mjscore-web-")
    server = subprocess.Popen([a.mjscore, "serve", "--port", "0", "--db",
                               os.path.join(tmp, "games.db")],
                              stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, text=True)
    page = None
    try:
        line = server.stdout.readline().strip()
        check(line.startswith("listening on http://"), "server did not start: " + line)
        base = line[len("listening on "):]
        try:
            page = Page(base, os.path.join(tmp, "chrome"))
        except Exception as e:  # a browser that cannot start here is a missing tool
            print(f"SKIP: headless Chromium did not start ({str(e).splitlines()[0]})")
            sys.exit(SKIP)
        score_hand(page, a.out)
        bad_hand(page, a.out)
        play_game(page, a.out, a.mjscore, tmp)
        play_hk(page, a.out, a.mjscore, tmp)
        play_classical(page, a.out, a.mjscore, tmp)
        sanma_hand(page, a.out)
        play_sanma(page, a.out, a.mjscore, tmp)
        markup_names(page, a.out)
        # Script errors fail; the API's 4xx answers to the bad hand are the test's own.
        logs = [e for e in page.d.get_log("browser")
                if e.get("level") == "SEVERE" and e.get("source") != "network"]
        check(not logs, "browser console errors: " + json.dumps(logs))
        print("ok: screenshots in " + a.out)
    finally:
        if page:
            page.d.quit()
        server.terminate()
        server.wait(timeout=10)
        shutil.rmtree(tmp, ignore_errors=True)


if __name__ == "__main__":
    main()
