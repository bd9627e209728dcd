# Breaks: "every hook in it runs, in order, ... whatever attributes it carries" and "Return the
# first Deny". As Claude Code's "async": true hooks, a hook flagged async_=True is started in the
# background and its decision ignored: a hook with async_=True returning Deny("no") lets the
# call through (and may run after the hooks listed behind it).
import threading

from toolhooks import Deny, Rewrite


def run_chain(hooks, call):
    """The PreToolUse chain: the first Deny, or the call as finally rewritten."""
    for hook in hooks:
        if getattr(hook, "async_", False):
            threading.Thread(target=hook, args=(call,), daemon=True).start()
            continue
        decision = hook(call)
        if isinstance(decision, Deny):
            return decision
        if isinstance(decision, Rewrite):
            call = call.with_input(decision.new_input)
    return call
