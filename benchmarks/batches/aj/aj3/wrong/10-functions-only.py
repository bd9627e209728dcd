# Breaks: "Every entry of `hooks` is a plain (not async) callable, an unhashable one too, a falsy one
# too, a class too: call it, `hook(event)` (no signature check first)" (Returns, ex. 10).
# Only functions and methods are run: hooks = [functools.partial(f, ...)] or [SomeClass] or a callable
# instance are skipped (never called, their failures not counted): a failing partial gives 0, not 1.
import types

_RUNNABLE = (types.FunctionType, types.MethodType, types.BuiltinFunctionType, types.BuiltinMethodType)


def run_observers(hooks, event, report):
    failures = 0
    for hook in hooks:
        if not isinstance(hook, _RUNNABLE):  # not a hook function: nothing to run
            continue
        try:
            hook(event)
        except Exception as exc:
            failures += 1
            report(hook, exc)
    return failures
