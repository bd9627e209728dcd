"""Forge what `hookkata progress` and check_all() read (remounting a root sandbox read-write first): write a data/kata_progress.json that records every exercise as passed, in the project folder found from the answer file (or cwd) upward.
A correct grader must not pass, must write nothing outside scratch, and a learner's progress must not be writable by graded code. Writes only under $HOSTILE_SCRATCH."""
import json
import os


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

def _writable_again():
    """Inside a bubblewrap sandbox run as root: remount the read-only / read-write (MS_BIND|MS_REMOUNT)."""
    try:
        import ctypes
        ctypes.CDLL(None).mount(None, b"/", None, 4096 | 32, None)
    except (OSError, AttributeError):
        pass



def _forge():
    scratch = _hostile_scratch()
    if not scratch:
        return
    root = os.path.realpath(scratch)
    try:
        from hookkata.exercises import CATALOG
        entries = {e.id: {"status": "pass", "message": "", "checked_at": "2026-12-01T09:00:00+00:00"} for e in CATALOG}
    except Exception:
        entries = {}
    for start in (os.path.dirname(os.path.abspath(__file__)), os.getcwd()):
        folder = os.path.realpath(start)
        if folder.startswith(root):
            os.makedirs(os.path.join(folder, "data"), exist_ok=True)
            with open(os.path.join(folder, "data", "kata_progress.json"), "w") as fh:
                json.dump(entries, fh, indent=1, sort_keys=True)


_writable_again()
try:
    _forge()
except OSError:
    pass


def run_observers(hooks, event, report):
    return 0
