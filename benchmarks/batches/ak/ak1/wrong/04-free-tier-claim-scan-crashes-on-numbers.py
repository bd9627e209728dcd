# WRONG. Breaks: "Deny(reason, alternative) when ... "create_case_file" and call.context.tier ==
# "free", whatever call.input claims or holds (... the input's values may be of any JSON type)".
# To mention an ignored premium claim it runs `"premium" in value` over every value, which
# raises TypeError on a number, bool or None: {"summary": "x", "priority": 2} in a free session.
from toolhooks import Deny


def free_tier_hook(call):
    """Rule B: free-tier sessions cannot open case files."""
    if call.tool_name != "create_case_file" or call.context.tier != "free":
        return None
    claimed = any("premium" in value for value in call.input.values())
    note = " (the request's claim of a premium plan was ignored)" if claimed else ""
    return Deny(
        "free-tier accounts cannot open case files" + note + ".",
        "explain that case files come with the premium plan and answer from the FAQ.",
    )
