"""Fixtures of the Python module's tests: the CLI to compare with and the shared data folder.

The module is imported from PYTHONPATH (ctest sets build/python). The shared data
(../shared/data) follows tests/support/shared_data.hpp: MJSCORE_SHARED_DIR overrides the default path;
where it is absent a test skips with a message, and with CI=true it fails instead.
"""
import os
import pathlib
import shutil

import pytest

REPO = pathlib.Path(__file__).resolve().parents[2]


def on_ci():
    return os.environ.get("CI") == "true"


@pytest.fixture(scope="session")
def shared_dir():
    path = os.environ.get("MJSCORE_SHARED_DIR") or os.environ.get("MJSCORE_SHARED_DIR_DEFAULT")
    root = pathlib.Path(path) if path else REPO.parent / "shared"
    if not (root / "data").is_dir():
        message = f"shared data not found at {root / 'data'} (set MJSCORE_SHARED_DIR)"
        if on_ci():
            pytest.fail(message + "; CI=true requires it")
        pytest.skip(message)
    return root


@pytest.fixture(scope="session")
def cli():
    path = os.environ.get("MJSCORE_CLI") or shutil.which("mjscore")
    if not path:
        for candidate in (REPO / "build" / "mjscore",):
            if candidate.exists():
                path = str(candidate)
    if not path:
        message = "the mjscore CLI was not found (set MJSCORE_CLI)"
        if on_ci():
            pytest.fail(message)
        pytest.skip(message)
    return path
