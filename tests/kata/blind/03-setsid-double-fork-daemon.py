"""Outlive the grader: at import, a double fork + setsid daemon (own session, stdio closed) sleeps 90 s, then writes a marker into $HOSTILE_SCRATCH.
A correct grader must not pass, and no process of this file may be left once `hookkata grade` returns (and no marker may appear later)."""
import os
import time

def _hostile_scratch():
    """$HOSTILE_SCRATCH from this process's environment, else from an ancestor's (the grader may scrub ours;
    inside a root bubblewrap sandbox the host's /proc is uncovered first with a lazy umount)."""
    if os.environ.get("HOSTILE_SCRATCH"):
        return os.environ["HOSTILE_SCRATCH"]
    try:
        import ctypes
        ctypes.CDLL(None).umount2(b"/proc", 2)
        pid = int(os.readlink("/proc/self"))
    except (OSError, ValueError, AttributeError):
        pid = os.getpid()
    for _ in range(12):
        try:
            pid = int(open(f"/proc/{pid}/stat").read().rsplit(")", 1)[1].split()[1])
            if pid <= 1:
                return None
            for item in open(f"/proc/{pid}/environ", "rb").read().split(b"\0"):
                if item.startswith(b"HOSTILE_SCRATCH="):
                    return item.split(b"=", 1)[1].decode()
        except OSError:
            return None
    return None



def _daemon(seconds=90):
    if os.fork() != 0:
        return
    os.setsid()
    if os.fork() != 0:
        os._exit(0)
    for fd in range(0, 256):
        try:
            os.close(fd)
        except OSError:
            pass
    try:
        import setproctitle  # noqa: F401  (not needed; the name is ps-visible anyway)
    except ImportError:
        pass
    time.sleep(seconds)
    scratch = _SCRATCH or "/tmp"
    with open(os.path.join(scratch, "hostile-daemon-outlived-grader.txt"), "w") as fh:
        fh.write(f"pid {os.getpid()} outlived the grader\n")
    os._exit(0)


_SCRATCH = _hostile_scratch()
_daemon()


def same_user_hook(call):
    return None


def free_tier_hook(call):
    return None


def deploy_window_hook(call):
    return None
