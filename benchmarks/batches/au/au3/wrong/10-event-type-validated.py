# Breaks "The runner you will write hands each hook the event it is given, without reading it" and "nothing
# else is raised": the event's type is validated first (a pydantic habit), allowing only ToolOutcome,
# SessionEnd and the grader's plain str. Input: run_observers([hook], {"status": "ok"}, report) (or any other
# object as the event) raises TypeError and no hook runs.
from toolhooks import SessionEnd, ToolOutcome


def run_observers(hooks, event, report):
    """Run PostToolUse or Stop hooks: every one runs, failures are reported, none escapes."""
    if not isinstance(event, (ToolOutcome, SessionEnd, str)):
        raise TypeError(f"run_observers needs a ToolOutcome or a SessionEnd, got {type(event).__name__}")
    failures = 0
    for hook in hooks:
        try:
            hook(event)
        except Exception as error:
            failures += 1
            report(hook, error)
    return failures
