# Breaks "When one raises, call report(hook, exception) and go on with the next; never raise."
# Input: hooks=[[].remove, ok_hook] (a bound builtin method; [].remove("end") raises ValueError):
# builtins are called outside the try on the assumption that C functions such as list.append
# cannot fail, so the ValueError escapes and ok_hook never runs.
import types

_C_CALLABLES = (types.BuiltinFunctionType, types.BuiltinMethodType)


def run_observers(hooks, event, report):
    """Run PostToolUse or Stop hooks: every one runs, failures are reported, none escapes."""
    failures = 0
    for hook in hooks:
        if isinstance(hook, _C_CALLABLES):
            hook(event)  # outcomes.append and friends: no Python frame, nothing to guard
            continue
        try:
            hook(event)
        except Exception as exc:
            failures += 1
            report(hook, exc)
    return failures
