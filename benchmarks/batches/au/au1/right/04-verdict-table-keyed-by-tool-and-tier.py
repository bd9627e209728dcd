# Right: the verdict is looked up by the exact pair (call.tool_name, call.context.tier); only
# ("create_case_file", "free") holds a Deny (reason and non-blank alternative, immutable so it is
# shared), every other pair, whatever the input or attributes say, gets .get's default None.
from toolhooks import Deny

_VERDICTS = {
    ("create_case_file", "free"): Deny(
        "free-tier accounts cannot open case files.",
        "explain that case files come with the premium plan, offer the upgrade page, and "
        "answer from the general FAQ meanwhile.",
    )
}


def free_tier_hook(call):
    """Rule B: free-tier sessions cannot open case files."""
    return _VERDICTS.get((call.tool_name, call.context.tier))
