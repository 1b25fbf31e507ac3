"""Single calls (score, game, final) build their result from the engine's answer structs
(python/src/answer_objects.cpp) and keyword calls build typed requests
(python/src/typed_requests.cpp): every result must equal json.loads of the response line
batch_lines writes for the same request, with the same keys in the same order and the same
types (int, float, None, lists), errors included (docs/python.md "Design")."""
import json
import pathlib
import subprocess

import numpy as np
import pytest

import mjscore

REPO = pathlib.Path(__file__).resolve().parents[2]


def exact(a, b):
    """Equal values of the same types, dicts with their keys in the same order."""
    if type(a) is not type(b):
        return False
    if isinstance(a, dict):
        return list(a) == list(b) and all(exact(a[k], b[k]) for k in a)
    if isinstance(a, list):
        return len(a) == len(b) and all(exact(x, y) for x, y in zip(a, b))
    return a == b


def single(call, *args, **kwargs):
    """The result of a single call, or the response of the error it raised."""
    try:
        return call(*args, **kwargs)
    except mjscore.Error as e:
        assert e.response is not None and e.response["ok"] is False
        error = e.response["error"]
        assert (e.code, e.message, e.position) == (error["code"], error["message"],
                                                   error.get("position"))
        return e.response


def line_answer(line):
    """json.loads of the batch response to one request line (str or bytes)."""
    data = line.encode() if isinstance(line, str) else line
    out = mjscore.batch_lines(data + b"\n")
    assert out.count(b"\n") == 1, line
    return json.loads(out)


def check_line(line):
    """A request line answered by a single call equals its batch line, given as bytes, as str
    and (when it is a JSON object) as a dict."""
    expected = line_answer(line)
    assert exact(single(mjscore.score, line), expected), line
    try:
        text = line.decode() if isinstance(line, bytes) else line
        request = json.loads(text)
    except (UnicodeDecodeError, ValueError):
        return
    assert exact(single(mjscore.score, text), expected), line
    if isinstance(request, dict):
        # A dict is written again as JSON: same answer unless the reader's position in the
        # text is part of it (an error naming where it is).
        try:
            got = single(mjscore.score, request)
        except ValueError:  # a number JSON cannot carry (json.loads reads 1e999 as inf)
            return
        if expected["ok"] or "position" not in expected["error"]:
            again = line_answer(json.dumps(request, ensure_ascii=False))
            assert exact(got, again), line


def example_lines():
    lines = []
    for path in sorted((REPO / "examples").glob("*.jsonl")):
        lines += [x for x in path.read_text().splitlines() if x.strip()]
    for path in sorted((REPO / "examples").glob("*.json")):
        request = json.loads(path.read_text())
        if "type" in request or "hand" in request:
            lines.append(json.dumps(request))
    return lines


def doc_lines():
    """The request lines of docs/*.md (one JSON object a line, not a response)."""
    lines = []
    for path in sorted((REPO / "docs").glob("*.md")):
        for x in path.read_text().splitlines():
            if not x.startswith("{"):
                continue
            try:
                request = json.loads(x)
            except ValueError:
                continue
            if isinstance(request, dict) and "ok" not in request and (
                    "hand" in request or "type" in request):
                lines.append(x)
    return lines


def seed_lines():
    """The fuzz seeds of the JSON request readers, one request a line (bytes, as given)."""
    lines = []
    for d in ("json_request", "hk_request"):
        for path in sorted((REPO / "fuzz" / "corpus" / d).glob("*")):
            line = path.read_bytes().replace(b"\n", b" ").rstrip(b"\r")
            if line.strip(b" \t"):
                lines.append(line)
    return lines


def test_examples_and_docs_answer_as_their_batch_lines():
    lines = example_lines() + doc_lines()
    assert len(lines) > 20
    for line in lines:
        check_line(line)


def test_fuzz_seeds_answer_as_their_batch_lines():
    lines = seed_lines()
    if not lines:
        pytest.skip("no fuzz seeds under fuzz/corpus")
    for line in lines:
        check_line(line)


@pytest.mark.parametrize("shape", ["examples", "varied", "rules"])
def test_generated_requests_answer_as_their_batch_lines(shape):
    out = subprocess.run(["/usr/bin/python3", str(REPO / "examples" / "gen_requests.py"), "400",
                          "7", shape], capture_output=True, check=True, text=True).stdout
    for line in out.splitlines():
        check_line(line)


def test_conformance_sample_answers_as_its_batch_lines(shared_dir):
    files = sorted((shared_dir / "data").glob("*/*.jsonl"))
    assert files, f"no conformance files under {shared_dir / 'data'}"
    for path in files:
        lines = [x for x in path.read_text().splitlines() if x.strip()]
        step = max(1, len(lines) // 300)
        for line in lines[::step]:
            request = json.loads(line)
            request.pop("expect", None)
            check_line(json.dumps(request, ensure_ascii=False))


def keyword_fields(request):
    """The fields of a score or waits request as keyword arguments (no id)."""
    fields = dict(request)
    fields.pop("id", None)
    fields.pop("expect", None)
    return fields


def test_keyword_calls_answer_as_the_request_dict():
    requests = []
    for line in example_lines() + doc_lines():
        try:
            requests.append(json.loads(line))
        except ValueError:  # an example of a parse error
            pass
    requests = [r for r in requests if isinstance(r, dict) and r.get("type", "score") in
                ("score", "waits")]
    requests += [
        {"hand": "123m456p789s11z222z", "win": "2z", "win_by": "tsumo", "riichi": True,
         "dora": "1m"},
        {"hand": "123m456p789s11z222z", "riichi": False, "honba": 0},
        {"hand": "123m456p789s11z222z", "options": {"aka_dora": 1.0, "uma": [10, 20.5]}},
        {"hand": "123m456p789s11z222z", "options": {}},
        {"hand": "123m456p789s11z222z", "preset": "nope"},
        {"hand": "123m456p789s11z22z", "riichi": True},
        {"hand": "123m456p789s11z2x2z"},
        {"hand": "", "win": "1m"},
        {"hand": "123m456p789s11z222z", "rules": "hk", "seat": "S", "from": "E"},
        {"hand": "123m456p789s11z222z", "rules": "classical", "won": False},
        {"hand": "123m456p789s11z222z", "nope": 1},
        {"type": "waits", "hand": "1112345678999m"},
        {"type": "waits", "hand": "1112345678999m", "riichi": True},
    ]
    for request in requests:
        fields = keyword_fields(request)
        try:
            expected = single(mjscore.score, fields)  # through the reader
        except ValueError:  # a number JSON cannot carry, raised before the engine either way
            with pytest.raises(ValueError):
                mjscore.score(**fields)
            continue
        assert exact(single(mjscore.score, **fields), expected), fields
        if not has_float(fields):  # json.dumps writes 1.0 as "1.0", the module as 1
            assert exact(expected, line_answer(json.dumps(fields))), fields


def has_float(value):
    if isinstance(value, dict):
        return any(has_float(v) for v in value.values())
    if isinstance(value, list):
        return any(has_float(v) for v in value)
    return isinstance(value, float)


def final_request(scores, **kwargs):
    request = {"type": "final"}
    for key in ("rules", "preset"):
        if kwargs.get(key) is not None:
            request[key] = kwargs[key]
    options = dict(kwargs.get("options") or {})
    for key in ("uma", "rounding"):
        if kwargs.get(key) is not None:
            options[key] = kwargs[key]
    if options:
        request["options"] = options
    request["scores"] = [int(s) for s in scores]
    return request


@pytest.mark.parametrize("scores,kwargs", [
    ([54600, 27200, 17000, 1200], {}),
    ([54600, 27200, 17000, 1200], {"uma": "5-10", "rounding": "floor"}),
    ([30000, 30000, 20000, 20000], {"uma": [15, 5, -5, -15], "rounding": "none"}),
    ([32100, 28700, 21400, 17800], {"rounding": "none", "options": {"oka": False}}),
    ([32100, 28700, 21400, 17800], {"preset": "tenhou", "rules": "riichi"}),
    ([32100, 28700, 21400, 17800], {"options": {"uma": [10.5, 5, -5, -10.5]}}),
    (np.array([25000, 25000, 25000, 25000], dtype=np.int64), {}),
    ([25000] * 4, {"preset": "nope"}),
    ([25000] * 4, {"uma": "x"}),
    ([25000] * 4, {"uma": [1, "a"]}),
    ([25000] * 4, {"options": {"nope": 1}}),
    ([25000] * 4, {"options": {"uma": None}}),
    ([25000] * 4, {"rules": "hk"}),
    ([25000] * 3, {}),
    ([10**9, 0, 0, 0], {}),
])
def test_final_answers_as_its_request(scores, kwargs):
    request = final_request(scores, **kwargs)
    expected = single(mjscore.score, request)  # through the reader
    assert exact(single(mjscore.final, scores, **kwargs), expected)
    if not has_float(request):
        assert exact(expected, line_answer(json.dumps(request)))


def test_final_points_with_fractions_are_floats():
    r = mjscore.final([32150, 28750, 21450, 17650], rounding="none")
    assert any(isinstance(p, float) for p in r["points"])
    assert exact(r, line_answer(json.dumps(final_request([32150, 28750, 21450, 17650],
                                                         rounding="none"))))


def test_games_answer_as_their_lines():
    for name in ("game.json", "classical_game.json", "classical_round.json"):
        record = json.loads((REPO / "examples" / name).read_text())
        expected = line_answer(json.dumps(record))
        if record.get("type", "game") == "game":
            assert exact(single(mjscore.game, record), expected), name
        assert exact(single(mjscore.score, record), expected), name


def test_error_answers_raise_with_the_batch_response():
    for request in ({"hand": "123m456p789s11z22z"}, {"hand": "123m456p789s1x"},
                    {"hand": "123m456p789s11z222z", "seat": "Q"}, {"type": "game", "hands": 1},
                    {"type": "settle", "rules": "classical", "winner": "S"}):
        with pytest.raises(mjscore.Error) as e:
            mjscore.score(request)
        assert exact(e.value.response, line_answer(json.dumps(request)))
    with pytest.raises(mjscore.ParseError) as e:
        mjscore.score('{"hand": "123m", ')
    assert e.value.position is not None
    assert exact(e.value.response, line_answer('{"hand": "123m", '))


def test_hk_and_classical_scores_answer_as_their_lines():
    hands = ["123m456p789s11z222z", "11m22m33p44p55s66s77z", "19m19p19s1234567z1m",
             "111m333p555s777z11z", "123m123m456m789m55m", "111m999m111p999p11s"]
    ok = 0
    for rules in ("hk", "classical"):
        for hand in hands:
            for extra in ({}, {"win_by": "tsumo", "seat": "S"}, {"from": "W", "bonus": "1f5f"},
                          {"won": False} if rules == "classical" else {"fifth_tile": True}):
                fields = {"rules": rules, "hand": hand, **extra}
                line = json.dumps(fields)
                check_line(line)
                ok += line_answer(line)["ok"]
                assert exact(single(mjscore.score, **fields), single(mjscore.score, fields)), line
    assert ok >= 20


def test_three_player_keywords():
    # docs/sanma.md: kita as a keyword, three-seat deltas, the same answer as a batch line.
    got = mjscore.score(hand="123456789p11s777z", win="9p", win_by="tsumo", seat="S",
                        riichi=True, kita=2, dora="3z", preset="tenhou-sanma")
    line = ('{"hand":"123456789p11s777z","win":"9p","win_by":"tsumo","seat":"S",'
            '"riichi":true,"kita":2,"dora":"3z","preset":"tenhou-sanma"}')
    assert exact(got, line_answer(line))
    assert got["deltas"] == {"E": -8000, "S": 12000, "W": -4000}
    assert {"id": "kita", "han": 4} in got["elements"]
    check_line(line)
    check_line('{"hand":"123456789p11s777z","win":"9p","from":"E","seat":"S",'
               '"robbed_kita":false,"kita":1,"after_kan":false,"preset":"majsoul-sanma"}')
    with pytest.raises(mjscore.Error) as e:
        mjscore.score(hand="222m123p456p789p11s", win="9p", preset="tenhou-sanma")
    assert e.value.code == "invalid_hand" and "2m" in e.value.message
    results = mjscore.batch([{"hand": "123456789p11s777z", "win": "9p", "win_by": "tsumo",
                              "seat": "S", "riichi": True, "kita": 1, "preset": "tenhou-sanma"}])
    assert results[0]["deltas"] == {"E": -6000, "S": 9000, "W": -3000}
