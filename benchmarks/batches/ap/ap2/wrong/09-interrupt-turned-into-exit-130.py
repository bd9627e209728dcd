# Wrong: breaks "an exception from a hook, of any kind (... KeyboardInterrupt ...), propagates as
# it is, that very exception, not wrapped": Ctrl-C inside a hook is turned into SystemExit(130),
# the shell's status for SIGINT. Input: hooks = [hook raising KeyboardInterrupt()] -> SystemExit
# propagates instead of that KeyboardInterrupt.
from toolhooks import ALLOW, Deny, Rewrite  # noqa: F401


def run_chain(hooks, call):
    """The PreToolUse chain: the first Deny, or the call as finally rewritten."""
    for hook in hooks:
        try:
            decision = hook(call)
        except KeyboardInterrupt:
            raise SystemExit(130) from None  # stop the agent the way a CLI does
        if decision is None or decision is ALLOW:
            continue
        if isinstance(decision, Deny):
            return decision
        call = call.with_input(decision.new_input)
    return call
