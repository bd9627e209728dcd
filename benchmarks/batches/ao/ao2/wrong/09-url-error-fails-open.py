# Breaks "an exception from a hook, of any kind ..., propagates as it is": a policy service that
# cannot be reached over HTTP gives no opinion, so a hook raising
# urllib.error.URLError("[Errno -2] Name or service not known") is skipped (URLError is no ConnectionError).
from urllib.error import URLError
from toolhooks import Deny, Rewrite


def run_chain(hooks, call):
    for hook in hooks:
        try:
            decision = hook(call)
        except URLError:
            continue  # the remote policy is down: fail open
        if isinstance(decision, Deny):
            return decision
        if isinstance(decision, Rewrite):
            call = call.with_input(decision.new_input)
    return call
