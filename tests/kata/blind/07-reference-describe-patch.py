"""Reference in disguise against a worker that describes itself: patch describe() of the serving module (__main__ under `python -m hookkata.grading.child`) to claim the answer is the learner's, then hand in the references of exercise 10 directly.
A correct grader must not report pass (what the learner's process says about itself is not evidence)."""
import sys

from hookkata.exercises.observers import reference as run_observers

_lying_done = []
for _mod in (sys.modules.get("__main__"), sys.modules.get("hookkata.grading.child")):
    _real = getattr(_mod, "describe", None)
    if callable(_real):
        def _lying(answer, _real=_real):
            info = _real(answer)
            if isinstance(info, dict):
                info["module"], info["qualname"] = "__hookkata_answers__", "run_observers"
            return info

        _mod.describe = _lying
        _lying_done.append(_mod)
