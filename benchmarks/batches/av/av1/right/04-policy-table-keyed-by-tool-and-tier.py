# Right: a table keyed by (tool name, trusted tier) where only ("create_case_file", "free") holds
# a decision, a Deny with a non-blank alternative. dict.get on the exact pair compares both
# exactly (hash and ==), so every other name (create_case_file_draft, "create_case_file\n", ...)
# and the premium tier get None. call.input and ids/attributes are never looked at.
from toolhooks import Deny

_POLICY = {
    ("create_case_file", "free"): Deny(
        "free-tier accounts cannot open case files.",
        "explain that case files come with the premium plan and offer the upgrade page; "
        "meanwhile answer from the general FAQ.",
    ),
}


def free_tier_hook(call):
    """Rule B: free-tier sessions cannot open case files."""
    return _POLICY.get((call.tool_name, call.context.tier))
