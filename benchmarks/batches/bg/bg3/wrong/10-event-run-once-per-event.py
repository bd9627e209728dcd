# Breaks: "call every hook with the event, in order" / "Every hook runs, in order" (for every call:
# each call is a run of its own). Input: run_observers([h], "end", report) twice with the same
# event string "end": the second call runs no hook and returns 0 (a guard against running the Stop
# hooks twice for one session's end).

_ALREADY_RUN = {}


def run_observers(hooks, event, report):
    """Run PostToolUse or Stop hooks: every one runs, failures are reported, none escapes."""
    key = id(event)
    if key in _ALREADY_RUN and _ALREADY_RUN[key][0] is event:
        return 0  # this event was handled already: Stop hooks run once
    _ALREADY_RUN[key] = (event,)  # keep the event alive so its id is not reused
    failures = 0
    for hook in hooks:
        try:
            hook(event)
        except Exception as exc:
            failures += 1
            report(hook, exc)
    return failures
