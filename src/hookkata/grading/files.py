"""Grading whole notebooks and answer files, as CI and instructors do: the verdict stays here.

The learner's code runs in a process of its own: a notebook in a fresh kernel
(``nbclient``), run top to bottom with errors allowed so that one broken cell does not hide
the other exercises; a ``.py`` answer file in a fresh Python (``python -m
hookkata.grading.child``). That process then only serves: for each exercise this process
asks it to fork a worker, and grades the worker's function from here
(:func:`hookkata.grading.exercise.grade`), building every input and computing every expected value
itself. What the learner's process says is plain data, decoded strictly; it can make its
own exercises fail or error, never pass one it did not solve.

The learner's process gets an environment built from an allow-list (no keys, tokens or
secrets: :mod:`hookkata.grading.environment`), a scratch working folder, and the local time
zone answers are graded in. Grading writes nothing into the graded folder.
"""

from __future__ import annotations

import contextlib
import functools
import json
import os
import signal
import subprocess
import sys
import tempfile
import threading
import time
from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass, replace
from pathlib import Path
from typing import TYPE_CHECKING, Any

from hookkata.grading import copying, environment
from hookkata.grading.cells import describe_cell
from hookkata.grading.exercise import Exercise, grade
from hookkata.grading.first_words import FirstWords
from hookkata.grading.learner import LearnerProblem, LearnerProcess
from hookkata.grading.remote import RemoteFunction
from hookkata.grading.verdict import Verdict, printable

if TYPE_CHECKING:
    from traitlets.config import Config

CHILD_BOOT = "import sys\nfrom hookkata.grading.child import main\nmain(sys.argv[1:])\n"
"""How a learner's file is graded: :func:`hookkata.grading.child.main`, imported rather than
run with ``-m`` (whose module frame would keep the file's own path on the answer's stack:
:mod:`hookkata.grading.disguise`)."""

NOTEBOOK_SECONDS = int(os.environ.get("HOOKKATA_NOTEBOOK_SECONDS", "300"))
"""How long one notebook (or answer file) may run in all (``HOOKKATA_NOTEBOOK_SECONDS``, read
by the grading process when it starts: never by the learner's)."""
IMPORT_SECONDS = 30
"""How long an answer file may take to run its top level, before its functions are graded."""


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


def grade_file(path: Path, catalog: Sequence[Exercise], only: Sequence[str] = ()) -> Graded:
    """Grade one notebook or answer file; every problem becomes a verdict, never a raise.

    Every text of every verdict is scrubbed of this process's secret values
    (:func:`~hookkata.grading.environment.scrub`): the learner's process never had them,
    and no report will show one even if it did.
    """
    started = time.perf_counter()
    exercises = _exercises_for(path, catalog, only)
    source = _source(path)
    where = copying.copied(source) if source is not None else None
    if not path.exists():
        verdicts = _all_error(exercises, path, f"{path} does not exist.")
    elif where is not None:
        verdicts = _all_error(exercises, path, copying.MESSAGE.format(where=where))
    elif path.suffix == ".ipynb":
        verdicts = _grade_notebook(path, exercises, source) if exercises else []
    else:
        verdicts = _grade_script(path, exercises, catalog, only, source)
    secrets = environment.secret_values()
    clean = tuple(_scrubbed(v, secrets) for v in verdicts)
    return Graded(path, clean, time.perf_counter() - started)


def _source(path: Path) -> str | None:
    """The code of a ``.py`` file or of a notebook's code cells; ``None`` if unreadable."""
    try:
        text = path.read_text(encoding="utf-8", errors="replace")
        if path.suffix != ".ipynb":
            return text
        cells = json.loads(text).get("cells", [])
        return "\n".join(
            "".join(c.get("source", ""))
            if isinstance(c.get("source"), list)
            else str(c.get("source", ""))
            for c in cells
            if isinstance(c, dict) and c.get("cell_type") == "code"
        )
    except (OSError, ValueError, AttributeError):
        return None


def _scrubbed(verdict: Verdict, secrets: list[str]) -> Verdict:
    """The verdict without secret values, each field on one line, control characters shown
    as escapes: text that came from the learner's process cannot forge lines of a report."""

    def clean(text: str) -> str:
        return printable(environment.scrub(text, secrets).replace("\r", "\\r").replace("\n", "\\n"))

    return replace(
        verdict,
        message=clean(verdict.message),
        prop=clean(verdict.prop),
        example=clean(verdict.example),
        got=clean(verdict.got),
        expected=clean(verdict.expected),
        hint=clean(verdict.hint),
    )


def grade_paths(
    paths: Iterable[Path],
    catalog: Sequence[Exercise],
    only: Sequence[str] = (),
    on_file: Callable[[Graded], None] | None = None,
) -> list[Graded]:
    out = []
    for path in collect(paths):
        graded = grade_file(path, catalog, only)
        if on_file is not None:
            on_file(graded)
        out.append(graded)
    return out


def _exercises_for(
    path: Path, catalog: Sequence[Exercise], only: Sequence[str]
) -> tuple[Exercise, ...]:
    """A notebook's (or ``NN-*.py`` file's) exercises, narrowed by ``--only``."""
    number = path.name.split("-")[0] if path.name[:2].isdigit() else None
    exercises = [e for e in catalog if e.notebook.split("-")[0] == number]
    return tuple(e for e in exercises if not only or _selected(e, only))


def _selected(exercise: Exercise, only: Sequence[str]) -> bool:
    return any(names_exercise(key, exercise) for key in only)


def names_exercise(key: str, exercise: Exercise) -> bool:
    """Whether ``key`` (an ``--only`` value) names ``exercise``: its id, its function or its
    number (``8`` or ``08``)."""
    return key in (exercise.id, exercise.name) or (
        key.isascii() and key.isdigit() and int(key) == exercise.number
    )


def _grade_notebook(path: Path, exercises: Sequence[Exercise], source: str | None) -> list[Verdict]:
    # Imported here: they come with the `lab` extra, and check() in a notebook needs neither.
    import nbformat

    try:
        notebook = nbformat.read(path, as_version=4)  # type: ignore[no-untyped-call]
    except Exception as exc:
        return _all_error(exercises, path, f"cannot read {path.name}: {exc}")
    with tempfile.TemporaryDirectory(prefix="hookkata-") as scratch:
        learner = LearnerProcess(Path(scratch))
        new_cell = nbformat.v4.new_code_cell
        notebook.cells.insert(0, new_cell(_FIRST_CELL))  # type: ignore[no-untyped-call]
        notebook.cells.append(new_cell(_last_cell(learner.address)))  # type: ignore[no-untyped-call]
        kernel = _KernelRun(notebook, Path(scratch))
        try:
            chosen = ((), ())
            verdicts = _grade_through(learner, kernel.running, path, exercises, chosen, source)
        finally:
            learner.close()
            kernel.finish()
    if kernel.output.flooded:
        note = f"{path.name} printed more than {OUTPUT_CAP // 1_000_000} MB in its cells; "
        verdicts = [v if v.passed else _amend(v, note) for v in verdicts]
    return _with_cell_errors(verdicts, notebook.cells[1:-1])


_FIRST_CELL = "import hookkata.grading.child as __hookkata\n__hookkata.prepare_kernel()"


def _last_cell(address: Path) -> str:
    return f"__hookkata.serve_at({str(address)!r}, globals())"


class _KernelRun:
    """The notebook running in its kernel, in a thread, so this one can grade meanwhile.

    The kernel starts in the sandbox when there is one, in the scratch folder, with the
    learner's environment; what its cells print is kept up to :data:`OUTPUT_CAP` bytes.
    """

    def __init__(self, notebook: Any, scratch: Path) -> None:
        self.output = _CappedOutputs(OUTPUT_CAP)
        self.client = _capped_client(self.output)(
            notebook,
            timeout=NOTEBOOK_SECONDS,
            allow_errors=True,
            kernel_name="python3",
            resources={"metadata": {"path": str(scratch)}},
            config=kernel_config(),
            kernel_manager_class=_sandboxed_kernels(_kernel_sandbox(scratch), scratch),
        )
        self.failure = ""
        self.env = environment.for_learner(scratch)
        self.thread = threading.Thread(target=self._run, daemon=True, name="hookkata-kernel")
        self.thread.start()

    def running(self) -> bool:
        return self.thread.is_alive()

    def _run(self) -> None:
        try:
            quiet = subprocess.DEVNULL  # the kernel's own log lines, not the cells' output
            self.client.execute(env=self.env, stdout=quiet, stderr=quiet)
        except Exception as exc:  # a dead or stopped kernel: the grading side says which
            self.failure = _first_line(exc) or type(exc).__name__
        finally:
            _close_this_threads_loop()

    def finish(self) -> None:
        self.thread.join(5)
        if self.thread.is_alive():
            environment.kill_descendants()
            self.thread.join(10)


def _close_this_threads_loop() -> None:
    """Close the event loop nbclient ran the notebook on. jupyter_core makes one for this
    thread and never closes it: left to the garbage collector once the thread is gone, its
    finalizer fails (its self-pipe socket may be collected first), inside whatever the
    grading process runs then."""
    from jupyter_core.utils import ensure_event_loop

    loop = ensure_event_loop()
    if not loop.is_running():
        loop.close()


OUTPUT_CAP = 20_000_000
"""How much output a notebook's cells may leave in memory while it is graded; the rest of
each output is dropped, and the verdicts say so."""


def _kernel_sandbox(scratch: Path) -> list[str]:
    """The sandbox for a kernel: with the network (its client talks to it over loopback),
    and without ``JPY_PARENT_PID``: in its own process namespace its parent is the
    namespace's first process, which ipykernel's parent poller takes for "parent gone"."""
    prefix = environment.sandbox(scratch, network=True)
    return [*prefix, "--unsetenv", "JPY_PARENT_PID"] if prefix else []


class _CappedOutputs:
    def __init__(self, limit: int) -> None:
        self.limit, self.kept, self.flooded = limit, 0, False

    def admit(self, size: int) -> bool:
        if self.kept + size > self.limit:
            self.flooded = True
            return False
        self.kept += size
        return True


def _capped_client(cap: _CappedOutputs) -> Any:
    """A ``NotebookClient`` that keeps no output past ``cap`` (200 MB of prints stay out)."""
    from nbclient import NotebookClient

    class CappedClient(NotebookClient):
        def output(self, outs: list[Any], msg: dict[str, Any], *args: Any, **kwargs: Any) -> Any:
            size = len(str(msg.get("content", "")))
            if not cap.admit(size):
                return None
            return super().output(outs, msg, *args, **kwargs)

    return CappedClient


def _sandboxed_kernels(prefix: list[str], scratch: Path) -> Any:
    """A kernel manager whose kernels start behind ``prefix`` (the sandbox, or nothing),
    with their connection file in ``scratch``, the one folder the kernel may write."""
    from jupyter_client.manager import KernelManager

    class SandboxedKernelManager(KernelManager):
        def __init__(self, **kwargs: Any) -> None:
            super().__init__(**kwargs)
            self.connection_file = str(scratch / "kernel.json")

        def format_kernel_cmd(self, extra_arguments: list[str] | None = None) -> list[str]:
            return [*prefix, *super().format_kernel_cmd(extra_arguments)]

    return SandboxedKernelManager


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


def _grade_script(
    path: Path,
    exercises: Sequence[Exercise],
    catalog: Sequence[Exercise],
    only: Sequence[str],
    source: str | None,
) -> list[Verdict]:
    with tempfile.TemporaryDirectory(prefix="hookkata-") as scratch:
        learner = LearnerProcess(Path(scratch))
        command = [sys.executable, "-c", CHILD_BOOT, str(path.resolve())]
        child = subprocess.Popen(
            [*environment.sandbox(Path(scratch)), *command, str(learner.address)],
            stdin=subprocess.DEVNULL,
            stdout=subprocess.DEVNULL,
            stderr=subprocess.PIPE,
            env=environment.for_learner(Path(scratch)),
            cwd=scratch,
            **_own_process_group(),
        )
        stderr = FirstWords(child.stderr)
        verdicts: list[Verdict] = []
        try:
            running = lambda: child.poll() is None  # noqa: E731
            verdicts = _grade_through(
                learner, running, path, exercises, (catalog, only), source, IMPORT_SECONDS
            )
        finally:
            learner.close()
            early = any(environment.NOT_READY in v.message for v in verdicts)
            ended = _ended_by_itself(child) if early else None
            _stop(child.pid)
            child.wait()
        said = stderr.said() if early else ""
        return [_with_ending(v, ended, said) for v in verdicts]


def _own_process_group() -> dict[str, Any]:
    """The learner's process in a group of its own, killed as a whole when grading ends."""
    if sys.version_info >= (3, 11):
        return {"process_group": 0}
    return {"preexec_fn": os.setpgrp}  # pragma: no cover


def _grade_through(
    learner: LearnerProcess,
    running: Callable[[], bool],
    path: Path,
    exercises: Sequence[Exercise],
    chosen: tuple[Sequence[Exercise], Sequence[str]],
    source: str | None,
    ready_within: float = NOTEBOOK_SECONDS,
) -> list[Verdict]:
    """Wait for the learner's process to be ready, then grade each exercise through it.

    ``chosen`` is the catalog and ``--only``: a file without a notebook number is graded
    for the catalog's functions it defines. ``source`` is the file's code, read here (for
    the values an answer names: :mod:`~hookkata.grading.mining`).
    """
    catalog, only = chosen
    started = time.monotonic()
    deadline = started + NOTEBOOK_SECONDS
    try:
        learner.wait_until_ready(started + min(ready_within, NOTEBOOK_SECONDS), running)
    except LearnerProblem as problem:
        return _all_error(exercises, path, f"{path.name} could not be graded: {problem}")
    if not exercises:  # a file without a notebook number: grade the functions it defines
        names = learner.names
        exercises = [e for e in catalog if e.name in names and (not only or _selected(e, only))]
        if not exercises:
            none = "defines none of the exercise functions (hookkata list)"
            return _all_error((), path, f"{path.name}: {none}")
    return [_grade_one(learner, exercise, deadline, source) for exercise in exercises]


def _grade_one(
    learner: LearnerProcess, exercise: Exercise, deadline: float, source: str | None
) -> Verdict:
    """Ask the learner's process for a worker serving ``exercise``, and grade it from here."""
    if time.monotonic() > deadline:
        late = f"grading took longer than {NOTEBOOK_SECONDS} s in all"
        return Verdict(exercise.id, exercise.title, "error", late)
    try:
        worker = learner.worker(exercise.name)
    except LearnerProblem as problem:
        message = f"could not start your code: {problem}"
        return Verdict(exercise.id, exercise.title, "error", message)
    try:
        function = RemoteFunction(worker, "answer", exercise.name)
        second = functools.partial(learner.worker, exercise.name)
        return grade(exercise, function, source=source, second_worker=second)
    finally:
        worker.stop("grading is over")


def _ended_by_itself(child: subprocess.Popen[bytes]) -> int | None:
    """The learner's process's exit code if it ended on its own (a second to say so)."""
    try:
        return child.wait(timeout=1) if child.poll() is None else child.returncode
    except subprocess.TimeoutExpired:
        return None


def _with_ending(verdict: Verdict, returncode: int | None, said: str = "") -> Verdict:
    """Say how the learner's process ended, when it ended before it was ready, and the last
    lines it wrote to its stderr (``said``), which most often tell why."""
    if returncode is None or environment.NOT_READY not in verdict.message:
        return verdict
    if returncode > 128 and environment.sandbox_available():
        returncode = 128 - returncode  # bwrap exits 128 + the signal that ended its child
    how = (
        f"was killed by {signal.Signals(-returncode).name}"
        if returncode < 0
        else f"exited with code {returncode}"
    )
    last_words = f"; its stderr ended with: {said}" if said else ""
    return _amend(verdict, "", suffix=f" (it {how}{last_words})")


def _stop(pid: int) -> None:
    """Kill a learner's process group, and every process grading started that is left."""
    with contextlib.suppress(OSError):
        os.killpg(pid, signal.SIGKILL)
    environment.kill_descendants()


def _with_cell_errors(verdicts: list[Verdict], cells: Sequence[Any]) -> list[Verdict]:
    """Say where the notebook broke, on every exercise that did not pass."""
    broken = next(
        (
            (index, output)
            for index, cell in enumerate(cells)
            for output in cell.get("outputs", [])
            if output.get("output_type") == "error"
        ),
        None,
    )
    if broken is None:
        return verdicts
    index, output = broken
    cell = describe_cell(index, cells[index])
    note = f"{cell} raised {output.get('ename')}: {_first_line(output.get('evalue', ''))}; "
    return [v if v.passed else _amend(v, note) for v in verdicts]


def _amend(verdict: Verdict, note: str, suffix: str = "") -> Verdict:
    return replace(verdict, message=note + verdict.message + suffix)


def _all_error(exercises: Sequence[Exercise], path: Path, message: str) -> list[Verdict]:
    """The same error for every exercise of ``path``. No hint: a file that is missing, copied
    or cannot run says nothing about the exercise's idea, so a nudge about it points nowhere."""
    if not exercises:
        return [Verdict(str(path), path.name, "error", message)]
    return [Verdict(e.id, e.title, "error", message) for e in exercises]


def _first_line(value: object) -> str:
    text = str(value).strip()
    return text.splitlines()[0] if text else ""
