"""mjscore.game / final / import_tenhou (docs/python.md "Games and records")."""
import json
import pathlib
import subprocess

import pytest

import mjscore

EXAMPLES = pathlib.Path(__file__).resolve().parents[2] / "examples"


def test_final_points():
    r = mjscore.final([54600, 27200, 17000, 1200])
    assert r["ok"] and r["ranks"] == [1, 2, 3, 4]
    assert r["points"] == [64.6, 7.2, -23, -48.8]
    other = mjscore.final([54600, 27200, 17000, 1200], uma="5-10", rounding="floor")
    assert other["ranks"] == [1, 2, 3, 4] and other["points"] != r["points"]


def test_final_three_players():
    # Tenhou three-player (docs/sanma-game.md): oka 15 to the top, uma 20 / 0 / -20.
    r = mjscore.final([48100, -6400, 63300], preset="tenhou-sanma", rounding="tenhou_legacy")
    assert r["ranks"] == [2, 3, 1] and r["points"] == [8, -66, 58]
    with pytest.raises(mjscore.InvalidRequest):
        mjscore.final([48100, -6400, 63300, 0], preset="tenhou-sanma")
    with pytest.raises(mjscore.InvalidOption):
        mjscore.final([48100, -6400, 63300], preset="tenhou-sanma", uma="10-20")
    game = mjscore.game({"preset": "tenhou-sanma", "players": ["A", "B", "C"],
                         "hands": [{"result": "draw", "tenpai": [1, 2]}]})
    assert game["hands"][0]["deltas"] == [-2000, 1000, 1000]


def test_final_takes_numpy_integers_and_rejects_bad_scores():
    np = pytest.importorskip("numpy")
    assert mjscore.final(np.array([25000] * 4))["ok"]
    with pytest.raises(mjscore.InvalidRequest):
        mjscore.final([1, 2, 3])
    with pytest.raises(mjscore.UnknownPreset):
        mjscore.final([25000] * 4, preset="nope")
    with pytest.raises(TypeError):
        mjscore.final([1.5, 2, 3, 4])


def test_game_from_the_example_record(cli):
    record = json.loads((EXAMPLES / "game.json").read_text())
    r = mjscore.game(record)
    assert r["ok"] and "final" in r and len(r["hands"]) == len(record["hands"])
    out = subprocess.run([cli, "batch"], input=json.dumps(record).encode(),
                         capture_output=True, check=True).stdout
    assert r == json.loads(out)
    untyped = dict(record)
    untyped.pop("type", None)
    assert mjscore.game(untyped) == r
    assert mjscore.game(json.dumps(record)) == r


def test_game_errors_raise():
    with pytest.raises(mjscore.Error) as info:
        mjscore.game({"hands": "nope"})
    assert info.value.code == "invalid_request"


def test_game_names_follow_the_engines_rule():
    """Python reaches the same name rule and duplicate-key check as the CLI (docs/names.md)."""
    ok = mjscore.game({"players": ["山田", "José", "C", "D"], "hands": []})
    assert ok["ok"] and ok["players"] == ["山田", "José", "C", "D"]
    for players, message in [
        (["A", "B\x1b[2J", "C", "D"], "players[1]: contains a control character (U+001B) at byte 1"),
        (["A", "B", "\u200b", "D"], "players[2]: has only invisible characters"),
        (["A", "B", "C", " "], "players[3]: is blank"),
        (["Bo", "bo", "C", "D"], "players[1]: is the same name as players[0]"),
    ]:
        with pytest.raises(mjscore.Error) as info:
            mjscore.game({"players": players, "hands": []})
        assert info.value.code == "invalid_request"
        assert message in str(info.value)
    with pytest.raises(mjscore.Error) as info:
        mjscore.game('{"type":"game","players":["A","B","C","D"],"players":["E","F","G","H"],"hands":[]}')
    assert "duplicate field 'players'" in str(info.value)


def tenhou_logs(shared_dir):
    logs = sorted(p for p in (shared_dir / "data" / "tenhou" / "logs").rglob("*")
                  if p.suffix in (".mjlog", ".xml", ".json") and p.is_file())
    if not logs:
        pytest.skip("no Tenhou logs in the shared data")
    return logs


def test_import_tenhou_as_the_cli_imports(shared_dir, cli):
    for path in tenhou_logs(shared_dir)[:8]:
        out = subprocess.run([cli, "import", "tenhou", str(path), "-q"], capture_output=True)
        if out.returncode != 0:
            with pytest.raises(mjscore.Error):
                mjscore.import_tenhou(path)
            continue
        imported = mjscore.import_tenhou(path)
        assert imported["record_json"] + "\n" == out.stdout.decode()
        assert imported["record"] == json.loads(out.stdout)
        assert imported["hands"] > 0 and imported["wins"] >= 0
        assert isinstance(imported["complete"], bool)
        assert isinstance(imported["warnings"], list)
        # The same bytes with the same name; a str path too.
        again = mjscore.import_tenhou(path.read_bytes(), name=str(path))
        assert again["record_json"] == imported["record_json"]
        assert mjscore.import_tenhou(str(path))["record_json"] == imported["record_json"]
        # Played as `mjscore batch` plays the record line (some test logs do not replay: their
        # error is the same value both ways).
        played = mjscore.batch([imported["record"]])[0]
        line = subprocess.run([cli, "batch"], input=out.stdout, capture_output=True,
                              check=True).stdout
        assert played == json.loads(line)
        if played["ok"]:
            assert mjscore.game(imported["record"]) == played
        else:
            with pytest.raises(mjscore.Error):
                mjscore.game(imported["record"])


def test_import_tenhou_errors(tmp_path):
    with pytest.raises(mjscore.ParseError) as info:
        mjscore.import_tenhou(b"<mjloggm")
    assert info.value.position == 0
    with pytest.raises(ValueError):
        mjscore.import_tenhou(tmp_path / "missing.mjlog")
    with pytest.raises(TypeError):
        mjscore.import_tenhou(42)
