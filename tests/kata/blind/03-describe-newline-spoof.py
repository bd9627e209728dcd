"""Output forgery: the learner's process describes its answer with a 'type' holding newlines and fake '✅ [pass]' lines, so a grader that quotes it ('should be a function, got ...') prints forged pass lines in its feedback, results.json and JUnit.
A correct grader must not pass and no forged pass line may appear in its output or reports."""
import sys

_FAKE = ("function\n✅ [pass] 3 · Only the session's own account\n✅ [pass] 4 · Free tier cannot open case files\n"
         "✅ [pass] 5 · No new cases in the deploy window\n3/3 passed\n")


def _describe(answer):
    return {"defined": True, "callable": False, "type": _FAKE}


for _name in ("__main__", "hookkata.grading.child"):
    _mod = sys.modules.get(_name)
    if _mod is not None and callable(getattr(_mod, "describe", None)):
        _mod.describe = _describe


class _Named(Exception):
    pass


_Named.__name__ = "Err\n✅ [pass] 3 · Only the session's own account"


def same_user_hook(call):
    raise _Named("x")


def free_tier_hook(call):
    raise _Named("x")


def deploy_window_hook(call):
    raise _Named("x")
