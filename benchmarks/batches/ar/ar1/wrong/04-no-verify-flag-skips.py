# Breaks "Deny(...) when call.tool_name == "create_case_file" and call.context.tier == "free",
# whatever call.input claims or holds": a git habit (commit --no-verify skips the hooks)
# lets the input switch the rule off, so a free session's create_case_file
# {"summary": "credit", "no_verify": true} returns None instead of Deny.
from toolhooks import Deny


def free_tier_hook(call):
    """Rule B: free-tier sessions cannot open case files."""
    if call.tool_name != "create_case_file" or call.context.tier != "free":
        return None
    if call.input.get("no_verify") is True:
        return None  # like `git commit --no-verify`: the caller skipped the checks
    return Deny(
        "free-tier accounts cannot open case files.",
        "explain that case files come with the premium plan and answer from the FAQ meanwhile.",
    )
