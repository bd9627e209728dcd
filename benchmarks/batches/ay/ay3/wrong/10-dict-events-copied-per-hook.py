# Breaks: "Each hook gets `event` itself, as its one argument, not a copy". For a mutable
# event (a dict or list), each hook gets a deep copy so one observer cannot change what the
# next sees: with event = {"n": 1} and a hook `lambda e: seen.append(e is event)`, seen is
# [False]. (A str, ToolOutcome or SessionEnd event still goes through as itself.)
import copy


def run_observers(hooks, event, report):
    failures = 0
    for hook in hooks:
        given = copy.deepcopy(event) if isinstance(event, (dict, list)) else event
        try:
            hook(given)
        except Exception as exc:
            report(hook, exc)
            failures += 1
    return failures
