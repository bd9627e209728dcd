# Breaks: "otherwise None (or an Allow ...)" for every other tool. Input: tool "lookup_user"
# (or "create_case") in any session raises UnboundLocalError: `_OTHER_TOOL_CALLS += 1` without
# `global` makes the name local to the function. create_case_file, free or premium, never
# reaches that line, so a happy-path check passes.
from toolhooks import Deny

_OTHER_TOOL_CALLS = 0


def free_tier_hook(call):
    if call.tool_name != "create_case_file":
        _OTHER_TOOL_CALLS += 1  # how much of the traffic this rule never looks at
        return None
    if call.context.tier == "free":
        return Deny(
            "free-tier accounts cannot open case files.",
            "offer the premium upgrade page, and answer from the general FAQ meanwhile.",
        )
    return None
