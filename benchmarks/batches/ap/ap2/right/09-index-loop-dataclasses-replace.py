# Right: an index loop over the list (read only), each hook given the current call itself; a Deny
# is returned immediately, a Rewrite builds the next call with dataclasses.replace(call, input=...)
# (what ToolCall.with_input does), and anything else goes on. No try/except anywhere, so
# exceptions of any kind leave the chain untouched.
import dataclasses

from toolhooks import ALLOW, Deny, Rewrite  # noqa: F401


def run_chain(hooks, call):
    """The PreToolUse chain: the first Deny, or the call as finally rewritten."""
    current = call
    index = 0
    while index < len(hooks):
        outcome = hooks[index](current)
        index += 1
        if outcome is None or outcome is ALLOW:
            continue
        if isinstance(outcome, Deny):
            return outcome
        if isinstance(outcome, Rewrite):
            current = dataclasses.replace(current, input=outcome.new_input)
    return current
