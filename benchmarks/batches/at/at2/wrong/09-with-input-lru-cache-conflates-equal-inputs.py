# Breaks "A Rewrite applies as given ..., even when its input equals the current one by ==
# (True is not 1)": call.with_input is memoised with functools.lru_cache, and
# {"flag": True} == {"flag": 1} with equal hashes, so after a chain rewriting a call to
# {"flag": 1}, a chain rewriting the same call to {"flag": True} returns input {"flag": 1}.
import functools

from toolhooks import ALLOW, Deny, Rewrite


@functools.lru_cache(maxsize=1024)
def _rewritten(call, new_input):
    return call.with_input(new_input)  # freezing an input is not free: do it once


def run_chain(hooks, call):
    """The PreToolUse chain: the first Deny, or the call as finally rewritten."""
    for hook in hooks:
        decision = hook(call)
        if decision is None or decision is ALLOW:
            continue
        if isinstance(decision, Deny):
            return decision
        if isinstance(decision, Rewrite):
            call = _rewritten(call, decision.new_input)
    return call
