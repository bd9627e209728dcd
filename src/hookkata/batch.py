"""Grading whole notebooks and answer files, as CI does: each in its own process.

A notebook is run top to bottom in a fresh kernel (``nbclient``), errors allowed so that
one broken cell does not hide the other exercises; a last cell then grades, inside that
kernel, the functions the notebook defined. A ``.py`` answer file is run in a fresh Python
process the same way. Nothing the learner wrote runs in the grading process itself.

The verdicts come back through a file, never through the output: the learner's code can
print anything. The file's name holds a random token and lives in a private temporary
folder; a ``.py`` file's runner learns it from ``HOOKKATA_VERDICTS`` and removes that from
its environment before the learner's code runs, and a notebook learns it only in the last
cell, after every learner cell ran. Before the learner's code runs, the child also takes a
snapshot of the grader (:mod:`hookkata.guard`) and restores it before grading, so that
reassigning ``Property.verify`` at import changes nothing; each answer is then graded in a
child of its own (:mod:`hookkata.isolation`). The parent accepts exactly the exercises it
asked for, each a well-formed verdict; anything else (no file, a malformed one, a process
that ended early or by a signal) is an ``error`` verdict with a one-line reason.

Grading writes nothing into the graded folder: the children run with progress recording
off, no bytecode files, and Hypothesis's storage in a cache folder (:mod:`hookkata.profiles`).
"""

from __future__ import annotations

import contextlib
import json
import os
import secrets
import select
import signal
import subprocess
import sys
import tempfile
import time
from collections.abc import Callable, Iterable, Sequence
from dataclasses import asdict, dataclass
from pathlib import Path
from typing import TYPE_CHECKING, Any

from . import guard, profiles
from .catalog import for_notebook
from .exercise import Exercise, grade
from .exercises import CATALOG
from .starters import describe_cell
from .verdict import Verdict, verdict_from_json

if TYPE_CHECKING:
    from traitlets.config import Config

VERDICTS_ENV = "HOOKKATA_VERDICTS"
"""Where a ``.py`` file's runner writes its verdicts (removed before the learner's code runs)."""
NOTEBOOK_SECONDS = 300
"""How long one notebook (or answer file) may run in all."""
OUTPUT_KEPT = 64_000
"""How much of a child's own output the parent keeps to explain a failure; the rest is dropped."""
_VERDICTS_BYTES = 1_000_000


@dataclass(frozen=True)
class Graded:
    """The verdicts for one graded file."""

    source: Path
    verdicts: tuple[Verdict, ...]
    seconds: float


def collect(paths: Iterable[Path]) -> list[Path]:
    """Notebooks and ``.py`` files named, or found in the folders named, sorted."""
    found: list[Path] = []
    for path in paths:
        if path.is_dir():
            found += sorted(
                p
                for p in path.rglob("*")
                if p.suffix in (".ipynb", ".py") and ".ipynb_checkpoints" not in p.parts
            )
        else:
            found.append(path)
    return found


def grade_file(path: Path, only: Sequence[str] = ()) -> Graded:
    """Grade one notebook or answer file; every problem becomes a verdict, never a raise."""
    started = time.perf_counter()
    exercises = _exercises_for(path, only)
    if not path.exists():
        verdicts = _all_error(exercises, path, f"{path} does not exist.")
    elif path.suffix == ".ipynb":
        verdicts = _grade_notebook(path, exercises) if exercises else []
    else:
        verdicts = _grade_script(path, exercises, only)
    return Graded(path, tuple(verdicts), time.perf_counter() - started)


def grade_paths(
    paths: Iterable[Path], only: Sequence[str] = (), on_file: Callable[[Graded], None] | None = None
) -> list[Graded]:
    out = []
    for path in collect(paths):
        graded = grade_file(path, only)
        if on_file is not None:
            on_file(graded)
        out.append(graded)
    return out


def _exercises_for(path: Path, only: Sequence[str]) -> tuple[Exercise, ...]:
    """A notebook's (or ``NN-*.py`` file's) exercises, narrowed by ``--only``."""
    exercises = for_notebook(path.name) if path.name[:2].isdigit() else ()
    return tuple(e for e in exercises if not only or _selected(e, only))


def _selected(exercise: Exercise, only: Sequence[str]) -> bool:
    return any(key in (exercise.id, str(exercise.number), exercise.name) for key in only)


def _grade_notebook(path: Path, exercises: Sequence[Exercise]) -> list[Verdict]:
    # Imported here: they come with the `lab` extra, and check() in a notebook needs neither.
    import nbformat
    from nbclient import NotebookClient
    from nbclient.exceptions import CellTimeoutError, DeadKernelError

    try:
        notebook = nbformat.read(path, as_version=4)  # type: ignore[no-untyped-call]
    except Exception as exc:
        return _all_error(exercises, path, f"cannot read {path.name}: {exc}")
    ids = [e.id for e in exercises]
    with tempfile.TemporaryDirectory(prefix="hookkata-") as private:
        channel = Path(private) / f"{secrets.token_hex(16)}.json"
        new_cell = nbformat.v4.new_code_cell
        notebook.cells.insert(0, new_cell(_FIRST_CELL))  # type: ignore[no-untyped-call]
        notebook.cells.append(new_cell(_grading_cell(ids, channel)))  # type: ignore[no-untyped-call]
        client = NotebookClient(
            notebook,
            timeout=NOTEBOOK_SECONDS,
            allow_errors=True,
            kernel_name="python3",
            resources={"metadata": {"path": str(path.parent.resolve())}},
            config=kernel_config(),
        )
        try:
            client.execute(env=_child_env())
        except (CellTimeoutError, DeadKernelError, RuntimeError) as exc:
            return _all_error(
                exercises, path, f"{path.name} did not finish running: {_first_line(exc)}"
            )
        verdicts = _read_verdicts(channel, exercises, path, ended="")
    return _with_cell_errors(verdicts, notebook.cells[1:-1])


def kernel_config() -> Config:
    """Kernel-manager settings for grading: the kernel's channels encrypted with CurveZMQ.

    The kernel listens on loopback TCP ports. Every message it accepts must be signed with
    the key in its connection file, but what it sends is plain text: any local process, of
    any user, can subscribe to its output channel. So ipykernel (7.4 here) warns "Kernel is
    running over TCP without encryption" on every start. On a shared machine (a workshop
    server, a lab) that is true, not a false alarm, and the cure is the one it names: keys
    that the manager provisions (``transport_encryption="auto"``: used when the kernelspec
    declares ``curve``, as ipykernel's does). Not the ``ipc`` transport: it puts socket
    files into the working folder, which is the graded folder. Where the installed
    libraries cannot encrypt (a libzmq without CURVE, a jupyter_client without the option),
    the defaults stay, and so does the warning.
    """
    import zmq
    from jupyter_client.manager import KernelManager
    from traitlets.config import Config

    policy = KernelManager.class_traits().get("transport_encryption")
    if not zmq.has("curve") or "auto" not in (getattr(policy, "values", None) or ()):
        return Config()
    return Config({"KernelManager": {"transport_encryption": "auto"}})


_FIRST_CELL = "import hookkata.batch as __hookkata_batch\n__hookkata_batch.before_learner_code()"


def _grading_cell(ids: Sequence[str], channel: Path) -> str:
    return f"__hookkata_batch.report(globals(), {list(ids)!r}, {str(channel)!r})"


_before: guard.Snapshot | None = None


def before_learner_code() -> None:
    """In the child, before any learner code: keep a snapshot of the grader to restore."""
    global _before
    _before = guard.take()


def report(namespace: dict[str, Any], ids: Sequence[str], channel: str) -> None:
    """Grade ``ids`` against ``namespace`` and write the verdicts to ``channel`` for the parent.

    The grader is first restored to its snapshot, undoing what the learner's code changed.
    """
    if _before is not None:
        _before.restore()
    verdicts = [grade(e, namespace.get(e.name)) for e in CATALOG if e.id in ids]
    _write_verdicts(Path(channel), verdicts)


def _write_verdicts(channel: Path, verdicts: Sequence[Verdict]) -> None:
    """Write through a temporary file and rename: the parent never reads half a file."""
    partial = channel.with_suffix(".partial")
    partial.write_text(json.dumps([asdict(v) for v in verdicts]), encoding="utf-8")
    os.replace(partial, channel)


def _child_env() -> dict[str, str]:
    """The environment of a grading child: nothing of it may write into the graded folder."""
    return {
        **os.environ,
        "HOOKKATA_PROGRESS": "off",
        "PYTHONDONTWRITEBYTECODE": "1",
        "HYPOTHESIS_STORAGE_DIRECTORY": str(profiles.cache_folder()),
    }


def _grade_script(path: Path, exercises: Sequence[Exercise], only: Sequence[str]) -> list[Verdict]:
    ids = [e.id for e in exercises]
    command = [sys.executable, "-m", "hookkata.batch", str(path), json.dumps(ids)]
    command.append(json.dumps(list(only)))
    with tempfile.TemporaryDirectory(prefix="hookkata-") as private:
        channel = Path(private) / f"{secrets.token_hex(16)}.json"
        child = subprocess.Popen(
            command,
            stdin=subprocess.DEVNULL,
            stdout=subprocess.PIPE,
            stderr=subprocess.STDOUT,
            env={**_child_env(), VERDICTS_ENV: str(channel)},
            start_new_session=True,  # its own group: whatever it starts is stopped with it
        )
        output, finished = _drain(child, NOTEBOOK_SECONDS)
        if not finished:
            return _all_error(
                exercises, path, f"{path.name} did not finish within {NOTEBOOK_SECONDS} s."
            )
        ended = "" if child.returncode == 0 else _ended(child.returncode, output)
        return _read_verdicts(channel, exercises, path, ended=ended, asked=bool(ids))


def _drain(child: subprocess.Popen[bytes], seconds: float) -> tuple[bytes, bool]:
    """Read the child's output until it ends, keeping the first :data:`OUTPUT_KEPT` bytes.

    The rest is read and dropped, never buffered; past ``seconds`` the child's whole group
    is killed. Returns what was kept and whether the child finished in time.
    """
    assert child.stdout is not None
    kept, deadline = b"", time.monotonic() + seconds
    stream = child.stdout.fileno()
    finished = True
    while True:
        wait = deadline - time.monotonic()
        if wait <= 0 or not select.select([stream], [], [], wait)[0]:
            finished = False
            break
        chunk = os.read(stream, 65536)
        if not chunk:
            break
        kept += chunk[: max(0, OUTPUT_KEPT - len(kept))]
    with contextlib.suppress(OSError):  # what the answer left running, or the child itself
        os.killpg(child.pid, signal.SIGKILL)
    child.wait()
    child.stdout.close()
    return kept, finished


def _ended(returncode: int, output: bytes) -> str:
    """How a runner that did not exit with 0 ended, with the last line it printed."""
    how = (
        f"was killed by {signal.Signals(-returncode).name}"
        if returncode < 0
        else f"exited with code {returncode}"
    )
    lines = output.decode("utf-8", "replace").strip().splitlines()
    return how + (f" ({_first_line(lines[-1])})" if lines else "")


def _read_verdicts(
    channel: Path, exercises: Sequence[Exercise], path: Path, *, ended: str, asked: bool = True
) -> list[Verdict]:
    """The verdicts in ``channel``: exactly one per exercise asked, or an error for each.

    ``asked=False`` (a file without a notebook number) accepts any exercises of the
    catalog, each at most once.
    """
    try:
        if ended:
            raise ValueError(f"the grading process {ended}")
        if not channel.exists():
            raise ValueError("the grading process ended without writing its verdicts")
        if channel.stat().st_size > _VERDICTS_BYTES:
            raise ValueError("the verdicts file is too large to be verdicts")
        data = json.loads(channel.read_text(encoding="utf-8"))
        if not isinstance(data, list):
            raise ValueError(f"expected a list of verdicts, got {type(data).__name__}")
        # Without a notebook number, the runner chooses; "defines none" comes as the path.
        wanted = [e.id for e in exercises] if asked else [*(e.id for e in CATALOG), str(path)]
        got = [item.get("exercise_id") if isinstance(item, dict) else None for item in data]
        if (asked and got != wanted) or len(set(got)) != len(got) or not set(got) <= set(wanted):
            raise ValueError(f"expected verdicts for {wanted}, got {got}")
        return [verdict_from_json(item, item["exercise_id"]) for item in data]
    except (OSError, ValueError) as exc:
        return _all_error(exercises, path, f"{path.name} could not be graded: {_first_line(exc)}")


def _with_cell_errors(verdicts: list[Verdict], cells: Sequence[Any]) -> list[Verdict]:
    """Say where the notebook broke, on every exercise that did not pass."""
    broken = next(
        (
            (index, output)
            for index, cell in enumerate(cells, start=1)
            for output in cell.get("outputs", [])
            if output.get("output_type") == "error"
        ),
        None,
    )
    if broken is None:
        return verdicts
    index, output = broken
    cell = describe_cell(index, cells[index - 1])
    note = f"{cell} raised {output.get('ename')}: {_first_line(output.get('evalue', ''))}; "
    return [v if v.passed else _amend(v, note) for v in verdicts]


def _amend(verdict: Verdict, note: str) -> Verdict:
    return Verdict(**{**asdict(verdict), "message": note + verdict.message})


def _all_error(exercises: Sequence[Exercise], path: Path, message: str) -> list[Verdict]:
    if not exercises:
        return [Verdict(str(path), path.name, "error", message)]
    return [Verdict(e.id, e.title, "error", message, hint=e.hint) for e in exercises]


def _first_line(value: object) -> str:
    text = str(value).strip()
    return text.splitlines()[0] if text else ""


def _run_script(path: Path, ids: list[str], only: list[str]) -> None:
    """In the child process: run the answer file, then write its verdicts for the parent."""
    import runpy

    channel = Path(os.environ.pop(VERDICTS_ENV))  # before any learner code can read it
    before_learner_code()
    try:
        namespace = runpy.run_path(str(path), run_name="__hookkata_answers__")
    except SyntaxError as exc:
        _report_broken(channel, path, ids, f"syntax error at line {exc.lineno}: {exc.msg}")
        return
    except BaseException as exc:  # the learner's file: anything may happen at import
        reason = f"running the file raised {type(exc).__name__}: {_first_line(exc)}"
        _report_broken(channel, path, ids, reason)
        return
    if not ids:  # a file without a notebook number: grade the functions it defines
        ids = [e.id for e in CATALOG if e.name in namespace and (not only or _selected(e, only))]
    if not ids:
        reason = "defines none of the exercise functions (hookkata list)"
        _report_broken(channel, path, ids, reason)
        return
    report(namespace, ids, str(channel))


def _report_broken(channel: Path, path: Path, ids: list[str], message: str) -> None:
    exercises = [e for e in CATALOG if e.id in ids]
    _write_verdicts(channel, _all_error(exercises, path, f"{path.name}: {message}"))


if __name__ == "__main__":
    _run_script(Path(sys.argv[1]), json.loads(sys.argv[2]), json.loads(sys.argv[3]))
