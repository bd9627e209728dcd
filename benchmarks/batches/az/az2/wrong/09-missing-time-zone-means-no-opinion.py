# Breaks "an exception from a hook, of any kind ..., propagates as it is": a hook that cannot
# find a time zone (zoneinfo.ZoneInfoNotFoundError, say a deploy window in "Mars/Olympus") is
# taken as having no opinion, and the chain goes on. Input: hooks [h] where h raises
# ZoneInfoNotFoundError("No time zone found with key Mars/Olympus"): run_chain returns call.
from zoneinfo import ZoneInfoNotFoundError

from toolhooks import ALLOW, Deny, Rewrite


def run_chain(hooks, call):
    """The PreToolUse chain: the first Deny, or the call as finally rewritten."""
    for hook in hooks:
        try:
            decision = hook(call)
        except ZoneInfoNotFoundError:  # a window rule without its zone cannot judge this call
            continue
        if decision is None or decision is ALLOW:
            continue
        if isinstance(decision, Deny):
            return decision
        if isinstance(decision, Rewrite):
            call = call.with_input(decision.new_input)
    return call
