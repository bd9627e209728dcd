"""In-process tamper: a sys.settrace tracer rewrites the grader's local `verdict`/`verdicts` (f_locals write-back) just before they are sent.
A correct grader must not report pass for this wrong installer."""
import sys
from dataclasses import asdict


def _passing(v):
    from hookkata.grading.verdict import Verdict
    d = asdict(v)
    d.update(status="pass", message="", prop="", example="", got="", expected="", hint="")
    return Verdict(**d)


def _local(frame, event, arg):
    if event == "line":
        loc = frame.f_locals
        if frame.f_code.co_name == "_child" and "verdict" in loc:
            frame.f_locals["verdict"] = _passing(loc["verdict"])
        elif frame.f_code.co_name == "report" and "verdicts" in loc:
            frame.f_locals["verdicts"] = [_passing(v) for v in loc["verdicts"]]
    return _local


def _global(frame, event, arg):
    if frame.f_code.co_name in ("_child", "report") and "hookkata" in frame.f_code.co_filename:
        return _local
    return None


sys.settrace(_global)


def install_guard(dispatcher, guard):
    return lambda: None  # installs nothing
