# Right: the verdict is looked up in a dict keyed by the exact pair (tool_name, tier): only
# ("create_case_file", "free") holds a Deny (immutable, so one instance can be shared); any
# other pair, other spellings of the name included, gets dict.get's default None. Input and
# attributes are never read.
from toolhooks import Deny

_VERDICTS = {
    ("create_case_file", "free"): Deny(
        "free-tier accounts cannot open case files.",
        "tell the customer case files come with premium, and answer from the FAQ meanwhile.",
    ),
}


def free_tier_hook(call):
    """Rule B: free-tier sessions cannot open case files."""
    return _VERDICTS.get((call.tool_name, call.context.tier))
