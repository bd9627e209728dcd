# Breaks "an exception from a hook, of any kind (... `KeyboardInterrupt`, `SystemExit` of any code),
# propagates as it is, that very exception": on Ctrl-C it prints which hook was running, then raises
# a new KeyboardInterrupt. Input: a hook raising ki = KeyboardInterrupt("stop") -> the exception
# that propagates is a fresh KeyboardInterrupt() (not ki, args lost).
import sys

from toolhooks import ALLOW, Deny, Rewrite


def run_chain(hooks, call):
    """The PreToolUse chain: the first Deny, or the call as finally rewritten."""
    for hook in hooks:
        try:
            decision = hook(call)
        except KeyboardInterrupt:
            name = getattr(hook, "__qualname__", type(hook).__qualname__)
            print(f"run_chain: interrupted in hook {name}", file=sys.stderr)
            raise KeyboardInterrupt
        if isinstance(decision, Deny):
            return decision
        if isinstance(decision, Rewrite):
            call = call.with_input(decision.new_input)
    return call
