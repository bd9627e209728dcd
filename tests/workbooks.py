"""Copies of the workbook for tests: the starters as committed, and a learner's filled clone.

The learner's ``notebooks/`` are theirs: once they have worked, they hold answers and
outputs, so no test may read them as "the starters". The starter checks read the starters
as committed instead (:func:`committed_workbook`), and :func:`filled_clone` makes the
learner's side on purpose: a clone of this repository whose notebooks hold every answer
and its outputs, to prove that ``make test``'s checks pass there too.
"""

from __future__ import annotations

import shutil
import subprocess
from pathlib import Path

import nbformat

from hookkata.starters import generate, is_exercise

ROOT = Path(__file__).resolve().parent.parent
KINDS = ("solutions", "notebooks")


class NotAGitCheckout(RuntimeError):
    """The repository is not a git checkout (or git is missing): no commit to read from."""


def _git(*args: str, cwd: Path = ROOT) -> str:
    try:
        done = subprocess.run(
            ["git", *args], cwd=cwd, capture_output=True, text=True, check=False, timeout=60
        )
    except FileNotFoundError as exc:
        raise NotAGitCheckout("git is not installed") from exc
    if done.returncode != 0:
        raise NotAGitCheckout(f"git {' '.join(args)}: {done.stderr.strip()}")
    return done.stdout


STUB = 'raise NotImplementedError("your code here")'


def starters_commit(root: Path = ROOT) -> str:
    """The newest commit whose ``notebooks/`` are starters as shipped: no code cell with
    outputs, no exercise cell without its stub.

    Not simply ``HEAD``: a learner commits their answers (their fork grades what they
    push), so their ``HEAD:notebooks/`` holds answers and outputs; walking back over the
    commits that changed ``notebooks/`` or ``solutions/`` finds the one they cloned. A
    maintainer never commits answers or outputs into ``notebooks/``, so their newest commit
    is the one checked (and a starter they edited by hand is caught).
    """
    commits = _git("log", "--format=%H", "--", "notebooks", "solutions", cwd=root).split()
    for commit in commits:
        if not any(_holds_work(text) for text in _notebooks_at(commit, root).values()):
            return commit
    raise NotAGitCheckout("no commit holds starters without answers or outputs")


def _notebooks_at(commit: str, root: Path, kind: str = "notebooks") -> dict[str, bytes]:
    """``kind/*.ipynb`` as ``commit`` holds them, by file name."""
    names = _git("ls-tree", "--name-only", f"{commit}:{kind}", cwd=root).split()
    return {
        name: subprocess.run(
            ["git", "show", f"{commit}:{kind}/{name}"], cwd=root, capture_output=True, check=True
        ).stdout
        for name in names
        if name.endswith(".ipynb")
    }


def _holds_work(text: bytes) -> bool:
    """A learner's notebook: a code cell with outputs, or an exercise cell without its stub."""
    notebook = nbformat.reads(text.decode("utf-8"), as_version=4)  # type: ignore[no-untyped-call]
    return any(
        cell.cell_type == "code"
        and (bool(cell.get("outputs")) or (is_exercise(cell) and STUB not in cell.source))
        for cell in notebook.cells
    )


def committed_workbook(dest: Path, root: Path = ROOT) -> Path:
    """``dest/solutions`` and ``dest/notebooks`` as :func:`starters_commit` holds them."""
    commit = starters_commit(root)
    for kind in KINDS:
        (dest / kind).mkdir(parents=True, exist_ok=True)
        for name, blob in _notebooks_at(commit, root, kind).items():
            (dest / kind / name).write_bytes(blob)
    return dest


def fresh_starters(dest: Path, solutions: Path = ROOT / "solutions") -> Path:
    """Starters regenerated from ``solutions`` into ``dest`` (for tests that need starters,
    not the committed files)."""
    dest.mkdir(parents=True, exist_ok=True)
    generate(solutions, dest, backups=dest.parent / "backups")
    return dest


def fill(notebooks: Path, solutions: Path) -> int:
    """Do every exercise as a learner who finished would: each cell of each notebook gets
    the solved notebook's source where it is an exercise, and its outputs everywhere (the
    learner ran them). Returns how many exercise cells were filled."""
    filled = 0
    for path in sorted(notebooks.glob("*.ipynb")):
        mine = nbformat.read(path, as_version=4)  # type: ignore[no-untyped-call]
        solved = nbformat.read(solutions / path.name, as_version=4)  # type: ignore[no-untyped-call]
        for cell, answer in zip(mine.cells, solved.cells, strict=True):
            if cell.cell_type != "code":
                continue
            if is_exercise(cell):
                cell.source = answer.source
                filled += 1
            cell.outputs = answer.outputs
            cell.execution_count = answer.execution_count
        nbformat.write(mine, path)  # type: ignore[no-untyped-call]
    return filled


def filled_clone(dest: Path, root: Path = ROOT) -> Path:
    """A learner's clone with everything done: ``git clone`` of ``root`` (its history, so
    the starter checks find their commit), this checkout's files copied over it as they
    are now (times kept, so the shared venv needs no reinstall), then every notebook
    filled in (:func:`fill`) and committed (an empty commit where ``root`` is itself a
    learner's finished clone: nothing is left to fill)."""
    subprocess.run(
        ["git", "clone", "--quiet", "--shared", "--no-checkout", str(root), str(dest)],
        check=True,
        capture_output=True,
        timeout=120,
    )
    subprocess.run(["git", "checkout", "--quiet", "HEAD"], cwd=dest, check=True, timeout=120)
    for name in _git(
        "ls-files", "--cached", "--others", "--exclude-standard", cwd=root
    ).splitlines():
        source = root / name
        if source.is_file():
            (dest / name).parent.mkdir(parents=True, exist_ok=True)
            shutil.copy2(source, dest / name)
    fill(dest / "notebooks", dest / "solutions")
    learner = ["-c", "user.name=A Learner", "-c", "user.email=learner@example.invalid"]
    subprocess.run(["git", "add", "notebooks"], cwd=dest, check=True, timeout=60)
    subprocess.run(
        ["git", *learner, "commit", "--quiet", "--no-verify", "--allow-empty", "-m", "My answers"],
        cwd=dest,
        check=True,
        timeout=60,
    )  # a learner commits (their fork grades what they push): HEAD holds their work
    return dest


def shipped_workbook(dest: Path, root: Path = ROOT) -> tuple[Path, str]:
    """``dest/solutions`` and ``dest/notebooks`` as shipped to learners: from
    :func:`starters_commit` in a git checkout, else the solved notebooks of ``root`` and
    starters regenerated from them. Returns ``dest`` and where the notebooks came from."""
    try:
        return committed_workbook(dest, root), f"commit {starters_commit(root)[:12]}"
    except NotAGitCheckout as exc:
        shutil.copytree(root / "solutions", dest / "solutions", dirs_exist_ok=True)
        fresh_starters(dest / "notebooks", dest / "solutions")
        return dest, f"regenerated from solutions/ ({exc})"
