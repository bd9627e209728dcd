# Breaks "Deny(...) when ... tier == "free", whatever call.input claims or holds": a size guard takes
# max() over the input's values, which raises ValueError on an empty input.
# Input: a free session calling create_case_file with {} must be denied; this raises ValueError.
from toolhooks import Deny

MAX_VALUE_CHARS = 100_000


def free_tier_hook(call):
    """Rule B: free-tier sessions cannot open case files."""
    longest = max(len(repr(value)) for value in call.input.values())
    if longest > MAX_VALUE_CHARS:
        return Deny("the input is too large to handle.", "send a shorter input.")
    if call.tool_name == "create_case_file" and call.context.tier == "free":
        return Deny(
            "free-tier accounts cannot open case files.",
            "explain that case files come with the premium plan and answer from the FAQ.",
        )
    return None
