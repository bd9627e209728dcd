# Breaks: "an exception from a hook, of any kind ..., propagates as it is, that very exception".
# An exception flagged advisory (exc.advisory = True, "the hook only wanted to warn") is skipped
# and the chain goes on: a hook raising err = RuntimeError("quota at 90%") with err.advisory = True
# makes run_chain return the call instead of raising.
from toolhooks import Deny, Rewrite


def run_chain(hooks, call):
    for hook in hooks:
        try:
            decision = hook(call)
        except Exception as exc:
            if getattr(exc, "advisory", False) is True:
                continue
            raise
        if isinstance(decision, Deny):
            return decision
        if isinstance(decision, Rewrite):
            call = call.with_input(decision.new_input)
    return call
