"""Every learner installs the same versions: constraints.txt pins every dependency, every
install of the Makefile takes it, and a wheelhouse installs with the index switched off."""

from __future__ import annotations

import os
import re
import shutil
import subprocess
import sys
from pathlib import Path

import pytest
from packaging.requirements import Requirement
from packaging.utils import canonicalize_name

tomllib = pytest.importorskip("tomllib")  # Python 3.11+; the dev venv is 3.11

ROOT = Path(__file__).resolve().parent.parent
CONSTRAINTS = ROOT / "constraints.txt"
PROJECT = "hooks-workbook"


def pins(text: str) -> dict[str, str]:
    """``name==version`` lines, by canonical name; comments and blank lines skipped."""
    found = {}
    for line in text.splitlines():
        line = line.split("#", 1)[0].strip()
        if not line:
            continue
        name, sep, version = line.partition("==")
        assert sep, f"constraints.txt: {line!r} is not name==version"
        found[canonicalize_name(name)] = version.strip()
    return found


def dependencies() -> list[Requirement]:
    """The project's requirements: base, every extra, and the build backend."""
    data = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))
    lines = list(data["project"]["dependencies"])
    for extra in data["project"]["optional-dependencies"].values():
        lines += extra
    lines += data["build-system"]["requires"]
    return [r for r in map(Requirement, lines) if canonicalize_name(r.name) != PROJECT]


def uncovered(requirements: list[Requirement], pinned: dict[str, str]) -> list[str]:
    """What ``pinned`` fails to cover: a requirement without a pin, or pinned outside its
    range (``make constraints`` again, after installing the new range)."""
    problems = []
    for requirement in requirements:
        version = pinned.get(canonicalize_name(requirement.name))
        if version is None:
            problems.append(f"{requirement}: not pinned")
        elif not requirement.specifier.contains(version, prereleases=True):
            problems.append(f"{requirement}: pinned to {version}, outside the range")
    return problems


def test_every_dependency_and_extra_is_pinned_within_its_range() -> None:
    """A dependency added to pyproject.toml without `make constraints` fails here."""
    problems = uncovered(dependencies(), pins(CONSTRAINTS.read_text(encoding="utf-8")))
    assert problems == [], "run make constraints (it pins what the dev venv holds)"


def test_a_missing_or_stale_pin_is_caught() -> None:
    pinned = pins("anthropic==2.15.0\norjson==3.0.0\n")
    requirements = [Requirement("anthropic>=2.10"), Requirement("orjson>=3.9"), Requirement("x")]
    assert uncovered(requirements, pinned) == [
        "orjson>=3.9: pinned to 3.0.0, outside the range",
        "x: not pinned",
    ]


def test_the_project_itself_is_not_pinned() -> None:
    """Pinning the editable project would make pip refuse to install it."""
    assert PROJECT not in pins(CONSTRAINTS.read_text(encoding="utf-8"))


def _planned(*args: str) -> list[str]:
    """The pip commands ``make -n -B`` would run (nothing is run)."""
    out = subprocess.run(
        ["make", "-n", "-B", *args], cwd=ROOT, capture_output=True, text=True, check=True
    ).stdout
    return [line for line in out.splitlines() if " pip install" in line or "pip download" in line]


@pytest.mark.parametrize("target", [".venv/.installed-dev", "setup", "claude-code"])
def test_every_install_of_the_makefile_takes_the_pins(target: str) -> None:
    planned = _planned(target)
    assert planned, f"make {target} installs something"
    assert all("-c constraints.txt" in line for line in planned), planned
    assert not any("--no-index" in line for line in planned), "no WHEELS: the index is used"


def test_wheels_installs_with_no_index_from_the_folder() -> None:
    planned = _planned("setup", "WHEELS=/media/usb/wheels")
    assert planned
    assert all("--no-index --find-links /media/usb/wheels" in line for line in planned), planned


def test_the_wheelhouse_asks_where() -> None:
    done = subprocess.run(["make", "wheelhouse"], cwd=ROOT, capture_output=True, text=True)
    assert done.returncode == 2
    assert "make wheelhouse WHEELS=dir" in done.stderr


OFFLINE = re.compile(
    r"NewConnectionError|Network is unreachable|Temporary failure in name resolution|"
    r"Could not fetch URL|ConnectTimeout|Max retries exceeded|No route to host",
)
"""What pip says when the registry cannot be reached (the one reason to skip)."""


def test_the_wheelhouse_downloads_with_the_venv_s_pip_when_there_is_one() -> None:
    """A system python3 may have no pip (Debian); the checkout's venv has one."""
    [planned] = _planned("wheelhouse", "WHEELS=w")
    assert planned.startswith(
        ".venv/bin/python -m pip download --quiet --dest w -c constraints.txt"
    )


def _scratch(folder: Path) -> Path:
    """What a checkout needs to install itself: the Makefile, the metadata, the pins, src/."""
    for name in ("Makefile", "pyproject.toml", "README.md", "constraints.txt"):
        shutil.copy2(ROOT / name, folder / name)
    shutil.copytree(
        ROOT / "src", folder / "src", ignore=shutil.ignore_patterns("*.egg-info", "__pycache__")
    )
    return folder


def _no_index_environment() -> dict[str, str]:
    """No pip configuration at all: no config file, no PIP_* variable (this machine's own
    find-links and index URLs would otherwise serve what the wheelhouse lacks)."""
    env = {k: v for k, v in os.environ.items() if not k.startswith(("PIP_", "MAKE"))}
    env["PIP_CONFIG_FILE"] = os.devnull
    return env


def test_a_wheelhouse_installs_the_package_with_the_index_switched_off(tmp_path: Path) -> None:
    """make wheelhouse downloads the base package's wheels (the lab's are the same command,
    only larger); a new venv then installs the package from them with --no-index."""
    checkout = _scratch(tmp_path)
    env = {k: v for k, v in os.environ.items() if not k.startswith("MAKE")}
    download = subprocess.run(
        ["make", "wheelhouse", "WHEELS=wheels", "EXTRAS=", f"PYTHON={sys.executable}"],
        cwd=checkout,
        env=env,
        capture_output=True,
        text=True,
        timeout=600,
    )
    if download.returncode != 0 and OFFLINE.search(download.stdout + download.stderr):
        pytest.skip(f"the package registry is unreachable: {download.stderr.strip()[-300:]}")
    assert download.returncode == 0, download.stdout + download.stderr
    wheels = sorted(p.name for p in (checkout / "wheels").iterdir())
    assert any(name.startswith("setuptools-") for name in wheels), "the build backend"
    assert any(name.startswith("pip-") for name in wheels)
    assert all(name.endswith(".whl") for name in wheels), "wheels only: nothing to build"

    base_python = getattr(sys, "_base_executable", sys.executable)
    install = subprocess.run(
        ["make", ".venv/.installed-base", "WHEELS=wheels", f"PYTHON={base_python}"],
        cwd=checkout,
        env=_no_index_environment(),
        capture_output=True,
        text=True,
        timeout=600,
    )
    assert install.returncode == 0, install.stdout + install.stderr
    assert "--no-index --find-links wheels" in install.stdout
    venv_python = checkout / ".venv" / "bin" / "python"
    shown = subprocess.run(
        [
            str(venv_python),
            "-c",
            "import toolhooks, hookkata, anthropic; print(anthropic.__version__)",
        ],
        cwd=tmp_path,
        capture_output=True,
        text=True,
        check=True,
    ).stdout.strip()
    assert shown == pins(CONSTRAINTS.read_text(encoding="utf-8"))["anthropic"]
