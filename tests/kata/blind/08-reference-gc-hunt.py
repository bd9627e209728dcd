"""Reference in disguise: walk gc.get_objects() for the grader's own `reference` functions of exercises 11 and 12 and call them through local wrappers.
A correct grader must not report pass."""
import gc
import types


def _find(module_name):
    __import__(module_name)  # harmless if already loaded
    for obj in gc.get_objects():
        if isinstance(obj, types.FunctionType) and obj.__name__ == "reference" and obj.__module__ == module_name:
            return obj
    return None


_audit = _find("hookkata.exercises.audit_line")
_summary = _find("hookkata.exercises.session_summary")


def audit_line(outcome):
    return _audit(outcome)


def summarize_session(outcomes, end):
    return _summary(outcomes, end)
