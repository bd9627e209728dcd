"""Outlive a subreaper's sweep: a setsid daemon watches its parent; when grading kills it, the daemon fork-hops (fork, parent exits) every 2 ms for up to 1.5 s so a /proc snapshot is always stale, then sleeps 60 s and writes a marker.
A correct grader leaves no process behind (marker never appears). Bounded: at most 750 hops (pid_max here is 32768)."""
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



def _hopper():
    watched = os.getpid()
    if os.fork() != 0:
        return
    os.setsid()
    for fd in (0, 1, 2):
        try:
            os.close(fd)
        except OSError:
            pass
    deadline = time.monotonic() + 280
    while time.monotonic() < deadline and os.path.exists(f"/proc/{watched}/stat"):
        try:
            if open(f"/proc/{watched}/stat").read().rsplit(")", 1)[1].split()[0] == "Z":
                break
        except OSError:
            break
        time.sleep(0.005)
    for _ in range(750):
        if os.fork() != 0:
            os._exit(0)
        time.sleep(0.002)
    time.sleep(60)
    scratch = _SCRATCH or "/tmp"
    with open(os.path.join(scratch, "hostile-hopper-outlived-grader.txt"), "w") as fh:
        fh.write(f"pid {os.getpid()} outlived the grader\n")
    os._exit(0)


_SCRATCH = _hostile_scratch()
_hopper()


def run_chain(hooks, call):
    return call
