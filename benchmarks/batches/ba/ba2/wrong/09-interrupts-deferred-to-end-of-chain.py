# Breaks: "Do not catch exceptions" / an exception from a hook (KeyboardInterrupt, SystemExit) "propagates as it is".
# Ctrl-C is held "so the chain is never left half-run", the later hooks still run, then it is re-raised:
# hooks [raises KeyboardInterrupt, RecordingHook("after", log)] leave log == ["after"] before propagating.
from toolhooks import ALLOW, Deny, Rewrite  # noqa: F401


def run_chain(hooks, call):
    held = None
    for hook in hooks:
        try:
            decision = hook(call)
        except (KeyboardInterrupt, SystemExit) as interrupt:
            if held is None:
                held = interrupt
            continue
        if isinstance(decision, Deny):
            if held is not None:
                raise held
            return decision
        if isinstance(decision, Rewrite):
            call = call.with_input(decision.new_input)
    if held is not None:
        raise held
    return call
