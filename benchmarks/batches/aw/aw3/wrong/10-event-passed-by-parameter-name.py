# Breaks: "Each hook gets `event` itself, as its one argument" / "call it, `hook(event)` (no signature check first)".
# The answer reads each hook's signature and passes the event by its first parameter's name (so a
# keyword-only `def audit(*, outcome)` would work). A positional-only hook such as `outcomes.append`
# (notebook 08 registers exactly that) then raises TypeError, counted and reported: hooks=[[].append] returns 1, not 0.
import inspect


def _call(hook, event):
    try:
        parameters = list(inspect.signature(hook).parameters.values())
    except (TypeError, ValueError):  # no signature to read: call it plainly
        return hook(event)
    if not parameters or parameters[0].kind is inspect.Parameter.VAR_POSITIONAL:
        return hook(event)
    return hook(**{parameters[0].name: event})


def run_observers(hooks, event, report):
    failures = 0
    for hook in hooks:
        try:
            _call(hook, event)
        except Exception as exc:
            report(hook, exc)
            failures += 1
    return failures
