"""The conformance files of ../shared/data through mjscore.batch: the same answers as the CLI's
`mjscore batch --ignore-key expect` (skipped without the shared data; failing under CI=true)."""
import json
import subprocess

import pytest

import mjscore


def conformance_files(shared_dir):
    files = sorted((shared_dir / "data").glob("*/*.jsonl"))
    if not files:
        pytest.fail(f"no conformance files under {shared_dir / 'data'}")
    return files


def test_conformance_files_answer_as_the_cli(shared_dir, cli):
    for path in conformance_files(shared_dir):
        expected = subprocess.run([cli, "batch", "--threads", "2", "--ignore-key", "expect",
                                   str(path)], capture_output=True, check=True).stdout
        data = path.read_bytes()
        assert mjscore.batch_lines(data, threads=2, ignore_keys=["expect"]) == expected, path
        lines = [line for line in data.decode().splitlines() if line.strip()]
        answers = mjscore.batch([json.loads(line) for line in lines], threads=2,
                                ignore_keys=["expect"])
        assert answers == [json.loads(x) for x in expected.splitlines()], path
        # The expectations themselves hold for the riichi and Tenhou files' scored fields.
        for line, answer in zip(lines[:200], answers):
            expect = json.loads(line).get("expect")
            if expect and "value" in expect and answer["ok"]:
                assert answer["value"] == expect["value"], json.loads(line)["id"]
