# Right: the decision depends only on call.tool_name and call.context.tier, so a cached helper
# keyed on those two exact strings decides: ("create_case_file", "free") -> Deny with a
# non-blank alternative, anything else -> None. Input, ids, attributes and timestamp are never
# read, so no claim, value or date can change or break it.
from functools import lru_cache

from toolhooks import Deny


@lru_cache(maxsize=None)
def _decide(tool_name, tier):
    if tool_name == "create_case_file" and tier == "free":
        return Deny(
            "Free-tier customers cannot open case files (Rule B).",
            "Answer from the FAQ, or explain how to upgrade to premium.",
        )
    return None


def free_tier_hook(call):
    """Rule B: free-tier sessions cannot open case files."""
    return _decide(call.tool_name, call.context.tier)
