"""`pip install ./python` works offline: into a fresh virtual environment (PEP 668 forbids
installing into Debian's own Python), with no package index, and the installed package runs from
its bundled libcatan.so without CATAN_LIB or the source tree."""
from __future__ import annotations

import os
import subprocess
import sys
import venv
from pathlib import Path

import pytest

PYTHON_DIR = Path(__file__).resolve().parents[1]


def test_pip_install_offline(tmp_path):
    lib = os.environ.get("CATAN_LIB")
    if not lib:
        pytest.skip("CATAN_LIB (the built libcatan.so) not set")
    lib = os.path.abspath(lib)  # pip runs the build backend in python/
    env_dir = tmp_path / "venv"
    try:
        venv.create(env_dir, system_site_packages=True, with_pip=True)
    except (subprocess.CalledProcessError, OSError) as e:
        pytest.fail(f"cannot make a venv with pip (Debian: python3-venv): {e}")
    python = str(env_dir / "bin" / "python")
    env = {k: v for k, v in os.environ.items() if k not in ("PYTHONPATH", "CATAN_LIB")}
    env.update(PIP_NO_INDEX="1", PIP_DISABLE_PIP_VERSION_CHECK="1", PIP_NO_CACHE_DIR="1",
               http_proxy="http://127.0.0.1:9", https_proxy="http://127.0.0.1:9")
    pip = subprocess.run([python, "-m", "pip", "install", "--no-index", str(PYTHON_DIR)],
                         env={**env, "CATAN_LIB": lib}, capture_output=True, text=True)
    assert pip.returncode == 0, pip.stdout + pip.stderr
    code = ("import catan, os; g = catan.Game('classic', 3, seed=1); g.apply(g.legal()[0]);"
            "print(catan.version(), os.path.dirname(catan.__file__) != os.getcwd(),"
            " catan.__file__.startswith(os.environ['VIRTUAL_ENV']))")
    run = subprocess.run([python, "-c", code], env={**env, "VIRTUAL_ENV": str(env_dir)},
                         cwd=tmp_path, capture_output=True, text=True)
    assert run.returncode == 0, run.stderr
    import catan
    assert run.stdout.split() == [catan.version(), "True", "True"]
    assert sys.executable  # the outer interpreter is untouched
