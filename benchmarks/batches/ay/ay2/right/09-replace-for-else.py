# Right: a for/else loop: each hook runs in order on the current call; the first Deny breaks out and is returned
# as that very object; a Rewrite gives dataclasses.replace(current, input=new_input), the same as with_input (the
# class and other fields kept); None and ALLOW change nothing; when the loop ends without a break the current call
# (the original object if nothing was rewritten) is returned. No exception is caught.
import dataclasses

from toolhooks import ALLOW, Deny, Rewrite  # noqa: F401


def run_chain(hooks, call):
    """The PreToolUse chain: the first Deny, or the call as finally rewritten."""
    current = call
    for hook in hooks:
        decision = hook(current)
        if type(decision) is Deny:
            break
        if type(decision) is Rewrite:
            current = dataclasses.replace(current, input=decision.new_input)
    else:
        return current
    return decision
