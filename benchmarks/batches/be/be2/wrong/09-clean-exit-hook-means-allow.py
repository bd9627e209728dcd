# Wrong: breaks "an exception from a hook, of any kind (..., `SystemExit` of any code), propagates as
# it is". A hook that calls sys.exit(0) (or SystemExit(None)) is read as "finished, no objection" and
# the chain goes on; only a non-zero exit propagates.
from toolhooks import Deny, Rewrite


def run_chain(hooks, call):
    for hook in hooks:
        try:
            decision = hook(call)
        except SystemExit as exit_:
            if exit_.code in (None, 0):
                continue
            raise
        if isinstance(decision, Deny):
            return decision
        if isinstance(decision, Rewrite):
            call = call.with_input(decision.new_input)
    return call
