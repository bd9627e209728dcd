# Breaks "`Deny(...)` when `call.tool_name == "create_case_file"` and `call.context.tier ==
# "free"` ...; otherwise `None`" across sessions: the verdict is cached per tool name only. A free
# session's create_case_file is denied, then a premium session's create_case_file gets the same
# Deny instead of None (or, in the other order, the free session is let through).
from toolhooks import Deny

_verdict_for_tool = {}


def free_tier_hook(call):
    """Rule B: free-tier sessions cannot open case files."""
    if call.tool_name in _verdict_for_tool:
        return _verdict_for_tool[call.tool_name]
    verdict = None
    if call.tool_name == "create_case_file" and call.context.tier == "free":
        verdict = Deny(
            "free-tier accounts cannot open case files.",
            "explain that case files come with the premium plan, offer the upgrade page, "
            "and answer from the general FAQ in the meantime.",
        )
    _verdict_for_tool[call.tool_name] = verdict
    return verdict
