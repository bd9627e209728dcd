"""Running untrusted hook code for a command hook: isolated, timed, and kept off stdout.

A command hook answers with its exit code and its stdout, so whatever the hooks do must
not decide either by accident. :func:`run_isolated` runs the work in a forked child:

* the child's stdout (file descriptor 1, so C code and ``os.write`` too) goes to a
  temporary file, and what the hooks printed is handed back as ``printed``; its stdin is
  ``/dev/null``. Only the parent writes the real stdout;
* the work runs in a thread; after ``timeout_s`` the child gives up on it, calls
  ``on_timeout`` (which can still record the call) and answers with a problem;
* the child sends back one JSON message and ends with ``os._exit``: a hook's ``atexit``,
  ``finally`` or non-daemon thread cannot change the answer;
* the parent waits ``timeout_s + GRACE_S`` at most, then kills the child. A child that
  dies, calls ``os._exit`` or sends no complete message gives a problem, never an answer.

Where ``os.fork`` does not exist (Windows), :func:`run_guarded` runs the same steps in this
process; only ``os._exit`` and crashes of the interpreter are then out of reach.

The import path matters as much: ``python -m`` puts the working folder (the project the
agent writes into) first, so a ``json.py`` there would replace the standard library.
:func:`project_folder_last` moves it to the end; :func:`shadowed_modules` reports modules
that were imported from it before that could happen (run ``python -P`` to prevent it).
"""

from __future__ import annotations

import contextlib
import json
import os
import select
import signal
import struct
import sys
import threading
import time
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from typing import Any, BinaryIO

from toolhooks.errors import describe_exception

GRACE_S = 2.0
"""How long the parent waits past the timeout for the child's own answer before killing it."""
MAX_PRINTED = 2000
"""How much of what the hooks printed is kept for the message."""
_MAX_MESSAGE = 64 * 1024 * 1024
_HEADER = struct.Struct(">Q")


@dataclass(frozen=True, slots=True)
class Reply:
    """What the hook command answers: an exit code, stdout and stderr."""

    exit_code: int
    stdout: str = ""
    stderr: str = ""


@dataclass(frozen=True, slots=True)
class Ran:
    """How a guarded run ended: its reply, or the problem that left none; what hooks printed."""

    reply: Reply | None
    problem: str | None = None
    printed: str = ""


def run_isolated(
    work: Callable[[], Reply],
    *,
    timeout_s: float,
    on_timeout: Callable[[], None] = lambda: None,
) -> Ran:
    """:func:`run_guarded` in a forked child that the parent can always outlive."""
    if not hasattr(os, "fork"):  # Windows: the same guards, in this process
        return run_guarded(work, timeout_s=timeout_s, on_timeout=on_timeout)
    read_end, write_end = os.pipe()
    for stream in (sys.stdout, sys.stderr):
        stream.flush()  # or the child would write the parent's buffered text a second time
    pid = os.fork()
    if pid == 0:  # the child: never returns
        os.close(read_end)
        _child(write_end, work, timeout_s, on_timeout)
    os.close(write_end)
    try:
        data, finished = _read_message(read_end, time.monotonic() + timeout_s + GRACE_S)
    finally:
        os.close(read_end)
    status = _reap(pid, kill=not finished)
    if not finished:
        return Ran(
            None,
            f"the hooks did not answer within {timeout_s:g}s (+{GRACE_S:g}s grace); their "
            "process was killed",
        )
    return _decode(data, status)


def _child(
    write_end: int, work: Callable[[], Reply], timeout_s: float, on_timeout: Callable[[], None]
) -> None:
    code = 70  # EX_SOFTWARE: seen only when even the message could not be sent
    try:
        ran = run_guarded(work, timeout_s=timeout_s, on_timeout=on_timeout)
        message = _encode(ran)
        _write_all(write_end, _HEADER.pack(len(message)) + message)
        code = 0
    except BaseException:  # anything at all: the parent answers for a child that sent nothing
        pass
    finally:
        os._exit(code)


def run_guarded(
    work: Callable[[], Reply],
    *,
    timeout_s: float,
    on_timeout: Callable[[], None] = lambda: None,
) -> Ran:
    """Run ``work`` with stdout captured, stdin closed, and a timeout; never raises."""
    with _anonymous_file() as captured, open(os.devnull, "rb") as nothing:
        _flush_stdout()
        saved_out, saved_in, saved_stdout = os.dup(1), os.dup(0), sys.stdout
        os.dup2(captured.fileno(), 1)
        os.dup2(nothing.fileno(), 0)
        # sys.stdout too: it may not be file descriptor 1 (a test runner's capture, a notebook)
        ours = open(  # noqa: SIM115  # closed below, after the hooks are done
            1, "w", buffering=1, encoding="utf-8", errors="backslashreplace", closefd=False
        )
        sys.stdout = ours
        try:
            ran = _run_in_thread(work, timeout_s, on_timeout)
            _flush_stdout()
        finally:
            sys.stdout = saved_stdout
            with contextlib.suppress(Exception):  # flushes what is left into the capture
                ours.close()
            os.dup2(saved_out, 1)
            os.dup2(saved_in, 0)
            os.close(saved_out)
            os.close(saved_in)
        captured.seek(0)
        printed = captured.read(MAX_PRINTED + 1)
    if not printed:
        return ran
    text = printed[:MAX_PRINTED].decode("utf-8", errors="replace")
    return Ran(ran.reply, ran.problem, text + ("..." if len(printed) > MAX_PRINTED else ""))


def _anonymous_file() -> BinaryIO:
    """A nameless temporary file for the hooks' stdout (a file, not a pipe: it never fills).

    ``memfd_create`` where the system has it (Linux): no disk, and no ``tempfile`` import,
    which would cost every hook process a few milliseconds.
    """
    if hasattr(os, "memfd_create"):
        return open(os.memfd_create("toolhooks-hook-stdout"), "w+b")
    import tempfile

    return tempfile.TemporaryFile()


def _run_in_thread(
    work: Callable[[], Reply], timeout_s: float, on_timeout: Callable[[], None]
) -> Ran:
    box: dict[str, Any] = {}

    def target() -> None:
        try:
            box["reply"] = work()
        except BaseException as exc:  # SystemExit, KeyboardInterrupt...: all are answers here
            box["error"] = exc

    if not _finished(target, timeout_s):
        # Record the timeout (an observer may hang too: it gets half the grace, no more).
        recorded = _finished(on_timeout, GRACE_S / 2)
        note = "" if recorded else "; recording it did not finish either"
        return Ran(None, _timeout_text(timeout_s) + note)
    if "error" in box:
        return Ran(None, f"the hooks raised {describe_exception(box['error'])}")
    reply = box.get("reply")
    if not isinstance(reply, Reply):
        return Ran(None, f"the adapter's work returned {type(reply).__name__}, not a Reply")
    return Ran(reply)


def _finished(function: Callable[[], None], timeout_s: float) -> bool:
    """Run ``function`` in a daemon thread; whether it returned (or raised) in time."""
    worker = threading.Thread(target=_quietly(function), name="toolhooks-hooks", daemon=True)
    worker.start()
    worker.join(timeout_s)
    return not worker.is_alive()


def _quietly(function: Callable[[], None]) -> Callable[[], None]:
    def run() -> None:
        with contextlib.suppress(BaseException):  # failures are reported by the caller's box
            function()

    return run


def _timeout_text(timeout_s: float) -> str:
    return (
        f"the hooks did not finish within {timeout_s:g}s (the adapter's --timeout, or "
        "TOOLHOOKS_HOOK_TIMEOUT); a check that does not finish is not a check that passed"
    )


def _flush_stdout() -> None:
    with contextlib.suppress(Exception):  # a hook may have closed sys.stdout; fd 1 counts
        sys.stdout.flush()


# --- the message from the child ---------------------------------------------------------


def _encode(ran: Ran) -> bytes:
    reply = ran.reply
    message = {
        "reply": None if reply is None else [reply.exit_code, reply.stdout, reply.stderr],
        "problem": ran.problem,
        "printed": ran.printed,
    }
    text = json.dumps(message, ensure_ascii=True)  # lone surrogates travel as escapes
    return text.encode("ascii")


def _decode(data: bytes, status: str) -> Ran:
    try:
        message = json.loads(data.decode("ascii"))
        raw_reply, problem, printed = message["reply"], message["problem"], message["printed"]
        reply = None if raw_reply is None else Reply(*raw_reply)
    except Exception:
        return Ran(
            None,
            f"the hooks' process ended ({status}) without a complete answer: a hook may have "
            "called os._exit, been killed, or crashed the interpreter",
        )
    if reply is not None and not (
        type(reply.exit_code) is int
        and isinstance(reply.stdout, str)
        and isinstance(reply.stderr, str)
    ):
        return Ran(None, "the hooks' process sent a malformed answer")
    return Ran(reply, problem if isinstance(problem, str) else None, str(printed or ""))


def _write_all(fd: int, data: bytes) -> None:
    view = memoryview(data)
    while view:
        view = view[os.write(fd, view) :]


def _read_message(fd: int, deadline: float) -> tuple[bytes, bool]:
    """Read one framed message from ``fd``; ``(data, False)`` when the deadline came first.

    The frame (an 8-byte length, then the message) tells the parent when it has the whole
    answer, so a process the hooks started and left holding the pipe cannot delay it.
    """
    data = b""
    while True:
        if len(data) >= _HEADER.size:
            (length,) = _HEADER.unpack_from(data)
            if length > _MAX_MESSAGE:
                return b"", True
            if len(data) >= _HEADER.size + length:
                return data[_HEADER.size : _HEADER.size + length], True
        left = deadline - time.monotonic()
        if left <= 0:
            return data, False
        ready, _, _ = select.select([fd], [], [], left)
        if not ready:
            continue
        chunk = os.read(fd, 65536)
        if not chunk:  # the child is gone: what came is all there is
            return b"", True
        data += chunk


def _reap(pid: int, *, kill: bool) -> str:
    """Wait for the child (killing it first if asked); describe how it ended."""
    if kill:
        with contextlib.suppress(ProcessLookupError):
            os.kill(pid, signal.SIGKILL)
    _, status = os.waitpid(pid, 0)
    if os.WIFSIGNALED(status):
        return f"killed by signal {os.WTERMSIG(status)}"
    return f"exit status {os.WEXITSTATUS(status)}"


# --- the import path --------------------------------------------------------------------


def project_folder_last(folder: Path | None = None) -> Path:
    """Move the working folder from the front of ``sys.path`` to its end; return it.

    ``python -m`` (without ``-P``) puts it first. Hooks modules in the project still
    import; ``json``, ``jsonschema`` and every installed package come from where they were
    installed.
    """
    here = (folder or Path.cwd()).resolve()
    kept = [entry for entry in sys.path if not _is_folder(entry, here)]
    sys.path[:] = [*kept, str(here)]
    return here


def shadowed_modules(folder: Path) -> list[str]:
    """Top-level modules already imported from ``folder`` (before it could be moved last)."""
    found = []
    for name, module in list(sys.modules.items()):
        if "." in name:
            continue
        origin = getattr(getattr(module, "__spec__", None), "origin", None)
        if not isinstance(origin, str) or not os.path.isabs(origin):  # "built-in", "frozen"
            continue
        path = Path(origin).resolve()
        if path.parent == folder or (path.name == "__init__.py" and path.parent.parent == folder):
            found.append(name)
    return sorted(found)


def _is_folder(entry: str, folder: Path) -> bool:
    try:
        return Path(entry or ".").resolve() == folder
    except OSError:
        return False
