"""README.md's Python section runs: its python blocks are executed from the source folder."""
import contextlib
import io
import os
import pathlib

import pytest

REPO = pathlib.Path(__file__).resolve().parents[2]


def python_blocks():
    blocks, block = [], None
    for line in (REPO / "README.md").read_text().splitlines():
        if line.startswith("```"):
            if block is None and line == "```python":
                block = []
            elif block is not None:
                blocks.append("\n".join(block))
                block = None
        elif block is not None:
            block.append(line)
    return blocks


def test_readme_python_blocks_run():
    pytest.importorskip("numpy")
    blocks = python_blocks()
    assert blocks
    cwd = os.getcwd()
    os.chdir(REPO)
    try:
        for code in blocks:
            out = io.StringIO()
            with contextlib.redirect_stdout(out):
                exec(compile(code, "README.md", "exec"), {})
            assert out.getvalue()
    finally:
        os.chdir(cwd)
