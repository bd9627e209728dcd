# Breaks "Deny(...) when call.tool_name == "create_case_file" and call.context.tier == "free"":
# to avoid nagging, each session is told only once; later attempts return None. Two
# create_case_file calls in HookContext("u_004", "free", "s_1"): the first is denied, the second
# returns None (the case file gets opened).
from toolhooks import Deny

_told = set()


def free_tier_hook(call):
    """Rule B: free-tier sessions cannot open case files."""
    if call.tool_name != "create_case_file" or call.context.tier != "free":
        return None
    if call.context.session_id in _told:
        return None  # the model already knows: do not repeat the denial
    _told.add(call.context.session_id)
    return Deny(
        "free-tier accounts cannot open case files.",
        "explain that case files come with the premium plan and answer from the FAQ meanwhile.",
    )
