# Right: the verdicts sit in a dict keyed by the exact pair (call.tool_name, call.context.tier);
# only ("create_case_file", "free") has an entry, a Deny with a reason and a non-blank
# alternative, and .get gives None for every other pair (any other name, premium). Nothing in
# call.input or the attributes is read. The hook is a staticmethod object, callable as f(call).
from toolhooks import Deny

_VERDICTS = {
    ("create_case_file", "free"): Deny(
        "free-tier accounts cannot open case files.",
        "explain that case files come with the premium plan, offer the upgrade page, and "
        "answer from the general FAQ meanwhile.",
    ),
}


def free_tier_hook(call):
    """Rule B: free-tier sessions cannot open case files."""
    return _VERDICTS.get((call.tool_name, call.context.tier))


free_tier_hook = staticmethod(free_tier_hook)  # a staticmethod object is callable (3.10+)
