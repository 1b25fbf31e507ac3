"""mjscore.score / batch / batch_lines: the JSON contract from Python (docs/python.md)."""
import json
import subprocess

import pytest

import mjscore

TSUMO = dict(hand="123m456p789s11z222z", win="2z", win_by="tsumo", riichi=True, dora="1m")


def test_keyword_form_scores_a_riichi_hand():
    r = mjscore.score(**TSUMO)
    assert r["ok"] is True and r["rules"] == "riichi" and r["preset"] == "tenhou"
    # riichi, menzen tsumo, one dora: 3 han 40 fu, dealer tsumo 2600 all
    assert (r["han"], r["fu"], r["value"]) == (3, 40, 7800)
    assert r["deltas"] == {"E": 7800, "S": -2600, "W": -2600, "N": -2600}
    assert [e["id"] for e in r["elements"]] == ["riichi", "menzen_tsumo", "dora"]
    assert r["reading"]["sets"] == ["123m", "456p", "789s", "222z", "11z"]
    assert r["limit"] is None and r["id"] is None


def test_dict_json_text_and_bytes_give_the_same_answer():
    as_dict = mjscore.score(dict(TSUMO, id=7))
    text = json.dumps(dict(TSUMO, id=7))
    assert mjscore.score(text) == as_dict
    assert mjscore.score(text.encode()) == as_dict
    assert as_dict["id"] == 7


def test_keyword_fields_extend_a_dict():
    base = dict(TSUMO)
    del base["riichi"]
    assert mjscore.score(base, riichi=True) == mjscore.score(**TSUMO)
    with pytest.raises(TypeError):
        mjscore.score(json.dumps(base), riichi=True)
    with pytest.raises(TypeError):
        mjscore.score()


def test_answers_equal_the_cli_score_json(cli):
    line = json.dumps(dict(TSUMO, id="x"))
    out = subprocess.run([cli, "batch"], input=line.encode(), capture_output=True, check=True)
    assert mjscore.score(line) == json.loads(out.stdout)


def test_other_families_and_types():
    hk = mjscore.score(rules="hk", hand="111m222p333s444z55z", win="5z", win_by="tsumo")
    assert hk["rules"] == "hk" and hk["faan"] == 12 and hk["value"] == 3072
    waits = mjscore.score(type="waits", hand="123m456p789s11z22z")
    assert waits["tenpai"] is True and waits["waits"] == "12z" and waits["shanten"] == 0
    classical = mjscore.score(rules="classical", preset="dmjl", hand="55m", win="5m",
                              melds=["pon 111m", "pon 777m", "chi 234m", "pon 666m"])
    assert classical["rules"] == "classical" and classical["score"] == 256


@pytest.mark.parametrize(
    "request_, cls, code",
    [
        (dict(hand="123m456p789s1x"), mjscore.ParseError, "parse_error"),
        ('{"hand": 12', mjscore.ParseError, "parse_error"),
        (dict(hand="123m"), mjscore.InvalidHand, "invalid_hand"),
        (dict(hand="123m456p789s11z223z"), mjscore.NotWinning, "not_winning"),
        (dict(hand="123m456p789s11z222z"), mjscore.NoYaku, "no_yaku"),
        (dict(rules="hk", hand="123m456p789s11z222z", win="2z", win_by="tsumo"),
         mjscore.BelowMinimum, "below_minimum"),
        (dict(hand="123m456p11z222z", melds=["chi 789s"], riichi=True),
         mjscore.InvalidContext, "invalid_context"),
        (dict(TSUMO, preset="nope"), mjscore.UnknownPreset, "unknown_preset"),
        (dict(TSUMO, options={"nope": 1}), mjscore.UnknownOption, "unknown_option"),
        (dict(TSUMO, options={"double_yakuman": "x"}), mjscore.InvalidOption, "invalid_option"),
        (dict(TSUMO, bogus=1), mjscore.InvalidRequest, "invalid_request"),
        (dict(type="settle"), mjscore.Unsupported, "unsupported"),
    ],
)
def test_each_error_code_raises_its_class(request_, cls, code):
    with pytest.raises(cls) as info:
        mjscore.score(request_)
    e = info.value
    assert isinstance(e, mjscore.Error)
    assert e.code == code == cls.code
    assert e.message and str(e) == e.message
    assert e.response["ok"] is False
    assert e.response["error"]["code"] == code
    assert e.response["error"]["message"] == e.message


def test_error_positions():
    with pytest.raises(mjscore.ParseError) as info:
        mjscore.score(hand="123m456p789s1x")
    assert info.value.position == 13
    assert info.value.response["error"]["position"] == 13
    with pytest.raises(mjscore.NotWinning) as info:
        mjscore.score(hand="123m456p789s11z223z")
    assert info.value.position is None


def test_request_values_python_cannot_write_as_json():
    with pytest.raises(TypeError):
        mjscore.score({"hand": object()})
    with pytest.raises(TypeError):
        mjscore.score({1: "x"})
    with pytest.raises(ValueError):
        mjscore.score({"hand": float("nan")})
    with pytest.raises(TypeError):
        mjscore.score(42)


def test_unicode_and_escapes_round_trip():
    r = mjscore.batch([{"id": "東\"\\\n\t", "hand": "123m"}])[0]
    assert r["id"] == "東\"\\\n\t" and r["ok"] is False


def test_batch_mixes_shapes_keeps_order_errors_as_values():
    requests = [dict(TSUMO, id=0), json.dumps(dict(TSUMO, id=1)), b'{"id":2,"hand":"123m"}',
                "not json", {"id": 4, "hand": "123m456p789s11z222z"}]
    out = mjscore.batch(requests, threads=2)
    assert [r.get("id") for r in out] == [0, 1, 2, None, 4]
    assert [r["ok"] for r in out] == [True, True, False, False, False]
    assert out[2]["error"]["code"] == "invalid_hand"
    assert out[3]["error"]["code"] in ("parse_error", "invalid_request")
    assert out[4]["error"]["code"] == "no_yaku"
    assert out[0] == mjscore.score(dict(TSUMO, id=0))


def test_batch_accepts_generators_and_empty_inputs():
    assert mjscore.batch(dict(TSUMO, id=i) for i in range(3))[2]["id"] == 2
    assert mjscore.batch([]) == [] and mjscore.batch("") == []
    assert mjscore.batch_lines([]) == b"" and mjscore.batch_lines(b"") == b""
    with pytest.raises(TypeError):
        mjscore.batch(TSUMO)
    with pytest.raises(ValueError):
        mjscore.batch([TSUMO], threads=-1)


def test_text_input_is_read_as_the_cli_reads_a_file():
    text = "\n  \n" + json.dumps(dict(TSUMO, id=1)) + "\r\n\t\n" + '{"id":2,"hand":"1x"}'
    out = mjscore.batch(text)
    assert [r["id"] for r in out] == [1, 2]
    lines = mjscore.batch_lines(text.encode()).decode().splitlines()
    assert [json.loads(line) for line in lines] == out


def test_ignore_keys():
    line = dict(TSUMO, expect={"value": 7800})
    assert mjscore.batch([line])[0]["error"]["code"] == "invalid_request"
    assert mjscore.batch([line], ignore_keys=["expect"])[0]["value"] == 7800


def test_batch_lines_equals_the_cli_byte_for_byte(cli, tmp_path):
    lines = [json.dumps(dict(TSUMO, id=i, dora=f"{i % 9 + 1}m")) for i in range(3000)]
    lines[10] = "{bad"
    lines[20] = ""
    text = "\n".join(lines)  # no final newline
    path = tmp_path / "in.jsonl"
    path.write_text(text)
    expected = subprocess.run([cli, "batch", str(path)], capture_output=True, check=True).stdout
    for threads in (1, 2):
        assert mjscore.batch_lines(text.encode(), threads=threads) == expected
        assert mjscore.batch_lines(text, threads=threads) == expected
    listed = mjscore.batch_lines([line for line in lines if line], threads=2)
    assert listed == expected
    assert mjscore.batch(text, threads=2) == [json.loads(x) for x in expected.splitlines()]


def test_buffers_and_threads_calling_score_at_once():
    line = json.dumps(dict(TSUMO, id=1)).encode()
    assert mjscore.batch_lines(bytearray(line)) == mjscore.batch_lines(line)
    assert mjscore.batch(memoryview(line)) == mjscore.batch(line)
    import concurrent.futures

    requests = [dict(TSUMO, id=i, dora=f"{i % 9 + 1}p") for i in range(400)]
    expected = [mjscore.score(r) for r in requests]
    with concurrent.futures.ThreadPoolExecutor(4) as pool:
        assert list(pool.map(mjscore.score, requests)) == expected
