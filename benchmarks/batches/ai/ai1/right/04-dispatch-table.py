# Right: one dict keyed by (tool name, tier); a dict lookup matches the key exactly (hash and
# ==), so only ("create_case_file", "free") gives the Deny (with a non-blank alternative) and
# every other pair, whatever the input or attributes hold, gets .get()'s default None.
from toolhooks import Deny

_VERDICTS = {
    ("create_case_file", "free"): Deny(
        "free-tier accounts cannot open case files.",
        "explain that case files come with the premium plan, offer the upgrade page, and "
        "answer from the general FAQ in the meantime.",
    ),
}


def free_tier_hook(call):
    """Rule B: free-tier sessions cannot open case files."""
    return _VERDICTS.get((call.tool_name, call.context.tier))
