# Breaks: "A hook listed twice runs twice, anew each time, at each of its places". Decisions are
# recorded per hook with dict.setdefault, which returns the first one stored: add_one (returns
# Rewrite({"n": call.input["n"] + 1})) listed twice on n=1 runs twice but gives n=2, not n=3.
from toolhooks import Deny, Rewrite


def run_chain(hooks, call):
    """The PreToolUse chain: the first Deny, or the call as finally rewritten."""
    decisions = {}  # per hook, for debugging
    for hook in hooks:
        decision = decisions.setdefault(id(hook), hook(call))
        if isinstance(decision, Deny):
            return decision
        if isinstance(decision, Rewrite):
            call = call.with_input(decision.new_input)
    return call
