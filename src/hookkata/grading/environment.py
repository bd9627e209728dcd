"""What the learner's process inherits, and the processes grading must not leave behind.

The environment is built from an allow-list, never copied: nothing named like a key, a
token or a secret reaches learner code, whatever the grading machine holds. Reports are
scrubbed of the grading process's own secret values too (:func:`scrub`), as a last line of
defence.

Every process grading starts is a descendant of this one. On Linux this process becomes a
"child subreaper", so a learner's process that detaches itself (a double fork, a new
session) is re-parented here rather than to ``init``, and :func:`kill_descendants` finds
and kills it when the file is graded, and when grading is interrupted.
"""

from __future__ import annotations

import contextlib
import os
import re
import signal
from collections.abc import Iterator
from pathlib import Path

ALLOWED = ("PATH", "LANG", "LANGUAGE", "TERM", "SYSTEMROOT", "VIRTUAL_ENV")
"""Variables passed on as they are (``LC_*`` too); everything else is left out."""

SECRET_NAME = re.compile(r"(KEY|TOKEN|SECRET|PASSWORD|CREDENTIAL)|^GITHUB_|^AWS_|^ACTIONS_", re.I)
"""Names whose values :func:`scrub` removes from reports."""

_PR_SET_CHILD_SUBREAPER = 36
_PR_SET_DUMPABLE = 4

NOT_READY = "the process running it ended before it was ready"


_learner_scratch: list[Path] = []
"""The scratch folder of the learner's process last started (its home and temp folder)."""


def learner_folders() -> tuple[str, str]:
    """The temp folder and home of the learner's process being graded: its scratch folder
    (:func:`for_learner`), or this process's own when the answer runs here or in a fork of
    a notebook's kernel (``check()``). An exercise whose rule must not exempt them (a temp
    folder is no project folder) names them in its examples."""
    if _learner_scratch:
        return str(_learner_scratch[-1]), str(_learner_scratch[-1])
    import tempfile

    return tempfile.gettempdir(), os.path.expanduser("~")


def learner_scratch() -> Path | None:
    """The scratch folder :func:`learner_folders` names now (``None``: this process's own)."""
    return _learner_scratch[-1] if _learner_scratch else None


def set_learner_scratch(scratch: Path | None) -> None:
    """Name ``scratch`` as the learner's folders again (``None``: this process's own), as
    it was before a process of its own ran the answer for a while (:mod:`.hash_seeds`)."""
    _learner_scratch[:] = [] if scratch is None else [scratch]


def for_learner(scratch: Path) -> dict[str, str]:
    """The environment of a learner's process: the allow-list, a scratch home, no secrets,
    and one hash seed (:data:`.child.GRADING_HASHSEED`), so that the order of a set is
    the same in every grading run."""
    from hookkata.grading.child import GRADING_HASHSEED, GRADING_TZ

    _learner_scratch[:] = [scratch]

    env = {
        name: value
        for name, value in os.environ.items()
        if (name in ALLOWED or name.startswith("LC_")) and not SECRET_NAME.search(name)
    }
    env.update(
        HOME=str(scratch),
        TMPDIR=str(scratch),
        TZ=GRADING_TZ,
        PYTHONHASHSEED=GRADING_HASHSEED,
        PYTHONDONTWRITEBYTECODE="1",
        HOOKKATA_PROGRESS="off",
        MPLBACKEND="Agg",
    )
    return env


def secret_values() -> list[str]:
    """The values of this process's secret-looking variables, longest first."""
    values = {v for k, v in os.environ.items() if SECRET_NAME.search(k) and len(v) >= 6}
    return sorted(values, key=len, reverse=True)


def scrub(text: str, secrets: list[str] | None = None) -> str:
    """``text`` with every secret value replaced by ``[redacted]``."""
    for value in secret_values() if secrets is None else secrets:
        text = text.replace(value, "[redacted]")
    return text


def _not_dumpable() -> None:
    """Keep other processes of this user from attaching to this one or reading its memory,
    environment and file descriptors through ``/proc`` (Linux; root still can)."""
    with contextlib.suppress(OSError, AttributeError):
        import ctypes

        ctypes.CDLL(None, use_errno=True).prctl(_PR_SET_DUMPABLE, 0, 0, 0, 0)


def become_subreaper() -> bool:
    """Adopt this process's orphaned descendants (Linux); ``False`` where that is not possible."""
    try:
        import ctypes

        libc = ctypes.CDLL(None, use_errno=True)
        return bool(libc.prctl(_PR_SET_CHILD_SUBREAPER, 1, 0, 0, 0) == 0)
    except (OSError, AttributeError):
        return False


def _parents() -> dict[int, int]:
    """Every process's parent, read from ``/proc`` (empty where there is none)."""
    parents: dict[int, int] = {}
    with contextlib.suppress(OSError):
        for entry in os.listdir("/proc"):
            if not entry.isdigit():
                continue
            with contextlib.suppress(OSError, ValueError, IndexError):
                stat = Path(f"/proc/{entry}/stat").read_text()
                parents[int(entry)] = int(stat.rsplit(")", 1)[1].split()[1])
    return parents


def alive(pid: int) -> bool:
    """Whether ``pid`` runs (not a zombie waiting to be reaped)."""
    try:
        stat = Path(f"/proc/{pid}/stat").read_text()
    except OSError:
        return False
    return stat.rsplit(")", 1)[1].split()[0] not in ("Z", "X")


def descendants(root: int | None = None) -> list[int]:
    """The descendants of ``root`` (this process by default), now."""
    parents = _parents()
    found, frontier = [], {os.getpid() if root is None else root}
    while frontier:
        children = {pid for pid, parent in parents.items() if parent in frontier}
        found += sorted(children)
        frontier = children
    return found


def peer_pid(sock: object) -> int | None:
    """The process id at the other end of a Unix socket, as the kernel tells it."""
    import socket
    import struct

    if not isinstance(sock, socket.socket) or not hasattr(socket, "SO_PEERCRED"):
        return None
    raw = sock.getsockopt(socket.SOL_SOCKET, socket.SO_PEERCRED, struct.calcsize("3i"))
    pid, _uid, _gid = struct.unpack("3i", raw)
    return int(pid)


def trusted_peer(pid: int | None, parent: int) -> bool:
    """Whether ``pid`` is a child of ``parent`` (a worker of the learner's process).

    Where the system cannot say who connected (no ``SO_PEERCRED``), or the process ended
    already, the socket's path in grading's private folder (mode 0700, a new one per file)
    is all there is, and the connection is taken.
    """
    if pid is None:
        return True
    parents = _parents()
    if pid not in parents or not alive(pid):
        return True  # it ended already: what it sent is all it can do, and nothing to stop
    return parents[pid] == parent


def kill_descendants() -> None:
    """Kill every process grading started that is still there, and reap them."""
    for _round in range(3):
        pids = descendants()
        if not pids:
            return
        for pid in pids:
            with contextlib.suppress(OSError):
                os.kill(pid, signal.SIGKILL)
        for pid in pids:
            with contextlib.suppress(OSError, ChildProcessError):
                os.waitpid(pid, 0)


@contextlib.contextmanager
def cleaned_up() -> Iterator[None]:
    """Grade inside: orphans are adopted, and every process grading started is killed at
    the end, and on ``SIGTERM`` or ``Ctrl-C`` too (then the command exits 143 or 130)."""
    become_subreaper()
    _not_dumpable()

    def stop(signum: int, _frame: object) -> None:
        kill_descendants()
        os._exit(128 + signum)

    previous = {
        sig: signal.signal(sig, stop) for sig in (signal.SIGTERM, signal.SIGINT, signal.SIGHUP)
    }
    try:
        yield
    finally:
        kill_descendants()
        for sig, handler in previous.items():
            signal.signal(sig, handler)


_SANDBOX: list[str] | None = None


def sandbox(scratch: Path, *, network: bool = False) -> list[str]:
    """The command prefix that runs a learner's process in a sandbox, or ``[]`` without one.

    With bubblewrap (``bwrap``, Debian's ``bubblewrap``) the process sees the whole file
    system read-only except ``scratch`` (its home and temporary folder), gets its own process
    namespace (every process it starts ends with it), no capabilities (root included: no
    mounts, no ptrace), no network unless ``network`` (a kernel talks to its client over
    loopback TCP), no credentials of the home folder (:data:`SECRET_FILES`), and dies with
    the grader. So a learner cannot write a ``.pth`` file, edit the grader's source, reach
    the grading process or leave a daemon behind. Where
    bwrap is missing or cannot run (no user namespaces), grading goes on without it: the
    verdicts do not depend on it, the machine's safety does.
    """
    if not sandbox_available():
        return []
    folder = str(scratch)
    isolated = ["--unshare-net"] if not network else []
    return [*_BWRAP, *isolated, *_masked_secrets(), "--bind", folder, folder, "--chdir", folder]


SECRET_FILES = (
    ".ssh",
    ".aws",
    ".netrc",
    ".git-credentials",
    ".docker",
    ".kube",
    ".config/gh",
    ".config/gcloud",
    ".pypirc",
)
"""Where a home folder keeps credentials: hidden from the learner's process (an empty
folder, or an empty file, is put in their place)."""


def _masked_secrets() -> list[str]:
    home = Path(os.path.expanduser("~"))
    masks: list[str] = []
    for name in SECRET_FILES:
        path = home / name
        if path.is_dir():
            masks += ["--tmpfs", str(path)]
        elif path.exists():
            masks += ["--ro-bind", "/dev/null", str(path)]
    return masks


_BWRAP = (
    "bwrap",
    "--ro-bind", "/", "/",
    "--dev", "/dev",
    "--proc", "/proc",
    "--unshare-pid",
    "--cap-drop", "ALL",
    "--die-with-parent",
    "--new-session",
)  # fmt: skip


def sandbox_available() -> bool:
    """Whether ``bwrap`` is installed and can start a process here (tried once)."""
    global _SANDBOX
    if _SANDBOX is None:
        import shutil
        import subprocess

        works = False
        if shutil.which("bwrap"):
            with contextlib.suppress(OSError, subprocess.SubprocessError):
                works = (
                    subprocess.run(
                        [*_BWRAP, "true"], capture_output=True, timeout=10, check=False
                    ).returncode
                    == 0
                )
        _SANDBOX = list(_BWRAP) if works else []
    return bool(_SANDBOX)
