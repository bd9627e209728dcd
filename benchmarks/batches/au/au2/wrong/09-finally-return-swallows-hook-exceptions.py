# Breaks: "an exception from a hook, of any kind (NotImplementedError, a falsy one,
# KeyboardInterrupt, SystemExit of any code), propagates as it is". The verdict is returned from a
# `finally` ("always return something"), which discards any exception in flight. Input:
# run_chain([boom], call) where boom raises ValueError (or KeyboardInterrupt) -> returns `call`.
from toolhooks import ALLOW, Deny, Rewrite  # noqa: F401


def run_chain(hooks, call):
    verdict = call
    try:
        for hook in hooks:
            decision = hook(call)
            if isinstance(decision, Deny):
                verdict = decision
                break
            if isinstance(decision, Rewrite):
                call = call.with_input(decision.new_input)
                verdict = call
    finally:
        return verdict  # noqa: B012
