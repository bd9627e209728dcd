# Right: the package's own Rule B, free_tier_cannot_open_cases, denies exactly when call.tool_name is in
# the frozenset {"create_case_file"} (exact equality) and call.context.tier == "free", with a reason and
# a non-blank alternative, and returns None otherwise; it never reads the input, ids or attributes.
# The answer turns its None into ALLOW, which the Returns paragraph also accepts.
from toolhooks import ALLOW, Deny  # noqa: F401
from toolhooks.examples.rules import free_tier_cannot_open_cases


def free_tier_hook(call):
    """Rule B: free-tier sessions cannot open case files."""
    decision = free_tier_cannot_open_cases(call)
    return ALLOW if decision is None else decision
