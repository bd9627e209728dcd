# Breaks "`Deny(...)` when `call.tool_name == "create_case_file"` and `call.context.tier ==
# "free"` ...; otherwise `None`": a verdict is cached per tool_use_id so that a retried tool_use gets
# the same answer. Two calls with the same id "toolu_01" (free, then premium create_case_file, or
# lookup_user then create_case_file in a free session) get the first call's answer.
from toolhooks import Deny

_answered = {}


def free_tier_hook(call):
    """Rule B: free-tier sessions cannot open case files."""
    if call.tool_use_id in _answered:  # a retried tool_use: same answer as before
        return _answered[call.tool_use_id]
    verdict = None
    if call.tool_name == "create_case_file" and call.context.tier == "free":
        verdict = Deny(
            "free-tier accounts cannot open case files.",
            "explain that case files come with the premium plan, offer the upgrade page, "
            "and answer from the general FAQ in the meantime.",
        )
    _answered[call.tool_use_id] = verdict
    return verdict
