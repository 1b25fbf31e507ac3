"""ctest Python.install: `cmake --install BUILD --prefix TMP` puts the package where the
interpreter finds it below that prefix (PYTHON_DIR, relative), and it imports and scores there.

    install_check.py CMAKE BUILD_DIR PYTHON_DIR
"""
import os
import subprocess
import sys
import tempfile

cmake, build, python_dir = sys.argv[1:4]
with tempfile.TemporaryDirectory() as prefix:
    subprocess.run([cmake, "--install", build, "--prefix", prefix], check=True,
                   stdout=subprocess.DEVNULL)
    site = os.path.join(prefix, python_dir)
    package = os.path.join(site, "mjscore")
    for name in ("__init__.py", "__init__.pyi", "_core.pyi", "py.typed"):
        assert os.path.isfile(os.path.join(package, name)), name
    code = ("import mjscore; "
            "assert mjscore.__file__.startswith(%r), mjscore.__file__; "
            "print(mjscore.score(hand='123m456p789s11z222z', win='2z', win_by='tsumo')['value'])"
            % package)
    out = subprocess.run([sys.executable, "-c", code], env=dict(os.environ, PYTHONPATH=site),
                         cwd=prefix, check=True, capture_output=True, text=True).stdout
    assert out.strip() == "2100", out
print("installed and imported from", python_dir)
