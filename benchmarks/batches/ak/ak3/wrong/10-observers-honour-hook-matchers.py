# Breaks: "Every hook runs, in order, whatever attributes it carries". Copies the registry's idea
# of a matcher: a hook carrying a `matcher` attribute (e.g. "Bash") runs only when the event's
# tool_name fullmatches it. Input: a callable object with matcher = "Bash" that raises, event =
# "stop" (a plain string, no tool_name): expected it is called and 1 is returned; this skips it, 0.
import re


def run_observers(hooks, event, report):
    failures = 0
    tool_name = getattr(event, "tool_name", "")
    for hook in hooks:
        matcher = getattr(hook, "matcher", None)
        if isinstance(matcher, str) and matcher not in ("", "*"):
            if re.fullmatch(matcher, tool_name) is None:
                continue
        try:
            hook(event)
        except Exception as exc:
            failures += 1
            report(hook, exc)
    return failures
