# Breaks: "every hook in it runs ... whatever attributes it carries". Each hook's signature must have
# exactly one parameter or the chain raises TypeError before running it: a unittest.mock.Mock(
# return_value=None) hook, or def hook(call, verbose=False), raises TypeError ("... this one takes 2").
import inspect

from toolhooks import ALLOW, Deny, Rewrite


def run_chain(hooks, call):
    """The PreToolUse chain: the first Deny, or the call as finally rewritten."""
    for hook in hooks:
        parameters = inspect.signature(hook).parameters
        if len(parameters) != 1:
            raise TypeError(f"a PreToolUse hook takes one parameter (the call), this one takes {len(parameters)}")
        decision = hook(call)
        if decision is None or decision is ALLOW:
            continue
        if isinstance(decision, Deny):
            return decision
        if isinstance(decision, Rewrite):
            call = call.with_input(decision.new_input)
    return call
