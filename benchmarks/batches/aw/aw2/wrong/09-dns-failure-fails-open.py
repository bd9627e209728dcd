# Wrong: breaks "an exception from a hook, of any kind ..., propagates as it is": a hook
# that cannot resolve its policy host (socket.gaierror, e.g. when working offline) is
# skipped, so a hook raising socket.gaierror(-3, "Temporary failure in name resolution")
# lets the chain return the call.
import socket

from toolhooks import Deny, Rewrite


def run_chain(hooks, call):
    """The PreToolUse chain: the first Deny, or the call as finally rewritten."""
    for hook in hooks:
        try:
            decision = hook(call)
        except socket.gaierror:
            continue  # offline: the remote policy cannot be reached, keep working locally
        if isinstance(decision, Deny):
            return decision
        if isinstance(decision, Rewrite):
            call = call.with_input(decision.new_input)
    return call
