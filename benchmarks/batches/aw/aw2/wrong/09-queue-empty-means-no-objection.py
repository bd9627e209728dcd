# Wrong: breaks "an exception from a hook, of any kind ..., propagates as it is": queue.Empty
# (a hook that waits for a reviewer's verdict on a queue and times out) is read as "no
# objection", so a hook raising queue.Empty() lets the chain go on and return the call.
import queue

from toolhooks import Deny, Rewrite


def run_chain(hooks, call):
    """The PreToolUse chain: the first Deny, or the call as finally rewritten."""
    for hook in hooks:
        try:
            decision = hook(call)
        except queue.Empty:
            continue  # nobody answered in time: no objection was raised
        match decision:
            case Deny():
                return decision
            case Rewrite():
                call = call.with_input(decision.new_input)
    return call
