"""Grading whole notebooks and answer files, as CI and instructors do: the verdict stays here.

The learner's code runs in a process of its own: a notebook in a fresh kernel
(``nbclient``), run top to bottom with errors allowed so that one broken cell does not hide
the other exercises; a ``.py`` answer file in a fresh Python (``python -m
hookkata.grading.child``). That process then only serves: for each exercise this process
asks it to fork a worker, and grades the worker's function from here
(:func:`hookkata.exercise.grade`), building every input and computing every expected value
itself. What the learner's process says is plain data, decoded strictly; it can make its
own exercises fail or error, never pass one it did not solve.

The learner's process gets an environment built from an allow-list (no keys, tokens or
secrets: :mod:`hookkata.grading.environment`), a scratch working folder, and the local time
zone answers are graded in. Grading writes nothing into the graded folder.
"""

from __future__ import annotations

import contextlib
import os
import select
import signal
import socket
import subprocess
import sys
import tempfile
import threading
import time
from collections.abc import Callable, Iterable, Sequence
from dataclasses import asdict, dataclass
from pathlib import Path
from typing import TYPE_CHECKING, Any

from .catalog import for_notebook
from .exercise import Exercise, grade
from .exercises import CATALOG
from .grading import environment
from .grading.channel import ChannelClosed, ChannelError, ChannelTimeout, receive
from .grading.child import CONTROL_FD_ENV
from .grading.remote import SCRIPT_SECONDS, RemoteFunction, RemoteWorker
from .starters import describe_cell
from .verdict import Verdict

if TYPE_CHECKING:
    from traitlets.config import Config

NOTEBOOK_SECONDS = 300
"""How long one notebook (or answer file) may run in all."""


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

    try:
        notebook = nbformat.read(path, as_version=4)  # type: ignore[no-untyped-call]
    except Exception as exc:
        return _all_error(exercises, path, f"cannot read {path.name}: {exc}")
    with tempfile.TemporaryDirectory(prefix="hookkata-") as scratch:
        address = Path(scratch) / "grader.sock"
        listener = socket.socket(socket.AF_UNIX, socket.SOCK_STREAM)
        listener.bind(str(address))
        listener.listen(1)
        new_cell = nbformat.v4.new_code_cell
        notebook.cells.insert(0, new_cell(_FIRST_CELL))  # type: ignore[no-untyped-call]
        notebook.cells.append(new_cell(_last_cell(address)))  # type: ignore[no-untyped-call]
        runner = _KernelRun(notebook, Path(scratch))
        try:
            verdicts = _grade_kernel(listener, runner, path, exercises)
        finally:
            listener.close()
            runner.finish()
    return _with_cell_errors(verdicts, notebook.cells[1:-1])


_FIRST_CELL = "import hookkata.grading.child as __hookkata\n__hookkata.prepare_kernel()"


def _last_cell(address: Path) -> str:
    return f"__hookkata.serve_at({str(address)!r}, globals())"


class _KernelRun:
    """The notebook running in its kernel, in a thread, so this one can grade meanwhile."""

    def __init__(self, notebook: Any, scratch: Path) -> None:
        from nbclient import NotebookClient

        self.client = NotebookClient(
            notebook,
            timeout=NOTEBOOK_SECONDS,
            allow_errors=True,
            kernel_name="python3",
            resources={"metadata": {"path": str(scratch)}},
            config=kernel_config(),
        )
        self.failure = ""
        self.env = environment.for_learner(scratch)
        self.thread = threading.Thread(target=self._run, daemon=True, name="hookkata-kernel")
        self.thread.start()

    def _run(self) -> None:
        try:
            self.client.execute(env=self.env)
        except Exception as exc:  # a dead or stopped kernel: the grading side says which
            self.failure = _first_line(exc) or type(exc).__name__

    def finish(self) -> None:
        self.thread.join(5)
        if self.thread.is_alive():
            environment.kill_descendants()
            self.thread.join(10)


def _grade_kernel(
    listener: socket.socket, runner: _KernelRun, path: Path, exercises: Sequence[Exercise]
) -> list[Verdict]:
    deadline = time.monotonic() + NOTEBOOK_SECONDS
    control = _accept(listener, runner, deadline)
    if control is None:
        reason = runner.failure or f"it did not finish within {NOTEBOOK_SECONDS} s"
        return _all_error(exercises, path, f"{path.name} did not finish running: {reason}")
    with control:
        verdicts = [_grade_one(control, exercise, deadline) for exercise in exercises]
        with contextlib.suppress(OSError):
            control.sendall(b"bye")
    return verdicts


def _accept(listener: socket.socket, runner: _KernelRun, deadline: float) -> socket.socket | None:
    """The kernel's connection, once its last cell runs; ``None`` if it never comes."""
    while time.monotonic() < deadline:
        if select.select([listener], [], [], 0.2)[0]:
            control, _address = listener.accept()
            if environment.peer_descends_from_us(control):
                return control
            control.close()
        elif not runner.thread.is_alive():
            return None
    environment.kill_descendants()
    return None


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


def _grade_script(path: Path, exercises: Sequence[Exercise], only: Sequence[str]) -> list[Verdict]:
    with tempfile.TemporaryDirectory(prefix="hookkata-") as scratch:
        ours, theirs = socket.socketpair()
        env = {**environment.for_learner(Path(scratch)), CONTROL_FD_ENV: str(theirs.fileno())}
        child = subprocess.Popen(
            [sys.executable, "-m", "hookkata.grading.child", str(path.resolve())],
            stdin=subprocess.DEVNULL,
            stdout=subprocess.DEVNULL,
            stderr=subprocess.DEVNULL,
            env=env,
            cwd=scratch,
            pass_fds=(theirs.fileno(),),
            **_own_process_group(),
        )
        theirs.close()
        try:
            verdicts = _grade_learner_process(ours, path, exercises, only)
        finally:
            ours.close()
            ended = child.poll()
            _stop(child.pid)
            child.wait()
        return [_with_ending(v, ended) for v in verdicts]


def _with_ending(verdict: Verdict, returncode: int | None) -> Verdict:
    """Say how the learner's process ended, when it ended before it was ready."""
    if returncode is None or "before it was ready" not in verdict.message:
        return verdict
    how = (
        f"was killed by {signal.Signals(-returncode).name}"
        if returncode < 0
        else f"exited with code {returncode}"
    )
    return Verdict(**{**asdict(verdict), "message": f"{verdict.message} (it {how})"})


def _own_process_group() -> dict[str, Any]:
    """The learner's process in a group of its own, killed as a whole when grading ends."""
    if sys.version_info >= (3, 11):
        return {"process_group": 0}
    return {"preexec_fn": os.setpgrp}  # pragma: no cover


def _grade_learner_process(
    control: socket.socket, path: Path, exercises: Sequence[Exercise], only: Sequence[str]
) -> list[Verdict]:
    """Wait for the learner's process to be ready, then grade each exercise through it."""
    deadline = time.monotonic() + NOTEBOOK_SECONDS
    try:
        hello = receive(control, deadline)
    except (ChannelClosed, ChannelTimeout, ChannelError) as exc:
        return _all_error(exercises, path, f"{path.name} could not be graded: {_why(exc)}")
    if type(hello) is not dict or hello.get("op") not in ("ready", "broken"):
        return _all_error(exercises, path, f"{path.name} could not be graded: a malformed start")
    if hello["op"] == "broken":
        return _all_error(exercises, path, f"{path.name}: {str(hello.get('reason', ''))[:500]}")
    if not exercises:  # a file without a notebook number: grade the functions it defines
        given = hello.get("names")
        names = [n for n in given if type(n) is str] if type(given) is list else []
        exercises = [e for e in CATALOG if e.name in names and (not only or _selected(e, only))]
        if not exercises:
            return _all_error(
                (), path, f"{path.name}: defines none of the exercise functions (hookkata list)"
            )
    return [_grade_one(control, exercise, deadline) for exercise in exercises]


def _grade_one(control: socket.socket, exercise: Exercise, deadline: float) -> Verdict:
    """Ask the learner's process for a worker serving ``exercise``, and grade it from here."""
    if time.monotonic() > deadline:
        return Verdict(
            exercise.id,
            exercise.title,
            "error",
            f"grading took longer than {NOTEBOOK_SECONDS} s in all",
        )
    ours, theirs = socket.socketpair()
    try:
        socket.send_fds(control, [exercise.name.encode("ascii")], [theirs.fileno()])
        theirs.close()
        forked = receive(control, time.monotonic() + SCRIPT_SECONDS)
        pid = forked.get("pid") if type(forked) is dict else None
        if type(pid) is not int or not environment.descends_from_us(pid):
            raise ChannelError("the worker's process id is not one of grading's processes")
    except (OSError, ChannelClosed, ChannelTimeout, ChannelError) as exc:
        ours.close()
        return Verdict(
            exercise.id,
            exercise.title,
            "error",
            f"could not start your code: {_why(exc)}",
            hint=exercise.hint,
        )
    worker = RemoteWorker(ours, pid)
    try:
        return grade(exercise, RemoteFunction(worker, "answer", exercise.name))
    finally:
        worker.stop("grading is over")


def _why(exc: BaseException) -> str:
    if isinstance(exc, ChannelClosed):
        return "the process running it ended before it was ready"
    if isinstance(exc, ChannelTimeout):
        return f"it was not ready within {NOTEBOOK_SECONDS} s"
    return _first_line(exc) or type(exc).__name__


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
