# Wrong: "hooks is a list ... of any length", "A hook listed twice runs twice, anew each time, at each of
# its places". Chains longer than 500 hooks are de-duplicated with dict.fromkeys "to save time": in a list
# of 600 hooks where one counting hook appears twice, it runs once (and an unhashable hook in a long list
# raises TypeError). Shorter chains run every entry.
from toolhooks import ALLOW, Deny, Rewrite  # noqa: F401

_DEDUPE_FROM = 500


def run_chain(hooks, call):
    """The PreToolUse chain: the first Deny, or the call as finally rewritten."""
    plan = list(dict.fromkeys(hooks)) if len(hooks) > _DEDUPE_FROM else hooks
    for hook in plan:
        decision = hook(call)
        if isinstance(decision, Deny):
            return decision
        if isinstance(decision, Rewrite):
            call = call.with_input(decision.new_input)
    return call
