# Breaks "Deny(reason, alternative) when call.tool_name == "create_case_file" and
# call.context.tier == "free" ... whatever call.input claims": the alternative is rotated
# by int() of the number after "toolu_", so an API-style tool_use_id crashes the hook.
# Input: free session, create_case_file with tool_use_id "toolu_01A09q90qw90lq917835lq9"
# raises ValueError; with "toolu_01" it denies.
from toolhooks import Deny

ALTERNATIVES = (
    "offer the premium upgrade page, and answer from the FAQ meanwhile.",
    "explain that case files come with the premium plan; help with the FAQ instead.",
)


def free_tier_hook(call):
    """Rule B: free-tier sessions cannot open case files."""
    if call.tool_name != "create_case_file" or call.context.tier != "free":
        return None
    turn = int(call.tool_use_id.rsplit("_", 1)[1])  # toolu_01, toolu_02, ...
    return Deny("free-tier accounts cannot open case files.", ALTERNATIVES[turn % 2])
