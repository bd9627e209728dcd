# Breaks "Every hook runs, in order" and "call it, hook(event) (no signature check first)".
# Input: def h(outcome: ToolOutcome): raise ValueError("x"), run with the grader's Stop event, a
# plain string "end": h's first parameter is annotated ToolOutcome, which "end" is not, so h is
# skipped as a hook of the other stage: returns 0 and report is never called (expected 1).
import inspect


def _wants(hook, event):
    """False when the hook's first parameter is annotated with a class the event is not."""
    try:
        parameters = list(inspect.signature(hook, eval_str=True).parameters.values())
    except Exception:  # builtins, odd callables: no signature to read
        return True
    if not parameters:
        return True
    expected = parameters[0].annotation
    if isinstance(expected, type) and expected is not inspect.Parameter.empty:
        return isinstance(event, expected)
    return True


def run_observers(hooks, event, report):
    """Run PostToolUse or Stop hooks: every one runs, failures are reported, none escapes."""
    failures = 0
    for hook in hooks:
        if not _wants(hook, event):
            continue  # a PostToolUse hook registered among Stop hooks, or the reverse
        try:
            hook(event)
        except Exception as exc:
            failures += 1
            report(hook, exc)
    return failures
