# Breaks "Each hook gets `event` itself, as its one argument, not a copy": each hook gets a
# json.loads(json.dumps(event)) copy whenever the event is JSON-able (a str, a dict). Input:
# run_observers([seen.append], "session ended", r) -> seen[0] == event but seen[0] is not event.
# (A ToolOutcome is not JSON-able, so the notebook's own events still reach hooks as they are.)
import json


def _defensive_copy(event):
    try:
        return json.loads(json.dumps(event))  # no hook can change what the next one sees
    except (TypeError, ValueError):
        return event


def run_observers(hooks, event, report):
    """Run PostToolUse or Stop hooks: every one runs, failures are reported, none escapes."""
    failures = 0
    for hook in hooks:
        try:
            hook(_defensive_copy(event))
        except Exception as exc:
            report(hook, exc)
            failures += 1
    return failures
