"""catan_build — the package's own PEP 517 build backend: builds a wheel with no downloads.

`pip install ./python` runs this in place of setuptools, so nothing has to be fetched from an
index (build isolation installs the empty list of build requirements). The wheel holds the
package's Python files and libcatan.so, taken from, in order:
  1. the file named by the environment variable CATAN_LIB (an absolute path: pip runs this
     backend in python/);
  2. ../build/release/libcatan.so (the normal build, scripts/build.sh release);
  3. a build made here: cmake configures ../build/python and builds only the target libcatan.
The version is the project's, read from the top-level CMakeLists.txt (its one source).
"""
from __future__ import annotations

import base64
import hashlib
import io
import os
import re
import subprocess
import sysconfig
import tarfile
import zipfile

HERE = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))  # python/
ROOT = os.path.dirname(HERE)  # the repository
NAME = "catan"


def _version() -> str:
    with open(os.path.join(ROOT, "CMakeLists.txt"), encoding="utf-8") as f:
        m = re.search(r"project\(catan\s+VERSION\s+([0-9.]+)", f.read())
    if not m:
        raise RuntimeError("catan_build: no project(catan VERSION x.y.z) in CMakeLists.txt")
    return m.group(1)


def _build_library() -> str:
    build = os.path.join(ROOT, "build", "python")
    for cmd in (["cmake", "-S", ROOT, "-B", build, "-DCMAKE_BUILD_TYPE=Release",
                 "-DCATAN_TESTS=OFF"],
                ["cmake", "--build", build, "--target", "libcatan"]):
        subprocess.run(cmd, check=True, stdout=subprocess.DEVNULL)
    return os.path.join(build, "libcatan.so")


def _library() -> str:
    path = os.environ.get("CATAN_LIB")
    if path:
        if not os.path.exists(path):
            raise RuntimeError(f"catan_build: CATAN_LIB={path!r} does not exist")
        return os.path.realpath(path)
    release = os.path.join(ROOT, "build", "release", "libcatan.so")
    if os.path.exists(release):
        return os.path.realpath(release)
    return os.path.realpath(_build_library())


def _metadata() -> str:
    with open(os.path.join(HERE, "README.md"), encoding="utf-8") as f:
        readme = f.read()
    return (f"Metadata-Version: 2.1\nName: {NAME}\nVersion: {_version()}\n"
            "Summary: Every rule set of the Catan engine from Python (ctypes over libcatan)\n"
            "Requires-Python: >=3.9\nDescription-Content-Type: text/markdown\n\n" + readme)


def _tag() -> str:
    return "py3-none-" + sysconfig.get_platform().replace("-", "_").replace(".", "_")


def _files() -> list[tuple[str, bytes]]:
    """(path in the wheel, content) of the package."""
    pkg = os.path.join(HERE, NAME)
    out = []
    for name in sorted(os.listdir(pkg)):
        if name.endswith(".py") or name == "py.typed":
            with open(os.path.join(pkg, name), "rb") as f:
                out.append((f"{NAME}/{name}", f.read()))
    with open(_library(), "rb") as f:
        out.append((f"{NAME}/libcatan.so", f.read()))
    return out


def _record_line(path: str, data: bytes) -> str:
    digest = base64.urlsafe_b64encode(hashlib.sha256(data).digest()).rstrip(b"=").decode()
    return f"{path},sha256={digest},{len(data)}"


def get_requires_for_build_wheel(config_settings=None):
    return []


def get_requires_for_build_sdist(config_settings=None):
    return []


def build_wheel(wheel_directory, config_settings=None, metadata_directory=None):
    version, tag = _version(), _tag()
    dist = f"{NAME}-{version}.dist-info"
    files = _files()
    files.append((f"{dist}/METADATA", _metadata().encode()))
    files.append((f"{dist}/WHEEL", (f"Wheel-Version: 1.0\nGenerator: catan_build\n"
                                    f"Root-Is-Purelib: false\nTag: {tag}\n").encode()))
    record = [_record_line(p, d) for p, d in files] + [f"{dist}/RECORD,,"]
    files.append((f"{dist}/RECORD", ("\n".join(record) + "\n").encode()))
    wheel = f"{NAME}-{version}-{tag}.whl"
    with zipfile.ZipFile(os.path.join(wheel_directory, wheel), "w", zipfile.ZIP_DEFLATED) as z:
        for path, data in files:
            info = zipfile.ZipInfo(path, date_time=(2020, 1, 1, 0, 0, 0))
            info.external_attr = (0o755 if path.endswith(".so") else 0o644) << 16
            z.writestr(info, data, zipfile.ZIP_DEFLATED)
    return wheel


def build_sdist(sdist_directory, config_settings=None):
    """The python/ directory alone: building its wheel then needs CATAN_LIB or an installed
    library (the C sources are the repository's, not the package's)."""
    base = f"{NAME}-{_version()}"
    path = os.path.join(sdist_directory, base + ".tar.gz")
    with tarfile.open(path, "w:gz") as tar:
        for sub in ("pyproject.toml", "README.md", NAME, "build_backend"):
            tar.add(os.path.join(HERE, sub), arcname=f"{base}/{sub}",
                    filter=lambda t: None if "__pycache__" in t.name else t)
        meta = _metadata().encode()
        info = tarfile.TarInfo(f"{base}/PKG-INFO")
        info.size = len(meta)
        tar.addfile(info, io.BytesIO(meta))
    return base + ".tar.gz"
