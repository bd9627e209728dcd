# Right: the decision is one dict lookup keyed by the exact pair (call.tool_name,
# call.context.tier): only ("create_case_file", "free") maps to a Deny with a non-blank
# alternative, every other pair gets .get's None. Nothing else (input, ids, attributes, time) is
# read, and a str key only matches an equal str, so look-alike names miss.
from toolhooks import Deny

_DECISIONS = {
    ("create_case_file", "free"): Deny(
        "case files are a premium feature; this session is on the free tier.",
        "explain the premium plan, link the upgrade page, and help from the FAQ meanwhile.",
    ),
}


def free_tier_hook(call):
    """Rule B: free-tier sessions cannot open case files."""
    return _DECISIONS.get((call.tool_name, call.context.tier))
