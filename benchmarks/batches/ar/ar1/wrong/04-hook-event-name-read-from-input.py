# Breaks "Deny(...) when call.tool_name == "create_case_file" and call.context.tier == "free",
# whatever call.input claims or holds": a Claude Code hook-script habit guards on the payload's
# hook_event_name, read here from call.input, so a free session's create_case_file
# {"hook_event_name": "PostToolUse"} returns None instead of Deny.
from toolhooks import Deny


def free_tier_hook(call):
    """Rule B: free-tier sessions cannot open case files."""
    if call.input.get("hook_event_name", "PreToolUse") != "PreToolUse":
        return None  # only act on PreToolUse events
    if call.tool_name != "create_case_file" or call.context.tier != "free":
        return None
    return Deny(
        "free-tier accounts cannot open case files.",
        "explain that case files come with the premium plan and answer from the FAQ meanwhile.",
    )
