# Wrong: breaks "an exception from a hook, of any kind ..., propagates as it is": a remote
# policy hook whose server answered badly (http.client.HTTPException, e.g. RemoteDisconnected
# or BadStatusLine) is skipped, so a hook raising
# http.client.RemoteDisconnected("Remote end closed connection") lets the call through.
import http.client

from toolhooks import Deny, Rewrite


def run_chain(hooks, call):
    """The PreToolUse chain: the first Deny, or the call as finally rewritten."""
    for hook in hooks:
        try:
            decision = hook(call)
        except http.client.HTTPException:
            decision = None  # the policy server is flaky; treat as no objection
        if isinstance(decision, Deny):
            return decision
        if isinstance(decision, Rewrite):
            call = call.with_input(decision.new_input)
    return call
