# Breaks "Each hook gets event itself, as its one argument, not a copy". Input: event = {"n": 1}
# (or a list): the hooks get toolhooks.freeze(event), a read-only FrozenDict copy, so a hook
# checking `received is event` sees False (a ToolOutcome, a SessionEnd or a str pass unchanged).
from toolhooks.readonly import freeze


def run_observers(hooks, event, report):
    """Run PostToolUse or Stop hooks: every one runs, failures are reported, none escapes."""
    shown = freeze(event)  # observers may look, not touch: one deep read-only view for all
    failures = 0
    for hook in hooks:
        try:
            hook(shown)
        except Exception as exc:
            failures += 1
            report(hook, exc)
    return failures
