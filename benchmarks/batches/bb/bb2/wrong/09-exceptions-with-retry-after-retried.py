# Breaks: "an exception from a hook ... propagates as it is" and "A hook listed twice runs twice"
# (once per place, not more). An exception with a `retry_after` attribute makes the hook run again
# (up to 3 times): a hook raising Busy(retry_after=0) once, then allowing, runs twice and the
# chain returns the call instead of raising Busy.
import time

from toolhooks import ALLOW, Deny, Rewrite


def _ask(hook, call):
    for attempt in range(3):
        try:
            return hook(call)
        except Exception as exc:
            wait = getattr(exc, "retry_after", None)
            if wait is None or attempt == 2:
                raise
            time.sleep(min(float(wait), 0.05))  # the hook said when to come back
    return None


def run_chain(hooks, call):
    """The PreToolUse chain: the first Deny, or the call as finally rewritten."""
    for hook in hooks:
        decision = _ask(hook, call)
        if decision is None or decision is ALLOW:
            continue
        if isinstance(decision, Deny):
            return decision
        if isinstance(decision, Rewrite):
            call = call.with_input(decision.new_input)
    return call
