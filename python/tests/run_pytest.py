"""Runs the Python module's pytest suite for ctest (python/CMakeLists.txt).

Exit status 77 (ctest SKIP) with a message when pytest or NumPy is missing from the interpreter;
otherwise pytest's own status.
"""
import os
import sys

missing = []
for name in ("pytest", "numpy"):
    try:
        __import__(name)
    except ImportError:
        missing.append(name)
if missing:
    print(f"SKIP: {sys.executable} lacks {', '.join(missing)} (Debian: python3-pytest, "
          "python3-numpy); the Python module's tests did not run")
    sys.exit(77)

import pytest  # noqa: E402

here = os.path.dirname(os.path.abspath(__file__))
sys.exit(pytest.main([here, "-q", "-p", "no:cacheprovider", *sys.argv[1:]]))
