# Breaks: "A `Rewrite` applies as given (... an equal copy of it is not told apart) ..., even when
# its input equals the current one by `==` (`True` is not `1`)". Booleans in a rewritten input are
# turned into ints "for the tool's integer schema". Input: hooks=[lambda c: Rewrite({"dry_run": True})]:
# the returned call's input is {"dry_run": 1}, and `input["dry_run"] is True` is False.
from toolhooks import ALLOW, Deny, Rewrite  # noqa: F401


def _schema_safe(value):
    if isinstance(value, bool):
        return int(value)  # JSON schema "integer" fields reject booleans downstream
    return value


def run_chain(hooks, call):
    """The PreToolUse chain: the first Deny, or the call as finally rewritten."""
    for hook in hooks:
        decision = hook(call)
        if isinstance(decision, Deny):
            return decision
        if isinstance(decision, Rewrite):
            new_input = {key: _schema_safe(value) for key, value in decision.new_input.items()}
            call = call.with_input(new_input)
    return call
