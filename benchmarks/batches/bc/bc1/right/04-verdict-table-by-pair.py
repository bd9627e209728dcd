# Right: one dict lookup on the pair (call.tool_name, call.context.tier): only the exact key
# ("create_case_file", "free") (dict keys compare by hash and ==, so no folding) maps to a Deny
# with a non-blank alternative; every other pair gives None via .get. Only the tool name and
# call.context.tier are read, never the input, the ids, the attributes or the timestamp.
from toolhooks import Deny

_VERDICTS = {
    ("create_case_file", "free"): Deny(
        "free-tier accounts cannot open case files.",
        "explain that case files come with the premium plan and answer from the FAQ.",
    ),
}


def free_tier_hook(call):
    """Rule B: free-tier sessions cannot open case files."""
    return _VERDICTS.get((call.tool_name, call.context.tier))
