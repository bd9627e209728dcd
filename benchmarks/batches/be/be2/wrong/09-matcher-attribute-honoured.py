# Wrong: breaks "whatever attributes it carries (a `matcher`, ...: the hooks were chosen already)".
# A hook whose matcher (a glob) does not match call.tool_name is skipped: a denying hook with
# matcher = "create_*" does not run for an "issue_refund" call, which goes through.
from fnmatch import fnmatchcase

from toolhooks import Deny, Rewrite


def run_chain(hooks, call):
    for hook in hooks:
        matcher = getattr(hook, "matcher", None)
        if isinstance(matcher, str) and not fnmatchcase(call.tool_name, matcher):
            continue
        decision = hook(call)
        if isinstance(decision, Deny):
            return decision
        if isinstance(decision, Rewrite):
            call = call.with_input(decision.new_input)
    return call
